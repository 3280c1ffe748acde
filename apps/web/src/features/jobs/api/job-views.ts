/** How the jobs API's answers are cached; its endpoints are `jobsEndpoints` of `@siteready/domain`. */

export const jobsQueryKeys = {
  searches: ["jobs", "search"] as const,
  detail: (id: string) => ["jobs", "detail", id] as const,
  mine: ["jobs", "mine"] as const,
  applicants: (jobId: string) => ["jobs", "applicants", jobId] as const,
  myApplications: ["jobs", "my-applications"] as const,
};
