import { defaultFeatureCatalogue } from "@siteready/domain";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { usePersonalDetails } from "../../../features/profile/api/personal-details.ts";
import { PersonalDetailsForm } from "../../../features/profile/components/personal-details-form.tsx";
import { ProfilePhoto } from "../../../features/profile/components/profile-photo.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { useSession } from "../../../lib/session/session.ts";

const feature = defaultFeatureCatalogue.personalDetails;

export function PersonalDetailsPage() {
  const details = usePersonalDetails();
  const dashboard = useDashboardData();
  const { data: current } = useSession();
  const account = current
    ? { first_name: current.user.firstName, last_name: current.user.lastName, email: current.user.email }
    : undefined;
  return (
    <SectionPage
      title={feature.title}
      description={feature.description}
      completion={dashboard.data?.completionData.personalDetails}
    >
      <SectionContent query={details}>
        {(view) => (
          <>
            <ProfilePhoto details={view} />
            <PersonalDetailsForm initial={view} account={account} />
          </>
        )}
      </SectionContent>
    </SectionPage>
  );
}
