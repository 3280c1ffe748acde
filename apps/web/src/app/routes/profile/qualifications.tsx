import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { QualificationList } from "../../../features/qualifications/components/qualification-list.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";

export function QualificationsPage() {
  const { data: dashboard } = useDashboardData();
  return (
    <SectionPage
      title="Qualifications"
      description="Your NVQs, training certificates and other qualifications, with who awarded them."
      completion={dashboard?.completionData.qualifications}
    >
      <QualificationList gateToggle={(record) => <ShowAtGateToggle kind="qualification" {...record} />} />
    </SectionPage>
  );
}
