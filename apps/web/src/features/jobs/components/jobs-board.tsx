import { Plus } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { FindWork } from "./find-work.tsx";
import { JobDetailView } from "./job-detail.tsx";
import { JobForm } from "./job-form.tsx";
import { type JobsTab, jobSearch, listSearch, readJobsTab, searchWith } from "./jobs-url.ts";
import { MyApplications } from "./my-applications.tsx";
import { MyJobs } from "./my-jobs.tsx";

const tabLabels: Record<JobsTab, string> = {
  find: "Find work",
  applications: "My applications",
  posted: "Jobs I posted",
};

/**
 * The jobs board: Find work, My applications and Jobs I posted as links (so Back works between them), and
 * in their place a job's page (?job=<id>) or the post form (?post=new).
 */
export function JobsBoard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const jobId = params.get("job");
  const posting = params.get("post") === "new";
  const tab = readJobsTab(params.get("tab"));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Jobs sections">
          <ul className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-surface p-1">
            {(Object.keys(tabLabels) as JobsTab[]).map((each) => {
              const current = each === tab && !jobId && !posting;
              return (
                <li key={each}>
                  <ButtonLink
                    variant={current ? "primary" : "ghost"}
                    aria-current={current ? "page" : undefined}
                    className="w-full px-2 text-center text-sm"
                    to={{
                      search: searchWith(params, {
                        tab: each === "find" ? null : each,
                        job: null,
                        post: null,
                      }),
                    }}
                  >
                    {tabLabels[each]}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        </nav>
        {posting ? null : (
          <ButtonLink to={{ search: searchWith(params, { post: "new", job: null }) }}>
            <Plus aria-hidden="true" className="size-5" />
            Post a job
          </ButtonLink>
        )}
      </div>
      {jobId ? (
        <JobDetailView key={jobId} jobId={jobId} backSearch={listSearch(params)} />
      ) : posting ? (
        <FormPanel title="Post a job">
          <JobForm
            onSaved={(job) => navigate({ search: jobSearch(params, job.id) }, { replace: true })}
            onCancel={() => navigate({ search: listSearch(params) })}
          />
        </FormPanel>
      ) : tab === "applications" ? (
        <MyApplications />
      ) : tab === "posted" ? (
        <MyJobs />
      ) : (
        <FindWork />
      )}
    </div>
  );
}
