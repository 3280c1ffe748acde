import {
  COMPETENCE_NOTES_MAX_LENGTH,
  type CompetenceEntryFormValues,
  type CompetenceEntryView,
  competenceEntryInputSchema,
  competenceFieldLabels,
  competenceKindLabels,
  competenceKinds,
} from "@siteready/domain/competence";
import type { MessageKey } from "@siteready/domain/i18n";
import { TriangleAlert } from "lucide-react";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveCompetenceEntry } from "../api/competence.ts";

const fields = ["kind", "title", "provider", "date", "hours", "notes"] as const;

function formValues(entry: CompetenceEntryView | undefined): CompetenceEntryFormValues {
  return {
    kind: entry?.kind ?? "toolbox_talk",
    title: entry?.title ?? "",
    provider: entry?.provider ?? "",
    date: entry?.date ?? "",
    hours: entry ? String(entry.hours) : "",
    notes: entry?.notes ?? "",
  };
}

interface CompetenceEntryFormProps {
  entry?: CompetenceEntryView | undefined;
  onClose: (saved?: CompetenceEntryView) => void;
}

/** Adds or changes an entry; changing a confirmed one says first that the confirmation will go. */
export function CompetenceEntryForm({ entry, onClose }: CompetenceEntryFormProps) {
  const save = useSaveCompetenceEntry();
  const { field, submit } = useSaveForm({
    schema: competenceEntryInputSchema,
    defaultValues: formValues(entry),
    save,
    id: entry?.id,
    fields,
    onSaved: onClose,
  });
  const { t } = useT();
  const optional = (label: MessageKey) => t("form.optional", { label: t(label) });
  const confirmation = entry?.confirmation;

  return (
    <SaveForm
      label={entry ? t("competence.form.changeLabel") : t("competence.form.label")}
      onSubmit={submit}
      submitLabel={entry ? t("form.saveChanges") : t("competence.form.submit")}
      save={save}
      onCancel={onClose}
    >
      {confirmation?.state === "confirmed" ? (
        <p className="flex items-start gap-2 rounded-lg border-l-4 border-urgency-warning bg-surface-muted p-3">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{t("competence.form.changesConfirmed", { name: confirmation.by_name })}</span>
        </p>
      ) : null}
      <SelectField label={t(competenceFieldLabels.kind)} {...field("kind")}>
        {competenceKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(competenceKindLabels[kind])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(competenceFieldLabels.title)}
        hint={t("competence.form.titleHint")}
        {...field("title")}
      />
      <TextField
        label={optional(competenceFieldLabels.provider)}
        hint={t("competence.form.providerHint")}
        autoComplete="organization"
        {...field("provider")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label={t(competenceFieldLabels.date)} {...field("date")} />
        <TextField
          label={t(competenceFieldLabels.hours)}
          hint={t("competence.form.hoursHint")}
          inputMode="decimal"
          autoComplete="off"
          {...field("hours")}
        />
      </div>
      <TextareaField
        label={optional(competenceFieldLabels.notes)}
        maxLength={COMPETENCE_NOTES_MAX_LENGTH}
        rows={3}
        {...field("notes")}
      />
    </SaveForm>
  );
}
