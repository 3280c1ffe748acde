import { type FeatureKey, isFeatureKey } from "@siteready/domain/features";
import { type FeedbackKind, isFeedbackKind } from "@siteready/domain/marketing";
import { useSearchParams } from "react-router";
import { FeedbackForm } from "../../../features/marketing/components/feedback-form.tsx";
import { MarketingPage } from "../../../features/marketing/components/marketing-page.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";

/**
 * Reads the prefill from the link that brought the visitor here: `?feature=<key>` (coming-soon and features
 * pages) means a vote for that feature unless `?kind=` says otherwise (e.g. kind=request_updates).
 */
function prefillFrom(searchParams: URLSearchParams): { kind?: FeedbackKind; feature?: FeatureKey } {
  const feature = searchParams.get("feature") ?? "";
  const kind = searchParams.get("kind");
  const prefill: { kind?: FeedbackKind; feature?: FeatureKey } = {};
  if (isFeatureKey(feature)) {
    prefill.feature = feature;
    prefill.kind = "vote";
  }
  if (isFeedbackKind(kind)) prefill.kind = kind;
  return prefill;
}

export function FeedbackPage() {
  const [searchParams] = useSearchParams();
  const { data: session } = useSession();
  const { data: features } = useFeatures();
  const { kind, feature } = prefillFrom(searchParams);
  const { t } = useT();

  return (
    <MarketingPage title={t("marketing.feedback.title")} intro={<p>{t("marketing.feedback.intro")}</p>}>
      <FeedbackForm
        // A new link (another feature) starts a fresh form rather than keeping the old choice.
        key={`${kind ?? ""}:${feature ?? ""}`}
        features={features}
        signedInEmail={session?.user.email ?? null}
        initialKind={kind}
        initialFeature={feature}
      />
    </MarketingPage>
  );
}
