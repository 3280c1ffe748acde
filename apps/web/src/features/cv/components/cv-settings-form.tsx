import {
  CV_SUMMARY_MAX_LENGTH,
  type CvSettingsView,
  type CvView,
  cvSettingsFieldLabels,
} from "@siteready/domain";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useSaveCvSettings } from "../api/cv.ts";

type Choice = Exclude<keyof CvSettingsView, "summary">;

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-accent-strong"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {label}
    </label>
  );
}

/** What the CV shows: the summary the worker writes, which contact details, and two statements. */
export function CvSettingsForm({ view }: { view: CvView }) {
  const headingId = useId();
  const [settings, setSettings] = useState<CvSettingsView>(view.settings);
  const save = useSaveCvSettings();
  const set = (choice: Choice) => (checked: boolean) => setSettings({ ...settings, [choice]: checked });
  const summaryError = save.error instanceof ApiError ? save.error.fieldErrors.summary?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        What your CV shows
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextareaField
          label={cvSettingsFieldLabels.summary}
          hint={`Two or three sentences about your trade and experience, in your own words (up to ${CV_SUMMARY_MAX_LENGTH} characters).`}
          rows={4}
          value={settings.summary}
          error={summaryError}
          onChange={(event) => setSettings({ ...settings, summary: event.currentTarget.value })}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">Contact details on your CV</legend>
          <p className="text-sm text-muted">
            From your Personal Details. Your street address and date of birth are never on your CV.
          </p>
          {view.available.email ? (
            <Checkbox
              label={cvSettingsFieldLabels.show_email}
              checked={settings.show_email}
              onChange={set("show_email")}
            />
          ) : null}
          {view.available.phone ? (
            <Checkbox
              label={cvSettingsFieldLabels.show_phone}
              checked={settings.show_phone}
              onChange={set("show_phone")}
            />
          ) : null}
          {view.available.town ? (
            <Checkbox
              label={cvSettingsFieldLabels.show_town}
              checked={settings.show_town}
              onChange={set("show_town")}
            />
          ) : null}
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">Statements</legend>
          <p className="text-sm text-muted">
            Only the sentence is shown, never your documents or their numbers.
          </p>
          <Checkbox
            label={cvSettingsFieldLabels.right_to_work}
            checked={settings.right_to_work}
            onChange={set("right_to_work")}
          />
          {view.available.driving_licence ? (
            <Checkbox
              label={cvSettingsFieldLabels.include_driving_licence}
              checked={settings.include_driving_licence}
              onChange={set("include_driving_licence")}
            />
          ) : null}
        </fieldset>
        {save.error && !summaryError ? <ErrorBox error={save.error} /> : null}
        <div className="flex items-center gap-4">
          <Button type="submit" busy={save.isPending}>
            Save CV choices
          </Button>
          <p role="status" className="flex items-center gap-1 font-medium">
            {save.isSuccess ? (
              <>
                <CircleCheck aria-hidden="true" className="size-5 text-urgency-valid" />
                Saved
              </>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
