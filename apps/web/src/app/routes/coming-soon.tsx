import { defaultFeatureCatalogue, isFeatureKey, resolveFeaturesFor } from "@siteready/domain/features";
import { useSearchParams } from "react-router";
import { ComingSoonPage } from "../../features/access/components/coming-soon-page.tsx";
import { useFeatures } from "../../lib/session/features.ts";
import { useSession } from "../../lib/session/session.ts";

/** /coming-soon?feature=<key>: the coming-soon page for any feature; an unknown key shows 'Feature Not Found'. */
export function ComingSoonRoutePage() {
  const [searchParams] = useSearchParams();
  const { data: current } = useSession();
  const { data: features } = useFeatures();
  const key = searchParams.get("feature") ?? "";
  const resolved = features ?? resolveFeaturesFor(defaultFeatureCatalogue, current?.user ?? null);
  return <ComingSoonPage feature={isFeatureKey(key) ? resolved[key] : undefined} />;
}
