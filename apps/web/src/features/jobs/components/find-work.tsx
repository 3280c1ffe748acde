import { useT } from "../../../i18n/use-translation.ts";
import { useJobFilters } from "./job-filters.ts";
import { JobSearchForm } from "./job-search-form.tsx";
import { JobSearchResults } from "./job-search-results.tsx";

/** Find work: the filters, then the matching open jobs a page at a time. */
export function FindWork() {
  const { params, draft, errors, update, bind, submit, clearFilters, goToPage, search } = useJobFilters();
  const { t } = useT();
  const near = search.data?.near;
  const nearHint =
    near?.source === "profile"
      ? t("jobs.search.nearHintOwn", { place: near.place })
      : t("jobs.search.nearHint");

  return (
    <div className="flex flex-col gap-6">
      <JobSearchForm
        draft={draft}
        errors={errors}
        nearHint={nearHint}
        update={update}
        bind={bind}
        submit={submit}
      />
      <JobSearchResults search={search} params={params} clearFilters={clearFilters} goToPage={goToPage} />
    </div>
  );
}
