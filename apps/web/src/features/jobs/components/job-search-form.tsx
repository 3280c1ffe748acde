import { jobSearchFieldLabels, trades } from "@siteready/domain";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import type { FilterErrors, JobFilters } from "./job-filters.ts";

const radiusChoices = [5, 10, 25, 50, 100, 200] as const;

interface JobSearchFormProps {
  draft: JobFilters;
  errors: FilterErrors;
  /** Under the postcode box: what a blank one searches near. */
  nearHint: string;
  update: <K extends keyof JobFilters>(field: K, value: JobFilters[K]) => void;
  submit: (event: FormEvent) => void;
}

/** Find work's filters: words, trade, distance from a postcode, a minimum day rate, only jobs my cards fit. */
export function JobSearchForm({ draft, errors, nearHint, update, submit }: JobSearchFormProps) {
  return (
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
  );
}
