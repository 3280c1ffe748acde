/**
 * The jobs page keeps where the user is in the URL (tab, open job, filters, page), so a job can be shared
 * or bookmarked and the phone's Back button returns to the same results.
 */

const jobsTabs = ["find", "applications", "posted"] as const;
export type JobsTab = (typeof jobsTabs)[number];

export function readJobsTab(value: string | null): JobsTab {
  return jobsTabs.find((tab) => tab === value) ?? "find";
}

/** A search string from the current parameters with some set (a string) or removed (null). */
export function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The link to a job's page, keeping the tab and filters for the way back. */
export function jobSearch(params: URLSearchParams, jobId: string): string {
  return searchWith(params, { job: jobId, post: null });
}

/** The way back from a job or the post form to the list it was opened from. */
export function listSearch(params: URLSearchParams): string {
  return searchWith(params, { job: null, post: null });
}
