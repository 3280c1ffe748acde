import {
  CV_SUMMARY_MAX_LENGTH,
  type CvSettingsView,
  type CvView,
  cvSettingsFieldLabels,
} from "@siteready/domain/cv";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { t } = useT();
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
        {t("cv.settings.title")}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextareaField
          label={t(cvSettingsFieldLabels.summary)}
          hint={t("cv.settings.summaryHint", { max: CV_SUMMARY_MAX_LENGTH })}
          rows={4}
          value={settings.summary}
          error={summaryError}
          onChange={(event) => setSettings({ ...settings, summary: event.currentTarget.value })}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">{t("cv.settings.contact")}</legend>
          <p className="text-sm text-muted">{t("cv.settings.contactHint")}</p>
          {view.available.email ? (
            <Checkbox
              label={t(cvSettingsFieldLabels.show_email)}
              checked={settings.show_email}
              onChange={set("show_email")}
            />
          ) : null}
          {view.available.phone ? (
            <Checkbox
              label={t(cvSettingsFieldLabels.show_phone)}
              checked={settings.show_phone}
              onChange={set("show_phone")}
            />
          ) : null}
          {view.available.town ? (
            <Checkbox
              label={t(cvSettingsFieldLabels.show_town)}
              checked={settings.show_town}
              onChange={set("show_town")}
            />
          ) : null}
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">{t("cv.settings.statements")}</legend>
          <p className="text-sm text-muted">{t("cv.settings.statementsHint")}</p>
          <Checkbox
            label={t(cvSettingsFieldLabels.right_to_work)}
            checked={settings.right_to_work}
            onChange={set("right_to_work")}
          />
          {view.available.driving_licence ? (
            <Checkbox
              label={t(cvSettingsFieldLabels.include_driving_licence)}
              checked={settings.include_driving_licence}
              onChange={set("include_driving_licence")}
            />
          ) : null}
        </fieldset>
        {save.error && !summaryError ? <ErrorBox error={save.error} /> : null}
        <div className="flex items-center gap-4">
          <Button type="submit" busy={save.isPending}>
            {t("cv.settings.save")}
          </Button>
          <p role="status" className="flex items-center gap-1 font-medium">
            {save.isSuccess ? (
              <>
                <CircleCheck aria-hidden="true" className="size-5 text-urgency-valid" />
                {t("cv.settings.saved")}
              </>
            ) : null}
          </p>
        </div>
      </form>
    </section>
  );
}
