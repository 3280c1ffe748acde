import { formatDateIn } from "@siteready/domain/i18n";
import { ArrowLeft, ScanLine } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSites } from "../api/companies.ts";
import type { SiteRef } from "../api/crew-board.ts";
import { ChangeFeed } from "./change-feed.tsx";
import { Section } from "./company-page.tsx";
import { gatePolicyKeys } from "./company-words.ts";
import { CrewBoard } from "./crew-board.tsx";
import { CrewInvitePanel } from "./crew-invite-panel.tsx";
import { RequirementsEditor } from "./requirements-editor.tsx";
import type { CardsPicker } from "./requirements-form.tsx";
import { SiteForm } from "./site-form.tsx";

interface SitePageProps {
  site: SiteRef;
  backLink: string;
  gateLink: string;
  cardsPicker: CardsPicker;
}

/**
 * A site, for its managers: the crew board, inviting workers, the change feed, the requirements as they apply
 * here, and the site's details and gate policy.
 */
export function SitePage({ site, backLink, gateLink, cardsPicker }: SitePageProps) {
  const { t, language } = useT();
  const sites = useSites(site.companyId);
  const [changing, setChanging] = useState(false);
  if (sites.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  const details = sites.data?.find((each) => each.id === site.siteId);
  if (!details)
    return (
      <div className="flex flex-col gap-3">
        {sites.error ? (
          <ErrorBox error={sites.error} onRetry={() => void sites.refetch()} />
        ) : (
          <p role="alert">{t("companies.sites.notFound")}</p>
        )}
        <ButtonLink variant="secondary" className="self-start" to={backLink}>
          {t("companies.back")}
        </ButtonLink>
      </div>
    );
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <ButtonLink variant="ghost" className="self-start px-2" to={backLink}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t("companies.backToCompany")}
        </ButtonLink>
        <h1 className="text-3xl font-bold break-words">{details.name}</h1>
        <p className="text-muted">
          {details.postcode} · {formatDateIn(details.starts_on, language)}
          {details.ends_on ? ` – ${formatDateIn(details.ends_on, language)}` : ""}
        </p>
        <p className="font-semibold">{t(gatePolicyKeys[details.gate_policy])}</p>
        {changing ? (
          <FormPanel title={t("companies.form.changeSiteLabel")}>
            <SiteForm companyId={site.companyId} site={details} onClose={() => setChanging(false)} />
          </FormPanel>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t("companies.sites.change")}
            </Button>
            <ButtonLink variant="secondary" to={gateLink}>
              <ScanLine aria-hidden="true" className="size-5" />
              {t("companies.sites.gate")}
            </ButtonLink>
          </div>
        )}
      </header>
      <Section id="site-board" title={t("companies.board.title")}>
        <CrewBoard site={site} />
      </Section>
      <Section id="site-feed" title={t("companies.feed.title")}>
        <ChangeFeed site={site} />
      </Section>
      <Section id="site-invite" title={t("companies.invite.title")}>
        <CrewInvitePanel site={site} />
      </Section>
      <Section id="site-roles" title={t("companies.requirements.onSite")}>
        <RequirementsEditor companyId={site.companyId} siteId={site.siteId} cardsPicker={cardsPicker} />
      </Section>
    </div>
  );
}
