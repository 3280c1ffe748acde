import { FeaturePage } from "../../components/feature-page.tsx";
import { JobsBoard } from "../../features/jobs/components/jobs-board.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";

/** /jobs: find work near you, follow your applications, and post and manage your own jobs. */
export function JobsPage() {
  return (
    <FeaturePage
      title="Jobs"
      intro="Find work near you by trade, distance and day rate, and see at a glance which tickets each job needs."
      width="3xl"
    >
      <JobsBoard messageButton={(to, label) => <MessageButton to={to} label={label} />} />
    </FeaturePage>
  );
}
