import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { usePersonalDetails } from "../../../features/profile/api/personal-details.ts";
import { PersonalDetailsForm } from "../../../features/profile/components/personal-details-form.tsx";
import { ProfilePhoto } from "../../../features/profile/components/profile-photo.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSession } from "../../../lib/session/session.ts";

export function PersonalDetailsPage() {
  const { t } = useT();
  const details = usePersonalDetails();
  const dashboard = useDashboardData();
  const { data: current } = useSession();
  const account = current
    ? { first_name: current.user.firstName, last_name: current.user.lastName, email: current.user.email }
    : undefined;
  return (
    <SectionPage
      title={t("shell.nav.personalDetails")}
      description={t("profile.personalDetails.description")}
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
