import { Link } from "react-router";
import {
  LastUpdated,
  MarketingPage,
  PageSection,
} from "../../../features/marketing/components/marketing-page.tsx";
import { useT } from "../../../i18n/use-translation.ts";

const kept = [
  {
    what: "Your account",
    detail:
      "Your name, e-mail address and password (stored only as a scrambled hash we can't read back), your sign-in sessions, and the sign-in provider if you use one.",
  },
  {
    what: "Your profile sections",
    detail:
      "Personal details (date of birth, phone, address), next of kin, documents such as your passport, skills cards, qualifications, and the projects and jobs you add.",
  },
  {
    what: "Card photos and files",
    detail: "Photos of your cards front and back, and any documents or certificates you upload.",
  },
  {
    what: "Bank and tax details",
    detail:
      "Account number, sort code, NI number and UTRs. These are encrypted before they are stored, and only shown back to you.",
  },
  {
    what: "Messages to us",
    detail: "What you send through the contact and feedback forms, with your e-mail if you give it.",
  },
  {
    what: "Technical records",
    detail:
      "Your IP address and request details in our server logs, used to keep the service secure and stop abuse. One cookie keeps you signed in; your theme choice is kept on your own device.",
  },
];

export function PrivacyPage() {
  const { t, language } = useT();
  return (
    <MarketingPage
      title={t("marketing.privacy.title")}
      intro={
        <>
          {language === "en" ? null : <p className="font-semibold">{t("marketing.legal.englishApplies")}</p>}
          <p lang="en">
            This notice explains what SiteReady keeps about you, why, and what you can do about it. It is
            written to meet UK data protection law (the UK GDPR and the Data Protection Act 2018).
          </p>
          <LastUpdated isoDate="2026-11-22" label="22 November 2026" />
        </>
      }
    >
      {/* The legal text itself stays English, the version that applies (issue #38). */}
      <div lang="en" className="contents">
        <PageSection id="summary-title" title="The short version">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>We keep what you put in your profile so you can show it on site and get reminders.</li>
            <li>Bank details, NI number and UTRs are encrypted.</li>
            <li>We never sell your data, and there are no adverts.</li>
            <li>You can download everything or delete your account from your profile page, at any time.</li>
          </ul>
        </PageSection>

        <PageSection id="who-title" title="Who we are">
          <p>
            SiteReady is the controller of the personal data described here. For any question about your data,
            use the <Link to="/contact?topic=data_privacy">contact form</Link> and choose{" "}
            <strong>My data and privacy</strong>.
          </p>
        </PageSection>

        <PageSection id="kept-title" title="What we keep">
          <dl className="flex flex-col gap-3">
            {kept.map(({ what, detail }) => (
              <div key={what} className="rounded-lg border border-border bg-surface p-4">
                <dt className="font-semibold">{what}</dt>
                <dd className="mt-1 text-muted">{detail}</dd>
              </div>
            ))}
          </dl>
          <p>
            Your next of kin's details are about someone else. Please let them know you've added them, and
            why.
          </p>
        </PageSection>

        <PageSection id="why-title" title="Why we keep it, and our lawful basis">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <strong>To run the service you signed up for</strong> (contract): your account, your profile,
              showing your cards, expiry reminders and the tools you use.
            </li>
            <li>
              <strong>To keep SiteReady safe and working</strong> (legitimate interests): security logs,
              limits on repeated sign-in attempts, and fixing faults.
            </li>
            <li>
              <strong>When you ask us to</strong> (consent): for example, an e-mail when a feature you asked
              about is ready. You can change your mind at any time.
            </li>
            <li>
              <strong>When the law requires it</strong> (legal obligation): for example, if a court or the
              police lawfully ask us for information.
            </li>
          </ul>
        </PageSection>

        <PageSection id="how-long-title" title="How long we keep it">
          <p>
            We keep your account and profile for as long as your account is open. When you delete your
            account, your profile, files, bank and tax details and sign-in sessions are deleted with it.
            Messages you sent us are kept only as long as we need them to answer you and improve SiteReady.
            Server logs are kept for a short time for security, then deleted.
          </p>
        </PageSection>

        <PageSection id="who-sees-title" title="Who sees it">
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>You. Your profile is private to your account.</li>
            <li>An employer, agency or site sees your details only if you choose to share them with them.</li>
            <li>
              A small number of SiteReady admins, only when needed to help you or fix a problem. Encrypted
              details stay encrypted.
            </li>
            <li>
              Companies that host the service and deliver our e-mails, under contracts that stop them using
              your data for anything else.
            </li>
          </ul>
          <p className="font-semibold">
            We never sell your data, and we never share it with advertisers or recruiters behind your back.
          </p>
        </PageSection>

        <PageSection id="rights-title" title="Your rights">
          <p>
            You can ask to see, correct, move or delete your data, to limit how we use it, or object to how we
            use it. Most of this you can do yourself:
          </p>
          <ul className="flex list-disc flex-col gap-2 pl-6">
            <li>
              <strong>Export everything:</strong> on your profile page, download a copy of all your data and
              files.
            </li>
            <li>
              <strong>Delete your account:</strong> on your profile page. This removes your data for good.
            </li>
            <li>
              <strong>Correct something:</strong> edit it in the section where it lives.
            </li>
          </ul>
          <p>
            For any other request, <Link to="/contact?topic=data_privacy">contact us</Link> with the topic My
            data and privacy. We reply within one month.
          </p>
        </PageSection>

        <PageSection id="complain-title" title="If you're not happy">
          <p>
            Please tell us first and we'll try to put it right. You also have the right to complain to the
            Information Commissioner's Office (ICO), the UK's data protection regulator, at{" "}
            <a href="https://ico.org.uk/make-a-complaint/" rel="noreferrer">
              ico.org.uk/make-a-complaint
            </a>{" "}
            or by phone on 0303 123 1113.
          </p>
        </PageSection>

        <PageSection id="changes-title" title="Changes to this notice">
          <p>
            If we change how we use your data, we'll update this page and the date at the top, and tell you in
            the app or by e-mail before a big change takes effect.
          </p>
        </PageSection>
      </div>
    </MarketingPage>
  );
}
