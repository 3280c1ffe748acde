import { defaultFeatureCatalogue } from "@siteready/domain";
import { useBankDetails } from "../../../features/profile/api/bank-details.ts";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { BankDetailsForm } from "../../../features/profile/components/bank-details-form.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";

const feature = defaultFeatureCatalogue.bankDetails;

export function BankDetailsPage() {
  const bankDetails = useBankDetails();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={feature.title}
      description="The account you want to be paid into."
      completion={dashboard.data?.completionData.bankDetails}
    >
      <SectionContent query={bankDetails}>{(view) => <BankDetailsForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
