/** Where the jobs API lives and how its answers are cached; the answers' types come from `@siteready/domain`. */

export const jobsPath = "/api/jobs";
export const jobPath = (id: string) => `${jobsPath}/${encodeURIComponent(id)}`;

export const jobsQueryKeys = {
  searches: ["jobs", "search"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  mine: ["jobs", "mine"] as const,
  applicants: (jobId: string) => ["jobs", "applicants", jobId] as const,
  myApplications: ["jobs", "my-applications"] as const,
};
