import { defaultFeatureCatalogue } from "@siteready/domain";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { useNextOfKin } from "../../../features/profile/api/next-of-kin.ts";
import { NextOfKinForm } from "../../../features/profile/components/next-of-kin-form.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";

const feature = defaultFeatureCatalogue.nextOfKin;

export function NextOfKinPage() {
  const nextOfKin = useNextOfKin();
  const dashboard = useDashboardData();
  return (
    <SectionPage
      title={feature.title}
      description={feature.description}
      completion={dashboard.data?.completionData.nextOfKin}
    >
      <SectionContent query={nextOfKin}>{(view) => <NextOfKinForm initial={view} />}</SectionContent>
    </SectionPage>
  );
}
