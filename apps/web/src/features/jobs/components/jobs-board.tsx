import { useNavigate, useSearchParams } from "react-router";
import { Board } from "../../../components/board.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { FindWork } from "./find-work.tsx";
import { JobDetailView } from "./job-detail.tsx";
import { JobForm } from "./job-form.tsx";
import { jobSearch, jobsUrl, postJobSearch } from "./jobs-url.ts";
import { MyApplications } from "./my-applications.tsx";
import { MyJobs } from "./my-jobs.tsx";

/**
 * The jobs board: Find work, My applications and Jobs I posted, and in their place a job's page (?job=<id>)
 * or the post form (?post=new). The page hands in the messages feature's button.
 */
export function JobsBoard({ messageButton }: { messageButton: MessageSlot }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobId = params.get("job");
  const posting = params.get("post") === "new";
  const backToList = jobsUrl.listSearch(params);

  return (
    <Board
      label="Jobs sections"
      url={jobsUrl}
      sections={{
        find: { label: "Find work", content: <FindWork /> },
        applications: { label: "My applications", content: <MyApplications /> },
        posted: { label: "Jobs I posted", content: <MyJobs /> },
      }}
      action={posting ? null : { label: "Post a job", search: postJobSearch(params) }}
      opened={
        jobId ? (
          <JobDetailView key={jobId} jobId={jobId} backSearch={backToList} messageButton={messageButton} />
        ) : posting ? (
          <FormPanel title="Post a job">
            <JobForm
              onSaved={(job) => navigate({ search: jobSearch(params, job.id) }, { replace: true })}
              onCancel={() => navigate({ search: backToList })}
            />
          </FormPanel>
        ) : null
      }
    />
  );
}
