import { Board } from "../../../components/board.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { FindWork } from "./find-work.tsx";
import { JobDetailView } from "./job-detail.tsx";
import { JobForm } from "./job-form.tsx";
import { jobsUrl } from "./jobs-url.ts";
import { MyApplications } from "./my-applications.tsx";
import { MyJobs } from "./my-jobs.tsx";

/**
 * The jobs board: Find work, My applications and Jobs I posted, and in their place a job's page (?job=<id>)
 * or the post form (?post=new). The page hands in the messages feature's button.
 */
export function JobsBoard({ messageButton }: { messageButton: MessageSlot }) {
  const { t } = useT();
  return (
    <Board
      label={t("jobs.board.sections")}
      url={jobsUrl}
      sections={{
        find: { label: t("jobs.board.find"), content: <FindWork /> },
        applications: { label: t("jobs.board.applications"), content: <MyApplications /> },
        posted: { label: t("jobs.board.posted"), content: <MyJobs /> },
      }}
      create={{ label: t("jobs.post"), title: t("jobs.post"), form: (done) => <JobForm {...done} /> }}
      record={(jobId, backSearch) => (
        <JobDetailView key={jobId} jobId={jobId} backSearch={backSearch} messageButton={messageButton} />
      )}
    />
  );
}
