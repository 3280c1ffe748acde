import type { JobSearchResult } from "@siteready/domain/jobs";
import { Plus } from "lucide-react";
import { useRef } from "react";
import { SearchResults } from "../../../components/search-results.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import type { useJobSearch } from "../api/search-jobs.ts";
import { JobResultCard } from "./job-result-card.tsx";
import { jobSearch, jobsUrl } from "./jobs-url.ts";
import { Pagination } from "./pagination.tsx";

function nearText(near: NonNullable<JobSearchResult["near"]>, t: Translator["t"]): string {
  const place = near.town ? `${near.place}, ${near.town}` : near.place;
  const values = { miles: near.radius_miles, place };
  return near.source === "profile" ? t("jobs.results.nearOwn", values) : t("jobs.results.near", values);
}

/** 'Jobs 21–40', or how many there are when they all fit on the first page. */
function foundText({ jobs, page, page_size, has_more }: JobSearchResult, t: Translator["t"]): string {
  if (page === 1 && !has_more) return t("jobs.results.found", { count: jobs.length });
  if (jobs.length === 0) return t("jobs.results.noMore");
  const first = (page - 1) * page_size + 1;
  const range = { first, last: first + jobs.length - 1 };
  return has_more ? t("jobs.results.rangeMore", range) : t("jobs.results.range", range);
}

function ResultsSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">{t("jobs.results.loading")}</p>
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
  const { t, word } = useT();
  const near = search.data?.near;

  function showPage(next: number) {
    goToPage(next);
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: "start" });
  }

  return (
    <SearchResults
      heading={t("jobs.page.title")}
      headingRef={resultsHeading}
      search={search}
      loading={<ResultsSkeleton />}
      answer={
        search.data && {
          items: search.data.jobs,
          notice: search.data.notice ? word(search.data.notice) : null,
          emptyShown: search.data.page === 1,
          summary: (
            <div className="flex flex-col gap-1">
              <p role="status" className="font-semibold">
                {foundText(search.data, t)}
              </p>
              {near ? <p className="text-sm text-muted">{nearText(near, t)}</p> : null}
              {!near && !search.data.notice ? (
                <p className="text-sm text-muted">{t("jobs.results.noPostcode")}</p>
              ) : null}
            </div>
          ),
        }
      }
      empty={{
        title: t("jobs.results.emptyTitle"),
        description: t("jobs.results.emptyText"),
        actions: (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={clearFilters}>
              {t("jobs.results.clearFilters")}
            </Button>
            <ButtonLink to={jobsUrl.createSearch(params)}>
              <Plus aria-hidden="true" className="size-5" />
              {t("jobs.post")}
            </ButtonLink>
          </div>
        ),
      }}
      listLabel={t("jobs.results.list")}
      renderItem={(job) => <JobResultCard job={job} href={jobSearch(params, job.id)} />}
      footer={
        search.data ? (
          <Pagination
            page={search.data.page}
            hasMore={search.data.has_more}
            onChange={showPage}
            label={t("jobs.results.pages")}
          />
        ) : null
      }
    />
  );
}
