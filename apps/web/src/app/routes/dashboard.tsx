import { ErrorBox } from "../../components/ui/error-box.tsx";
import { dashboardFetchError } from "../../features/dashboard/api/dashboard-fetch-error.ts";
import { useDashboardLayout } from "../../features/dashboard/api/get-dashboard-layout.ts";
import { DashboardSkeleton } from "../../features/dashboard/components/dashboard-skeleton.tsx";
import { DashboardView } from "../../features/dashboard/components/dashboard-view.tsx";
import { UnreadMessagesNotice } from "../../features/messages/components/unread-messages-notice.tsx";
import { useDashboardData } from "../../features/profile/api/dashboard-data.ts";
import { useProfileImage } from "../../features/profile/api/profile-image.ts";
import { CardRenewalAction } from "../../features/renewals/components/renewal-item-list.tsx";
import { useT } from "../../i18n/use-translation.ts";
import type { RenewalActionSlot } from "../../lib/renewal-slot.ts";
import { useFeature } from "../../lib/session/features.ts";
import { useSession } from "../../lib/session/session.ts";

/** The renewals feature's action for the card the dashboard leads with. */
const renewalAction: RenewalActionSlot = (card, fallback) => (
  <CardRenewalAction cardId={card.id} title={card.title} fallback={fallback} />
);

export function DashboardPage() {
  const { data: current } = useSession();
  const dashboard = useDashboardData();
  const { layout, isPending: layoutPending } = useDashboardLayout();
  // The photo (GET /api/core-data?route=profile-image), asked for with the view, only when the dashboard says
  // there is one.
  const showing = Boolean(dashboard.data) && !layoutPending;
  const photo = useProfileImage(showing && dashboard.data?.profileImage != null);
  const renewals = useFeature("renewals");
  const { t } = useT();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold">{t("dashboard.title")}</h1>
      <UnreadMessagesNotice />
      {dashboard.data && !layoutPending ? (
        <DashboardView
          data={dashboard.data}
          layout={layout}
          fallbackName={current?.user.name ?? ""}
          photo={{ url: photo.data, failed: photo.isError }}
          renewalAction={renewals.data?.accessible ? renewalAction : undefined}
        />
      ) : dashboard.isError ? (
        <ErrorBox error={dashboardFetchError(dashboard.error)} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
