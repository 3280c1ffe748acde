import type { MessageKey } from "@siteready/domain/i18n";
import { Bell, CreditCard, HeartHandshake, type LucideIcon, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { MarketingPage, PageSection } from "../../../features/marketing/components/marketing-page.tsx";
import { useT } from "../../../i18n/use-translation.ts";

const reasons: { icon: LucideIcon; heading: MessageKey; body: MessageKey }[] = [
  { icon: CreditCard, heading: "marketing.about.cardsTitle", body: "marketing.about.cardsText" },
  { icon: Bell, heading: "marketing.about.remindersTitle", body: "marketing.about.remindersText" },
  { icon: HeartHandshake, heading: "marketing.about.freeTitle", body: "marketing.about.freeText" },
  { icon: ShieldCheck, heading: "marketing.about.detailsTitle", body: "marketing.about.detailsText" },
];

export function AboutPage() {
  const { t } = useT();
  return (
    <MarketingPage title={t("marketing.about.title")} intro={<p>{t("marketing.about.intro")}</p>}>
      <PageSection id="who-title" title={t("marketing.about.whoTitle")}>
        <p>{t("marketing.about.whoText")}</p>
      </PageSection>

      <PageSection id="why-title" title={t("marketing.about.whyTitle")}>
        <p>{t("marketing.about.whyText")}</p>
        <ul className="grid gap-4 sm:grid-cols-2">
          {reasons.map(({ icon: Icon, heading, body }) => (
            <li key={heading} className="rounded-xl border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-8 text-link" />
              <h3 className="mt-3 text-lg font-semibold">{t(heading)}</h3>
              <p className="mt-1 text-muted">{t(body)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="help-title" title={t("marketing.about.helpTitle")}>
        <p>{t("marketing.about.helpText")}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <ButtonLink to="/features">{t("marketing.seeAllFeatures")}</ButtonLink>
          <ButtonLink to="/feedback" variant="secondary">
            {t("marketing.about.giveFeedback")}
          </ButtonLink>
          <Link to="/pricing" className="inline-flex min-h-11 items-center justify-center font-semibold">
            {t("marketing.howDonationsWork")}
          </Link>
        </div>
      </PageSection>
    </MarketingPage>
  );
}
