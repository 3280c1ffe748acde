import { useBankDetails } from "../../../features/profile/api/bank-details.ts";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { BankDetailsForm } from "../../../features/profile/components/bank-details-form.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function BankDetailsPage() {
  const { t } = useT();
  const bankDetails = useBankDetails();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.bankDetails")}
      description={t("profile.bankDetails.description")}
      completion={dashboard.data?.completionData.bankDetails}
    >
      <SectionContent query={bankDetails}>{(view) => <BankDetailsForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
