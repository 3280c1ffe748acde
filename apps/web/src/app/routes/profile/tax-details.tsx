import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { useTaxDetails } from "../../../features/profile/api/tax-details.ts";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { TaxDetailsForm } from "../../../features/profile/components/tax-details-form.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function TaxDetailsPage() {
  const { t } = useT();
  const taxDetails = useTaxDetails();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.taxDetails")}
      description={t("profile.taxDetails.description")}
      completion={dashboard.data?.completionData.taxDetails}
    >
      <SectionContent query={taxDetails}>{(view) => <TaxDetailsForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
