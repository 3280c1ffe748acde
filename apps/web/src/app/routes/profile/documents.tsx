import { DocumentList } from "../../../features/documents/components/document-list.tsx";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";

export function DocumentsPage() {
  const { data: dashboard } = useDashboardData();
  return (
    <SectionPage
      title="Documents"
      description="Your passport and other identity and right to work documents, with a photo or PDF of each. This section counts as complete once your passport and its expiry date are saved."
      completion={dashboard?.completionData.documents}
    >
      <DocumentList gateToggle={(record) => <ShowAtGateToggle kind="document" {...record} />} />
    </SectionPage>
  );
}
