import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { QualificationList } from "../../../features/qualifications/components/qualification-list.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function QualificationsPage() {
  const { t } = useT();
  const { data: dashboard } = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.qualifications")}
      description={t("documents.qualifications.description")}
      completion={dashboard?.completionData.qualifications}
    >
      <QualificationList gateToggle={(record) => <ShowAtGateToggle kind="qualification" {...record} />} />
    </SectionPage>
  );
}
