import { jobSearchFieldLabels, tradeKeys, trades } from "@siteready/domain/jobs";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { FilterErrors, JobFilters, useJobFilters } from "./job-filters.ts";

const radiusChoices = [5, 10, 25, 50, 100, 200] as const;

interface JobSearchFormProps {
  draft: JobFilters;
  errors: FilterErrors;
  /** Under the postcode box: what a blank one searches near. */
  nearHint: string;
  update: <K extends keyof JobFilters>(field: K, value: JobFilters[K]) => void;
  /** Wires a text box or select to its filter. */
  bind: ReturnType<typeof useJobFilters>["bind"];
  submit: (event: FormEvent) => void;
}

/** Find work's filters: words, trade, distance from a postcode, a minimum day rate, only jobs my cards fit. */
export function JobSearchForm({ draft, errors, nearHint, update, bind, submit }: JobSearchFormProps) {
  const { t } = useT();
  return (
    <form
      aria-label={t("jobs.board.find")}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
    >
      <TextField
        label={t("jobs.search.label")}
        type="search"
        enterKeyHint="search"
        placeholder={t("jobs.search.placeholder")}
        error={errors.q}
        {...bind("q")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t(jobSearchFieldLabels.trade)} {...bind("trade")}>
          <option value="">{t("jobs.search.anyTrade")}</option>
          {trades.map((trade) => (
            <option key={trade} value={trade}>
              {t(tradeKeys[trade])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("jobs.search.near")}
          placeholder={t("jobs.search.nearPlaceholder")}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          hint={nearHint}
          error={errors.near}
          {...bind("near")}
        />
        <SelectField
          label={t(jobSearchFieldLabels.radius_miles)}
          error={errors.radius_miles}
          {...bind("radius_miles")}
        >
          {radiusChoices.map((miles) => (
            <option key={miles} value={String(miles)}>
              {t("jobs.search.within", { miles })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("jobs.search.minRate")}
          inputMode="decimal"
          placeholder={t("jobs.search.minRatePlaceholder")}
          hint={t("jobs.search.minRateHint")}
          error={errors.min_rate}
          {...bind("min_rate")}
        />
      </div>
      <CheckboxField
        label={t(jobSearchFieldLabels.only_matching)}
        checked={draft.only_matching}
        onChange={(event) => update("only_matching", event.target.checked)}
      />
      <Button type="submit" className="sm:self-start">
        <Search aria-hidden="true" className="size-5" />
        {t("jobs.search.submit")}
      </Button>
    </form>
  );
}
