import { boardUrl } from "../../../lib/search-url.ts";

/**
 * The jobs board keeps where the user is in the URL: the tab, and in its place a job (?job=<id>) or the post
 * form (?post=new), beside Find work's filters and page.
 */
export const jobsUrl = boardUrl(["find", "applications", "posted"] as const, {
  record: "job",
  create: "post",
});

/** The link to a job's page, keeping the tab and filters for the way back. */
export const jobSearch = (params: URLSearchParams, jobId: string) => jobsUrl.recordSearch(params, jobId);
