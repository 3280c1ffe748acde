import type { JobDetail } from "@siteready/domain";
import {
  contactPreferenceLabels,
  contactPreferences,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DESCRIPTION_MIN_LENGTH,
  type JobFormValues,
  jobFieldLabels,
  jobInputSchema,
  rateTypeLabels,
  rateTypes,
  trades,
} from "@siteready/domain";
import { Controller, type DefaultValues } from "react-hook-form";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
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

  return (
    <SaveForm
      label={job ? "Change job details" : "Job details"}
      onSubmit={submit}
      submitLabel={job ? "Save changes" : "Post job"}
      save={save}
      onCancel={onCancel}
    >
      <TextField
        label={jobFieldLabels.title}
        hint="For example: Bricklayer for a 6-week housing job."
        {...field("title")}
      />
      <SelectField
        label={jobFieldLabels.trade}
        // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
        defaultValue={job?.trade ?? ""}
        {...field("trade")}
      >
        <option value="">Choose a trade</option>
        {trades.map((trade) => (
          <option key={trade} value={trade}>
            {trade}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={jobFieldLabels.description}
        hint={`The work, the site, the hours and anything to bring. ${JOB_DESCRIPTION_MIN_LENGTH} to ${JOB_DESCRIPTION_MAX_LENGTH} characters.`}
        maxLength={JOB_DESCRIPTION_MAX_LENGTH}
        {...field("description")}
      />
      <TextField
        label={jobFieldLabels.site_postcode}
        hint="Workers search by distance from here."
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("site_postcode")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={jobFieldLabels.rate_type}
          defaultValue={job?.rate_type ?? "day_rate"}
          {...field("rate_type")}
        >
          {rateTypes.map((type) => (
            <option key={type} value={type}>
              {rateTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`${jobFieldLabels.rate} (£)`}
          hint={
            rateType === "salary" ? "Pounds a year, for example 32000." : "Pounds a day, for example 180."
          }
          inputMode="decimal"
          {...field("rate")}
        />
        <TextField type="date" label={`${jobFieldLabels.start_date} (optional)`} {...field("start_date")} />
        <TextField
          label={`${jobFieldLabels.duration} (optional)`}
          hint="For example: 6 weeks, ongoing."
          {...field("duration")}
        />
      </div>
      <Controller
        control={form.control}
        name="required_card_types"
        render={({ field, fieldState }) => (
          <RequiredCardsPicker
            label={`${jobFieldLabels.required_card_types} (optional)`}
            hint="The cards and tickets a worker must hold. Workers see which of them they hold."
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
        label={jobFieldLabels.contact_preference}
        defaultValue={job?.contact_preference ?? "in_app"}
        {...field("contact_preference")}
      >
        {contactPreferences.map((preference) => (
          <option key={preference} value={preference}>
            {contactPreferenceLabels[preference]}
          </option>
        ))}
      </SelectField>
    </SaveForm>
  );
}
