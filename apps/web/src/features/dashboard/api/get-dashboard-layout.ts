import { accessEndpoints } from "@siteready/domain/endpoint";
import { type FlagEvaluations, newDashboardVariantLayouts } from "@siteready/domain/features";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { useSession } from "../../../lib/session/session.ts";

export type DashboardLayout = (typeof newDashboardVariantLayouts)[keyof typeof newDashboardVariantLayouts];

/** The flags evaluated for the signed-in user; keyed by user, since A/B variants follow the user id. */
function flagsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ["flags", userId],
    queryFn: ({ signal }) => callEndpoint(accessEndpoints.flags, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** §6 'new-dashboard': treatment shows the modern layout; control, an unknown variant or no flag the classic. */
function dashboardLayoutFor(flags: FlagEvaluations | undefined): DashboardLayout {
  const flag = flags?.["new-dashboard"];
  return flag?.enabled && flag.variant === "treatment"
    ? newDashboardVariantLayouts.treatment
    : newDashboardVariantLayouts.control;
}

/** The dashboard layout for this user; classic when the flags cannot be loaded. */
export function useDashboardLayout() {
  const { data: current } = useSession();
  const flags = useQuery(flagsQueryOptions(current?.user.id ?? null));
  return { layout: dashboardLayoutFor(flags.data), isPending: flags.isPending };
}
