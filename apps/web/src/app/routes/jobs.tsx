import { FeaturePage } from "../../components/feature-page.tsx";
import { JobsBoard } from "../../features/jobs/components/jobs-board.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /jobs: find work near you, follow your applications, and post and manage your own jobs. */
export function JobsPage() {
  const { t } = useT();
  return (
    <FeaturePage title={t("jobs.page.title")} intro={t("jobs.page.intro")} width="3xl">
      <JobsBoard messageButton={(to, label) => <MessageButton to={to} label={label} />} />
    </FeaturePage>
  );
}
