import { isContactTopic } from "@siteready/domain";
import { Link, useSearchParams } from "react-router";
import { ContactForm } from "../../../features/marketing/components/contact-form.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { useSession } from "../../../lib/session/session.ts";

export function ContactPage() {
  const [searchParams] = useSearchParams();
  const { data: session } = useSession();
  const topic = searchParams.get("topic");
  const user = session?.user;

  return (
    <MarketingPage
      title="Contact us"
      intro={
        <p>
          Questions about your account, your data, donations or working with us? Send us a message and we'll
          reply by e-mail.
        </p>
      }
    >
      <ContactForm
        initialTopic={isContactTopic(topic) ? topic : undefined}
        sender={user ? { name: user.name, email: user.email } : null}
      />
      <PageSection id="other-title" title="Before you write">
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            Found a bug, or want a feature? The <Link to="/feedback">feedback page</Link> is quicker, and you
            can vote for features there.
          </li>
          <li>
            To get a copy of your data or delete your account, use your profile page. For anything else about
            your data, choose <strong>My data and privacy</strong> as the topic. The{" "}
            <Link to="/privacy">privacy notice</Link> explains your rights.
          </li>
          <li>Never send passwords, bank details or card numbers in a message.</li>
        </ul>
      </PageSection>
    </MarketingPage>
  );
}
