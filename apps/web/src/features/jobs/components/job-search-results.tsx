import type { JobSearchResult } from "@siteready/domain";
import { Plus } from "lucide-react";
import { useRef } from "react";
import { SearchResults } from "../../../components/search-results.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import type { useJobSearch } from "../api/search-jobs.ts";
import { JobResultCard } from "./job-result-card.tsx";
import { jobSearch, jobsUrl } from "./jobs-url.ts";
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
  const near = search.data?.near;

  function showPage(next: number) {
    goToPage(next);
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <SearchResults
      heading="Jobs"
      headingRef={resultsHeading}
      search={search}
      loading={<ResultsSkeleton />}
      answer={
        search.data && {
          items: search.data.jobs,
          notice: search.data.notice,
          emptyShown: search.data.page === 1,
          summary: (
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
          ),
        }
      }
      empty={{
        title: "No jobs match your search",
        description:
          "Try a wider distance, another trade or fewer words. Jobs are posted by people on SiteReady, so check back soon — or post one yourself if you need a hand on site.",
        actions: (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={clearFilters}>
              Clear filters
            </Button>
            <ButtonLink to={jobsUrl.createSearch(params)}>
              <Plus aria-hidden="true" className="size-5" />
              Post a job
            </ButtonLink>
          </div>
        ),
      }}
      listLabel="Job results"
      renderItem={(job) => <JobResultCard job={job} href={jobSearch(params, job.id)} />}
      footer={
        search.data ? (
          <Pagination
            page={search.data.page}
            hasMore={search.data.has_more}
            onChange={showPage}
            label="Job results pages"
          />
        ) : null
      }
    />
  );
}
