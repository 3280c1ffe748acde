import { defaultFeatureCatalogue } from "@siteready/domain";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { useTaxDetails } from "../../../features/profile/api/tax-details.ts";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { TaxDetailsForm } from "../../../features/profile/components/tax-details-form.tsx";

const feature = defaultFeatureCatalogue.taxDetails;

export function TaxDetailsPage() {
  const taxDetails = useTaxDetails();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={feature.title}
      description="How you are paid, and the tax numbers that go with it. Choose your employment type to see what is needed."
      completion={dashboard.data?.completionData.taxDetails}
    >
      <SectionContent query={taxDetails}>{(view) => <TaxDetailsForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
