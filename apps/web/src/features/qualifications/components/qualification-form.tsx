import { zodResolver } from "@hookform/resolvers/zod";
import {
  type QualificationView as Qualification,
  type QualificationFormValues,
  type QualificationInput,
  qualificationFieldLabels,
  qualificationInputSchema,
} from "@siteready/domain";
import { useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { recordPath } from "../../../lib/record-collection.ts";
import { useRecordForm } from "../../../lib/use-record-form.ts";
import { qualificationRecords } from "../api/qualification-records.ts";

const fields = ["type", "number", "issue_date", "issuing_authority", "expiry_date"] as const;
const fileTypes = "image/jpeg,image/png,image/webp,application/pdf";

function formValues(qualification: Qualification | undefined): QualificationFormValues {
  return {
    type: qualification?.type ?? "",
    number: qualification?.number ?? "",
    issue_date: qualification?.issue_date ?? "",
    issuing_authority: qualification?.issuing_authority ?? "",
    expiry_date: qualification?.expiry_date ?? "",
  };
}

interface QualificationFormProps {
  /** The qualification to change; without it the form adds a new one. */
  qualification?: Qualification | undefined;
  onClose: () => void;
}

/** Adds or changes a qualification; a saved one then takes its certificate (image or PDF). */
export function QualificationForm({ qualification, onClose }: QualificationFormProps) {
  const form = useForm<QualificationFormValues, unknown, QualificationInput>({
    resolver: zodResolver(qualificationInputSchema),
    mode: "onTouched",
    defaultValues: formValues(qualification),
  });
  const { errors } = form.formState;
  const { saved, justAdded, draft, save, submit, onUploaded } = useRecordForm(form, {
    record: qualification,
    collection: qualificationRecords,
    toValues: formValues,
    fields,
    draftType: "qualification",
  });

  return (
    <div className="flex flex-col gap-6">
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <form noValidate aria-label="Qualification details" className="flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label={qualificationFieldLabels.type}
          hint="For example NVQ Level 2 Bricklaying, First Aid at Work or SMSTS."
          error={errors.type?.message}
          {...form.register("type")}
        />
        <TextField
          label={qualificationFieldLabels.issuing_authority}
          hint="Who awarded it, for example City & Guilds, CITB or St John Ambulance."
          error={errors.issuing_authority?.message}
          {...form.register("issuing_authority")}
        />
        <TextField
          label={`${qualificationFieldLabels.number} (optional)`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.number?.message}
          {...form.register("number")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={qualificationFieldLabels.issue_date}
            error={errors.issue_date?.message}
            {...form.register("issue_date")}
          />
          <TextField
            type="date"
            label={`${qualificationFieldLabels.expiry_date} (optional)`}
            hint="Leave blank if it does not expire."
            error={errors.expiry_date?.message}
            {...form.register("expiry_date")}
          />
        </div>
        <RecordFormButtons
          saved={saved !== undefined}
          addLabel="Save qualification"
          busy={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved ? (
        <RecordFilesSection title="Certificate" justAdded={justAdded} onDone={onClose}>
          {justAdded ? (
            <p className="text-muted">Qualification saved. Now add a photo or a PDF of the certificate.</p>
          ) : null}
          <FileUpload<Qualification>
            label="Photo or PDF of the certificate"
            hint="Up to 10 MB."
            accept={fileTypes}
            kind="image-or-pdf"
            uploadUrl={`${recordPath(qualificationRecords, saved.id)}/certificate`}
            currentUrl={saved.certificate_url}
            currentThumbnailUrl={saved.certificate_thumbnail_url}
            onUploaded={onUploaded}
          />
        </RecordFilesSection>
      ) : null}
    </div>
  );
}
