import {
  type CompetenceEntryView,
  type ConfirmationRequestFormValues,
  confirmationRequestFieldLabels,
  confirmationRequestInputSchema,
} from "@siteready/domain/competence";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useAskToConfirm } from "../api/competence.ts";

const fields = ["supervisor_name", "supervisor_email"] as const;

/** Asks a supervisor, by name and e-mail, to confirm an entry; a bounced address comes back filled in to fix. */
export function AskSupervisorForm({
  entry,
  onClose,
}: {
  entry: CompetenceEntryView;
  onClose: (saved?: CompetenceEntryView) => void;
}) {
  const ask = useAskToConfirm();
  const { t } = useT();
  const before = entry.confirmation;
  const { field, submit } = useSaveForm({
    schema: confirmationRequestInputSchema,
    defaultValues: {
      supervisor_name: "supervisor_name" in before ? before.supervisor_name : "",
      supervisor_email: "supervisor_email" in before ? before.supervisor_email : "",
    } satisfies ConfirmationRequestFormValues,
    save: ask,
    id: entry.id,
    fields,
    onSaved: onClose,
  });
  return (
    <SaveForm
      label={t("competence.ask.label", { title: entry.title })}
      onSubmit={submit}
      submitLabel={t("competence.ask.submit")}
      save={ask}
      onCancel={() => onClose()}
    >
      <p>{t("competence.ask.hint")}</p>
      <TextField
        label={t(confirmationRequestFieldLabels.supervisor_name)}
        autoComplete="off"
        {...field("supervisor_name")}
      />
      <TextField
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        label={t(confirmationRequestFieldLabels.supervisor_email)}
        {...field("supervisor_email")}
      />
    </SaveForm>
  );
}
