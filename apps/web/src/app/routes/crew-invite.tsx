import { useLocation, useSearchParams } from "react-router";
import { FeaturePage } from "../../components/feature-page.tsx";
import { ConsentView } from "../../features/companies/components/consent-view.tsx";
import { useT } from "../../i18n/use-translation.ts";

/**
 * /crew-invite#<token>: a company's invite to a site's crew, from its link or QR code (the token is the URL's
 * fragment, which browsers never send to a server); /crew-invite?invite=<id>: one sent to my e-mail, from my
 * crews. The worker sees what the company will see before answering.
 */
export function CrewInvitePage() {
  const { t } = useT();
  const token = useLocation().hash.slice(1);
  const inviteId = useSearchParams()[0].get("invite");
  return (
    <FeaturePage title={t("companies.consent.title")} intro={t("companies.consent.intro")} width="2xl">
      <meta name="robots" content="noindex, nofollow" />
      {inviteId || token ? (
        <ConsentView invite={inviteId ? { inviteId } : { token }} crewsLink="/companies" />
      ) : (
        // Opened without its link's token (a link cut short by a mail program): nothing to ask the server.
        <p role="alert" className="font-semibold">
          {t("companies.validation.inviteToken")}
        </p>
      )}
    </FeaturePage>
  );
}
