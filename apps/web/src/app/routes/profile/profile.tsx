import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { LanguageSettingsPanel } from "../../../components/language-settings-panel.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { leaveSignedOut } from "../../../features/accounts/hooks/use-auth-session.ts";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { AuditLogList } from "../../../features/profile/components/audit-log-list.tsx";
import { ProfileSummary } from "../../../features/profile/components/profile-summary.tsx";
import { SectionContent, SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { YourData } from "../../../features/profile/components/your-data.tsx";
import { ReminderSettingsPanel } from "../../../features/reminders/components/reminder-settings-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSession } from "../../../lib/session/session.ts";

export function ProfilePage() {
  const { t } = useT();
  const dashboard = useDashboardData();
  const { data: current } = useSession();
  const queryClient = useQueryClient();
  return (
    <SectionPage title={t("shell.nav.profile")} description={t("profile.summary.description")}>
      <SectionContent query={dashboard}>
        {(data) => <ProfileSummary data={data} fallbackName={current?.user.name ?? ""} />}
      </SectionContent>
      {/* Reminders protect every worker, so they live here too, whatever the renewals feature's state. */}
      <Link to="/account-security" className={buttonClasses("secondary", "self-start")}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t("profile.accountSecurity")}
      </Link>
      <LanguageSettingsPanel />
      <ReminderSettingsPanel />
      <YourData onDeleted={() => void leaveSignedOut(queryClient, "/")} />
      <AuditLogList currentUserId={current?.user.id} />
    </SectionPage>
  );
}
