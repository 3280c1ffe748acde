import {
  DEFAULT_SEARCH_RADIUS_MILES,
  jobSearchFieldLabels,
  jobSearchQuerySchema,
  trades,
} from "@siteready/domain";
import { Info, Plus, Search, SearchX } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import type { JobSearchResult } from "../api/job-views.ts";
import { type JobSearchParams, useJobSearch } from "../api/search-jobs.ts";
import { JobResultCard } from "./job-result-card.tsx";
import { jobSearch, searchWith } from "./jobs-url.ts";
import { Pagination } from "./pagination.tsx";

/** Spec §9: every search waits 300 ms after the last key press. */
const JOB_SEARCH_DEBOUNCE_MS = 300;

const radiusChoices = [5, 10, 25, 50, 100, 200] as const;

/** The filter boxes as typed. */
interface JobFilters {
  q: string;
  trade: string;
  near: string;
  radius_miles: string;
  min_rate: string;
  only_matching: boolean;
}

type FilterErrors = Partial<Record<keyof JobFilters, string>>;

const noFilters: JobFilters = {
  q: "",
  trade: "",
  near: "",
  radius_miles: String(DEFAULT_SEARCH_RADIUS_MILES),
  min_rate: "",
  only_matching: false,
};

function readFilters(params: URLSearchParams): JobFilters {
  return {
    q: params.get("q") ?? "",
    trade: params.get("trade") ?? "",
    near: params.get("near") ?? "",
    radius_miles: params.get("radius_miles") ?? noFilters.radius_miles,
    min_rate: params.get("min_rate") ?? "",
    only_matching: params.get("only_matching") === "true",
  };
}

/** The URL parameters for `filters`: blanks and defaults are left out; a new search starts on page 1. */
function filterParams(filters: JobFilters): Record<string, string | null> {
  return {
    q: filters.q.trim() || null,
    trade: filters.trade || null,
    near: filters.near.trim() || null,
    radius_miles: filters.radius_miles === noFilters.radius_miles ? null : filters.radius_miles,
    min_rate: filters.min_rate.trim() || null,
    only_matching: filters.only_matching ? "true" : null,
    page: null,
  };
}

const filtersKey = (filters: JobFilters) => searchWith(new URLSearchParams(), filterParams(filters));

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The domain's search rules, checked before asking the server: a half-typed postcode waits quietly. */
function checkFilters(filters: JobFilters): FilterErrors {
  const result = jobSearchQuerySchema.safeParse(filters);
  if (result.success) return {};
  const errors: FilterErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in filters && !(field in errors)) {
      errors[field as keyof JobFilters] = issue.message;
    }
  }
  return errors;
}

function nearText(near: NonNullable<JobSearchResult["near"]>): string {
  const place = near.town ? `${near.place}, ${near.town}` : near.place;
  return `Within ${near.radius_miles} miles of ${place}${near.source === "profile" ? " (your postcode)" : ""}.`;
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

/** Find work: the filters, then the matching open jobs a page at a time. */
export function FindWork() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = readPage(params);
  const [draft, setDraft] = useState(applied);
  const debounced = useDebouncedValue(draft, JOB_SEARCH_DEBOUNCE_MS);
  const errors = checkFilters(debounced);
  const valid = Object.keys(errors).length === 0;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();

  const apply = useCallback(
    (filters: JobFilters) =>
      setParams((current) => new URLSearchParams(searchWith(current, filterParams(filters))), {
        replace: true,
      }),
    [setParams],
  );

  // Typing waits for a pause; then the filters go into the URL, which is what the search reads. Only a new
  // pause applies them: after Enter or Clear filters, an older pending value must not win.
  const debouncedKey = filtersKey(debounced);
  const appliedKey = filtersKey(applied);
  const lastDebouncedKey = useRef(debouncedKey);
  useEffect(() => {
    if (debouncedKey === lastDebouncedKey.current) return;
    lastDebouncedKey.current = debouncedKey;
    if (valid && debouncedKey !== appliedKey) apply(debounced);
  }, [valid, debouncedKey, appliedKey, apply, debounced]);

  const query: JobSearchParams = {
    ...applied,
    radius_miles: Number(applied.radius_miles) || DEFAULT_SEARCH_RADIUS_MILES,
    page,
  };
  const search = useJobSearch(query);

  function update<K extends keyof JobFilters>(field: K, value: JobFilters[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter or the Search button searches at once, without waiting for the pause.
    if (Object.keys(checkFilters(draft)).length === 0) apply(draft);
  }

  function clearFilters() {
    setDraft(noFilters);
    apply(noFilters);
  }

  function goToPage(next: number) {
    setParams((current) => new URLSearchParams(searchWith(current, { page: String(next) })));
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView?.({ block: "start" });
  }

  const near = search.data?.near;
  const nearHint =
    near?.source === "profile"
      ? `Leave blank to search near your own postcode, ${near.place}.`
      : "Leave blank to use the postcode in your profile.";

  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label="Find work"
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
      >
        <TextField
          label="Search jobs"
          type="search"
          enterKeyHint="search"
          placeholder="e.g. bricklayer, groundworks, Leeds"
          value={draft.q}
          error={errors.q}
          onChange={(event) => update("q", event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={jobSearchFieldLabels.trade}
            value={draft.trade}
            onChange={(event) => update("trade", event.target.value)}
          >
            <option value="">Any trade</option>
            {trades.map((trade) => (
              <option key={trade} value={trade}>
                {trade}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Near (postcode)"
            placeholder="Your postcode"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint={nearHint}
            value={draft.near}
            error={errors.near}
            onChange={(event) => update("near", event.target.value)}
          />
          <SelectField
            label={jobSearchFieldLabels.radius_miles}
            value={draft.radius_miles}
            error={errors.radius_miles}
            onChange={(event) => update("radius_miles", event.target.value)}
          >
            {radiusChoices.map((miles) => (
              <option key={miles} value={String(miles)}>
                Within {miles} miles
              </option>
            ))}
          </SelectField>
          <TextField
            label="Minimum day rate (£)"
            inputMode="decimal"
            placeholder="e.g. 150"
            hint="Salaried jobs are left out when this is set."
            value={draft.min_rate}
            error={errors.min_rate}
            onChange={(event) => update("min_rate", event.target.value)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 font-medium">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-accent"
            checked={draft.only_matching}
            onChange={(event) => update("only_matching", event.target.checked)}
          />
          {jobSearchFieldLabels.only_matching}
        </label>
        <Button type="submit" className="sm:self-start">
          <Search aria-hidden="true" className="size-5" />
          Search
        </Button>
      </form>

      <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-4">
        <h2
          id={resultsHeadingId}
          ref={resultsHeading}
          tabIndex={-1}
          className="scroll-mt-4 text-xl font-bold"
        >
          Jobs
        </h2>
        {search.isPending ? <ResultsSkeleton /> : null}
        {search.isError ? <ErrorBox error={search.error} onRetry={() => void search.refetch()} /> : null}
        {search.data ? (
          <div aria-busy={search.isPlaceholderData || undefined} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <p role="status" className="font-semibold">
                {search.data.total === 1 ? "1 job found" : `${search.data.total} jobs found`}
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
            {search.data.total === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
                <SearchX aria-hidden="true" className="size-12 text-muted" />
                <h3 className="text-xl font-bold">No jobs match your search</h3>
                <p className="max-w-prose text-muted">
                  Try a wider distance, another trade or fewer words. Jobs are posted by people on SiteReady,
                  so check back soon — or post one yourself if you need a hand on site.
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
              totalPages={search.data.total_pages}
              onChange={goToPage}
              label="Job results pages"
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
