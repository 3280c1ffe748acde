import { DocumentList } from "../../../features/documents/components/document-list.tsx";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function DocumentsPage() {
  const { t } = useT();
  const { data: dashboard } = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.documents")}
      description={t("documents.page.description")}
      completion={dashboard?.completionData.documents}
    >
      <DocumentList gateToggle={(record) => <ShowAtGateToggle kind="document" {...record} />} />
    </SectionPage>
  );
}
