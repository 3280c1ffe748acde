import { DEFAULT_SEARCH_RADIUS_MILES, jobSearchQuerySchema } from "@siteready/domain/jobs";
import { type FormEvent, useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { searchWith } from "../../../lib/search-url.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useFilterDraft } from "../../../lib/use-filter-draft.ts";
import { type JobSearchParams, useJobSearch } from "../api/search-jobs.ts";

/** Spec §9: every search waits 300 ms after the last key press. */
const JOB_SEARCH_DEBOUNCE_MS = 300;

/** The filter boxes as typed. */
export interface JobFilters {
  q: string;
  trade: string;
  near: string;
  radius_miles: string;
  min_rate: string;
  only_matching: boolean;
}

export type FilterErrors = Partial<Record<keyof JobFilters, string>>;

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

/**
 * Find work's state, kept in the URL: the filters as typed (applied after a pause, or at once on Enter), the
 * page, and the search they ask for.
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const page = readPage(params);
  const { draft, setDraft, update, bind } = useFilterDraft(applied);
  const debounced = useDebouncedValue(draft, JOB_SEARCH_DEBOUNCE_MS);
  const errors = checkFilters(debounced);
  const valid = Object.keys(errors).length === 0;

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
  }

  return { params, draft, errors, update, bind, submit, clearFilters, goToPage, search };
}
