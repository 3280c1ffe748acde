import { Link } from "react-router";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useFeatures } from "../../../features/access/api/get-features.ts";
import { useFeedbackVotes } from "../../../features/marketing/api/get-feedback-votes.ts";
import {
  FeatureDirectory,
  FeatureDirectorySkeleton,
} from "../../../features/marketing/components/feature-directory.tsx";
import { MarketingPage } from "../../../features/marketing/components/marketing-page.tsx";
import { useSession } from "../../../lib/session/session.ts";

export function FeaturesPage() {
  const { data: session } = useSession();
  const features = useFeatures();
  // Votes are part of the feedback feature: while an admin has it locked there is nothing to show or do.
  const canVote = features.data?.feedback.accessible ?? false;
  const votes = useFeedbackVotes(canVote);

  return (
    <MarketingPage
      title="Features"
      width="wide"
      intro={
        <p>
          Everything SiteReady does today, and what's next. Features marked Donate to unlock switch on for
          everyone once donations cover the work. Vote for the ones you want first, or read{" "}
          <Link to="/pricing">how donations work</Link>.
        </p>
      }
    >
      {features.data ? (
        <FeatureDirectory
          features={features.data}
          isAdmin={session?.user.role === "admin"}
          votes={votes.data}
          canVote={canVote}
        />
      ) : features.error ? (
        <ErrorBox error={features.error} onRetry={() => void features.refetch()} />
      ) : (
        <FeatureDirectorySkeleton />
      )}
    </MarketingPage>
  );
}
