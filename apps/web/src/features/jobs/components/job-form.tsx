import type { MessageKey } from "@siteready/domain/i18n";
import type { JobDetail } from "@siteready/domain/jobs";
import {
  contactPreferenceKeys,
  contactPreferences,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  type JobFormValues,
  jobFieldLabels,
  jobInputSchema,
  rateTypeKeys,
  rateTypes,
  tradeKeys,
  trades,
} from "@siteready/domain/jobs";
import { Controller, type DefaultValues } from "react-hook-form";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveJob } from "../api/save-job.ts";
import { RequiredCardsPicker } from "./required-cards-picker.tsx";

const fields = [
  "title",
  "trade",
  "description",
  "site_postcode",
  "rate_type",
  "rate",
  "start_date",
  "duration",
  "required_card_types",
  "contact_preference",
] as const;

function formValues(job: JobDetail | undefined): DefaultValues<JobFormValues> {
  return {
    title: job?.title ?? "",
    // No trade until one is chosen: the select starts on 'Choose a trade'.
    trade: job?.trade,
    description: job?.description ?? "",
    site_postcode: job?.site_postcode ?? "",
    rate_type: job?.rate_type ?? "day_rate",
    rate: job ? String(job.rate) : "",
    start_date: job?.start_date ?? "",
    duration: job?.duration ?? "",
    required_card_types: job?.required_card_types ?? [],
    contact_preference: job?.contact_preference ?? "in_app",
  };
}

interface JobFormProps {
  /** The job to change; without it the form posts a new one. */
  job?: JobDetail | undefined;
  onSaved: (job: JobDetail) => void;
  onCancel: () => void;
}

/** Post a job or change one of mine, with the domain's rules and the server's messages under each box. */
export function JobForm({ job, onSaved, onCancel }: JobFormProps) {
  const save = useSaveJob();
  const { form, field, submit } = useSaveForm({
    schema: jobInputSchema,
    defaultValues: formValues(job),
    save,
    id: job?.id,
    fields,
    onSaved,
  });
  const rateType = form.watch("rate_type");
  const { t } = useT();
  const optional = (label: MessageKey) => t("form.optional", { label: t(label) });

  return (
    <SaveForm
      label={job ? t("jobs.form.changeLabel") : t("jobs.form.label")}
      onSubmit={submit}
      submitLabel={job ? t("form.saveChanges") : t("jobs.form.submit")}
      save={save}
      onCancel={onCancel}
    >
      <TextField label={t(jobFieldLabels.title)} hint={t("jobs.form.titleHint")} {...field("title")} />
      <SelectField
        label={t(jobFieldLabels.trade)}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={job?.trade ?? ""}
        {...field("trade")}
      >
        <option value="">{t("jobs.form.chooseTrade")}</option>
        {trades.map((trade) => (
          <option key={trade} value={trade}>
            {t(tradeKeys[trade])}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t(jobFieldLabels.description)}
        hint={t("jobs.form.descriptionHint", {
          min: JOB_DESCRIPTION_MIN_LENGTH,
          max: JOB_DESCRIPTION_MAX_LENGTH,
        })}
        maxLength={JOB_DESCRIPTION_MAX_LENGTH}
        {...field("description")}
      />
      <TextField
        label={t(jobFieldLabels.site_postcode)}
        hint={t("jobs.form.postcodeHint")}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("site_postcode")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t(jobFieldLabels.rate_type)}
          defaultValue={job?.rate_type ?? "day_rate"}
          {...field("rate_type")}
        >
          {rateTypes.map((type) => (
            <option key={type} value={type}>
              {t(rateTypeKeys[type])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("jobs.form.ratePounds", { label: t(jobFieldLabels.rate) })}
          hint={rateType === "salary" ? t("jobs.form.salaryHint") : t("jobs.form.dayRateHint")}
          inputMode="decimal"
          {...field("rate")}
        />
        <TextField type="date" label={optional(jobFieldLabels.start_date)} {...field("start_date")} />
        <TextField
          label={optional(jobFieldLabels.duration)}
          hint={t("jobs.form.durationHint")}
          {...field("duration")}
        />
      </div>
      <Controller
        control={form.control}
        name="required_card_types"
        render={({ field, fieldState }) => (
          <RequiredCardsPicker
            label={optional(jobFieldLabels.required_card_types)}
            hint={t("jobs.form.cardsHint")}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <SelectField
        label={t(jobFieldLabels.contact_preference)}
        defaultValue={job?.contact_preference ?? "in_app"}
        {...field("contact_preference")}
      >
        {contactPreferences.map((preference) => (
          <option key={preference} value={preference}>
            {t(contactPreferenceKeys[preference])}
          </option>
        ))}
      </SelectField>
    </SaveForm>
  );
}
