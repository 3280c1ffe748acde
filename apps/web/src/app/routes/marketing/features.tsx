import { defaultFeatureCatalogue, resolveFeaturesFor } from "@siteready/domain/features";
import { Link } from "react-router";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useFeedbackVotes } from "../../../features/marketing/api/get-feedback-votes.ts";
import { FeatureDirectory } from "../../../features/marketing/components/feature-directory.tsx";
import { MarketingPage } from "../../../features/marketing/components/marketing-page.tsx";
import { RichMessage } from "../../../i18n/rich-message.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFeatures } from "../../../lib/session/features.ts";
import { useSession } from "../../../lib/session/session.ts";

export function FeaturesPage() {
  const { data: session } = useSession();
  const features = useFeatures();
  // Until the server answers (and on the prerendered page, which a phone shows until it is first touched) the
  // built-in catalogue speaks: a list to read at once rather than a skeleton that waits for a tap.
  const shown = features.data ?? resolveFeaturesFor(defaultFeatureCatalogue, session?.user ?? null);
  // Votes are part of the feedback feature: while an admin has it locked there is nothing to show or do.
  const canVote = features.data?.feedback.accessible ?? false;
  const votes = useFeedbackVotes(canVote);
  const { t } = useT();

  return (
    <MarketingPage
      title={t("marketing.features.title")}
      width="wide"
      intro={
        <p>
          <RichMessage
            id="marketing.features.intro"
            tags={{ pricing: (words) => <Link to="/pricing">{words}</Link> }}
          />
        </p>
      }
    >
      {features.error && !features.data ? (
        <ErrorBox error={features.error} onRetry={() => void features.refetch()} />
      ) : (
        <FeatureDirectory
          features={shown}
          isAdmin={session?.user.role === "admin"}
          votes={votes.data}
          canVote={canVote}
        />
      )}
    </MarketingPage>
  );
}
