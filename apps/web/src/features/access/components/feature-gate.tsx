import {
  defaultFeatureCatalogue,
  type FeatureKey,
  isComingSoonRequested,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { PageSkeleton } from "../../../components/page-skeleton.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { usePaintedFromServer } from "../../../lib/painted-from-server.ts";
import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";

/**
 * Loaded when a locked feature is reached, not with the app: every page is gated, few visitors meet a locked one,
 * and its icons and words were half a kilobyte of every first tap (issue 49's budget).
 */
const ComingSoonPage = lazy(() =>
  import("./coming-soon-page.tsx").then((module) => ({ default: module.ComingSoonPage })),
);

/**
 * Shows the page only when its feature is open to this visitor (§2): `comingSoon=true` in the URL, or a feature
 * that is not accessible, shows the coming-soon page instead. The server enforces the same rule on every API
 * call; this is the friendly face of it. Offline, or on a prerendered page (which was rendered with them),
 * the built-in defaults decide until the server answers.
 */
export function FeatureGate({ feature, children }: { feature: FeatureKey; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { data: current } = useSession();
  const { data: features, isPending, isError } = useFeatures();
  const paintedFromServer = usePaintedFromServer();
  const { t } = useT();
  if (isPending && !isError && !paintedFromServer)
    return <PageSkeleton message={t("shell.loading.generic")} />;
  const resolved = features ?? resolveFeaturesFor(defaultFeatureCatalogue, current?.user ?? null);
  const entry = resolved[feature];
  // An open feature reached signed out: sign in and come straight back, as every signed-in page does.
  if (
    entry?.state === "enabled" &&
    entry.reason === "sign_in_required" &&
    !isComingSoonRequested(searchParams)
  )
    return <Navigate to="/login" replace state={{ from: location }} />;
  if (isComingSoonRequested(searchParams) || !entry?.accessible)
    return (
      <Suspense fallback={<PageSkeleton message={t("shell.loading.generic")} />}>
        <ComingSoonPage feature={entry} />
      </Suspense>
    );
  return children;
}
