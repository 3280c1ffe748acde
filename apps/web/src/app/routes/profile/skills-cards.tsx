import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { SkillsCardWallet } from "../../../features/skills-cards/components/skills-card-wallet.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSession } from "../../../lib/session/session.ts";

export function SkillsCardsPage() {
  const { t } = useT();
  const { data: dashboard } = useDashboardData();
  const { data: current } = useSession();
  const details = dashboard?.profile.personal_details;
  // The name as the worker wrote it in their personal details, else the one they signed up with.
  const holderName =
    [details?.first_name, details?.last_name].filter(Boolean).join(" ") || current?.user.name || "";
  return (
    <SectionPage
      title={t("skillsCard.pageTitle")}
      description={t("skillsCard.pageDescription")}
      completion={dashboard?.completionData.skillsCards}
    >
      <SkillsCardWallet
        holderName={holderName}
        gateToggle={(record) => <ShowAtGateToggle kind="skills-card" {...record} />}
      />
    </SectionPage>
  );
}
