import { Link } from "react-router";
import {
  LastUpdated,
  MarketingPage,
  PageSection,
} from "../../../features/marketing/components/marketing-page.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function TermsPage() {
  const { t, language } = useT();
  return (
    <MarketingPage
      title={t("marketing.terms.title")}
      intro={
        <>
          {language === "en" ? null : <p className="font-semibold">{t("marketing.legal.englishApplies")}</p>}
          <p lang="en">
            These are the rules for using SiteReady, in plain English. By creating an account or using the
            app, you agree to them.
          </p>
          <LastUpdated isoDate="2026-11-22" label="22 November 2026" />
        </>
      }
    >
      {/* The legal text itself stays English, the version that applies (issue #38). */}
      <div lang="en" className="contents">
        <PageSection id="service-title" title="What SiteReady is">
          <p>
            SiteReady is a free app for keeping your construction cards, documents, qualifications and work
            details in one place, with reminders before things run out. It is free to use. Some features are
            marked Donate to unlock or Coming soon and are not switched on yet. We may add, change or remove
            features, and we'll tell you before we take away anything you rely on.
          </p>
        </PageSection>

        <PageSection id="account-title" title="Your account">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>Give your real details, and keep them up to date.</li>
            <li>Keep your password to yourself. You're responsible for what's done with your account.</li>
            <li>Tell us straight away if you think someone else has got into it.</li>
            <li>One account per person. Don't make an account for someone else without their say-so.</li>
          </ul>
        </PageSection>

        <PageSection id="records-title" title="Your records are yours">
          <p>
            Everything you add stays yours. You let us store it and show it back to you (and to anyone you
            choose to share it with) so the app can work. You can download it or delete it at any time from
            your profile page.
          </p>
          <p>
            <strong>SiteReady does not check or certify your cards.</strong> A card or ticket is only valid if
            the scheme that issued it says so. Sites and employers should still check cards with the scheme
            where they need to.
          </p>
        </PageSection>

        <PageSection id="reminders-title" title="Reminders, jobs and weather are a help, not a guarantee">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              Reminders depend on the dates you enter and on e-mail getting through. Keeping your cards in
              date is still your job.
            </li>
            <li>
              Jobs on the board come from others. We don't employ you or vouch for an employer. Check a job
              before you travel or hand over details.
            </li>
            <li>
              Weather is a forecast. Follow your site rules, your supervisor and the lift or work plan, not
              the app.
            </li>
          </ul>
        </PageSection>

        <PageSection id="rules-title" title="Don't misuse it">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>Don't upload fake, altered or someone else's cards or documents.</li>
            <li>Don't add other people's personal details without their permission.</li>
            <li>Don't try to break into, overload or copy the service, or get at other people's data.</li>
            <li>Don't use the messages, groups or feedback forms to abuse, spam or threaten anyone.</li>
          </ul>
          <p>If you do, we may suspend or close your account.</p>
        </PageSection>

        <PageSection id="donations-title" title="Donations">
          <p>
            Donations are gifts towards running and building SiteReady. A donation doesn't buy a feature, a
            plan or a deadline, and everything we switch on is free for everyone. Paid plans are not on sale.
            See <Link to="/pricing">pricing</Link> for how donations are used.
          </p>
        </PageSection>

        <PageSection id="liability-title" title="Our responsibility to you">
          <p>
            We work hard to keep SiteReady running and your data safe, but we provide it as it is, and it may
            sometimes be unavailable. We're not responsible for losses caused by a card lapsing, a missed
            reminder, a job listing or a forecast. Nothing in these terms limits your rights under consumer
            law, or our responsibility for death or injury caused by our negligence, or for fraud.
          </p>
        </PageSection>

        <PageSection id="ending-title" title="Ending things">
          <p>
            You can stop using SiteReady and delete your account whenever you like. We can close an account
            that breaks these terms, and will tell you why unless the law stops us.
          </p>
        </PageSection>

        <PageSection id="changes-title" title="Changes and the law">
          <p>
            If we change these terms, we'll update this page and the date at the top, and tell you before a
            big change takes effect. These terms are governed by the law of England and Wales. If you live in
            Scotland or Northern Ireland, you can also bring a claim in your local courts.
          </p>
          <p>
            Questions? <Link to="/contact">Contact us</Link>. How we handle your data is in the{" "}
            <Link to="/privacy">privacy notice</Link>.
          </p>
        </PageSection>
      </div>
    </MarketingPage>
  );
}
