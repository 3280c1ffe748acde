import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { useNextOfKin } from "../../../features/profile/api/next-of-kin.ts";
import { NextOfKinForm } from "../../../features/profile/components/next-of-kin-form.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function NextOfKinPage() {
  const { t } = useT();
  const nextOfKin = useNextOfKin();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.nextOfKin")}
      description={t("profile.nextOfKin.description")}
      completion={dashboard.data?.completionData.nextOfKin}
    >
      <SectionContent query={nextOfKin}>{(view) => <NextOfKinForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
