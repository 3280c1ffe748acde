import type { JobSearchResult } from "@siteready/domain";
import { Info, Plus, SearchX } from "lucide-react";
import { useId, useRef } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import type { useJobSearch } from "../api/search-jobs.ts";
import { JobResultCard } from "./job-result-card.tsx";
import { jobSearch, searchWith } from "./jobs-url.ts";
import { Pagination } from "./pagination.tsx";

function nearText(near: NonNullable<JobSearchResult["near"]>): string {
  const place = near.town ? `${near.place}, ${near.town}` : near.place;
  return `Within ${near.radius_miles} miles of ${place}${near.source === "profile" ? " (your postcode)" : ""}.`;
}

/** 'Jobs 21–40', or how many there are when they all fit on the first page. */
function foundText({ jobs, page, page_size, has_more }: JobSearchResult): string {
  if (page === 1 && !has_more) return jobs.length === 1 ? "1 job found" : `${jobs.length} jobs found`;
  if (jobs.length === 0) return "No more jobs";
  const first = (page - 1) * page_size + 1;
  return `Jobs ${first}–${first + jobs.length - 1}${has_more ? ", more after these" : ""}`;
}

function ResultsSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">Loading jobs…</p>
      {[0, 1, 2].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-3 rounded-xl border border-border p-4"
        >
          <div className="h-6 w-2/3 rounded bg-surface-muted" />
          <div className="h-4 w-1/2 rounded bg-surface-muted" />
          <div className="flex gap-2">
            <div className="h-6 w-28 rounded-full bg-surface-muted" />
            <div className="h-6 w-28 rounded-full bg-surface-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

interface JobSearchResultsProps {
  search: ReturnType<typeof useJobSearch>;
  /** The page's URL parameters, kept in each job's link for the way back. */
  params: URLSearchParams;
  clearFilters: () => void;
  goToPage: (page: number) => void;
}

/** The open jobs matching the filters, a page at a time; a new page takes the focus to its heading. */
export function JobSearchResults({ search, params, clearFilters, goToPage }: JobSearchResultsProps) {
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();
  const near = search.data?.near;

  function showPage(next: number) {
    goToPage(next);
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-4">
      <h2 id={resultsHeadingId} ref={resultsHeading} tabIndex={-1} className="scroll-mt-4 text-xl font-bold">
        Jobs
      </h2>
      {search.isPending ? <ResultsSkeleton /> : null}
      {search.isError ? <ErrorBox error={search.error} onRetry={() => void search.refetch()} /> : null}
      {search.data ? (
        <div aria-busy={search.isPlaceholderData || undefined} className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <p role="status" className="font-semibold">
              {foundText(search.data)}
            </p>
            {near ? <p className="text-sm text-muted">{nearText(near)}</p> : null}
            {!near && !search.data.notice ? (
              <p className="text-sm text-muted">
                Type a postcode, or add yours to your profile, to see how far away each job is.
              </p>
            ) : null}
          </div>
          {search.data.notice ? (
            <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3">
              <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
              <span>{search.data.notice}</span>
            </p>
          ) : null}
          {search.data.jobs.length === 0 && search.data.page === 1 ? (
            <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
              <SearchX aria-hidden="true" className="size-12 text-muted" />
              <h3 className="text-xl font-bold">No jobs match your search</h3>
              <p className="max-w-prose text-muted">
                Try a wider distance, another trade or fewer words. Jobs are posted by people on SiteReady, so
                check back soon — or post one yourself if you need a hand on site.
              </p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
                <ButtonLink to={searchWith(params, { post: "new", job: null })}>
                  <Plus aria-hidden="true" className="size-5" />
                  Post a job
                </ButtonLink>
              </div>
            </div>
          ) : (
            <ul aria-label="Job results" className="flex flex-col gap-4">
              {search.data.jobs.map((job) => (
                <li key={job.id}>
                  <JobResultCard job={job} href={jobSearch(params, job.id)} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={search.data.page}
            hasMore={search.data.has_more}
            onChange={showPage}
            label="Job results pages"
          />
        </div>
      ) : null}
    </section>
  );
}
