import { isContactTopic } from "@siteready/domain/marketing";
import { Link, useSearchParams } from "react-router";
import { ContactForm } from "../../../features/marketing/components/contact-form.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSession } from "../../../lib/session/session.ts";

export function ContactPage() {
  const [searchParams] = useSearchParams();
  const { data: session } = useSession();
  const topic = searchParams.get("topic");
  const user = session?.user;
  const { t } = useT();

  return (
    <MarketingPage title={t("marketing.contact.title")} intro={<p>{t("marketing.contact.intro")}</p>}>
      <ContactForm
        initialTopic={isContactTopic(topic) ? topic : undefined}
        sender={user ? { name: user.name, email: user.email } : null}
      />
      <PageSection id="other-title" title={t("marketing.contact.beforeTitle")}>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            <RichMessage
              id="marketing.contact.beforeFeedback"
              tags={{ feedback: (words) => <Link to="/feedback">{words}</Link> }}
            />
          </li>
          <li>
            <RichMessage
              id="marketing.contact.beforeData"
              tags={{
                topic: (words) => <strong>{words}</strong>,
                privacy: (words) => <Link to="/privacy">{words}</Link>,
              }}
            />
          </li>
          <li>{t("marketing.contact.beforeSecrets")}</li>
        </ul>
      </PageSection>
    </MarketingPage>
  );
}
