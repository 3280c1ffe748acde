import { zodResolver } from "@hookform/resolvers/zod";
import type { QualificationView as Qualification } from "@siteready/domain/profile";
import {
  type QualificationFormValues,
  type QualificationInput,
  qualificationFieldLabels,
  qualificationInputSchema,
} from "@siteready/domain/qualifications";
import { qualificationsPlainRoutes } from "@siteready/domain/records";
import { useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  /** Closes the form, on the qualification once it is saved. */
  onClose: (saved?: Qualification) => void;
}

/** Adds or changes a qualification; a saved one then takes its certificate (image or PDF). */
export function QualificationForm({ qualification, onClose }: QualificationFormProps) {
  const form = useForm<QualificationFormValues, unknown, QualificationInput>({
    resolver: zodResolver(qualificationInputSchema),
    mode: "onTouched",
    defaultValues: formValues(qualification),
  });
  const { errors } = form.formState;
  const { t } = useT();
  const { saved, justAdded, draft, save, submit, onUploaded } = useRecordForm(form, {
    record: qualification,
    collection: qualificationRecords,
    toValues: formValues,
    fields,
    draftType: "qualification",
    onClose,
  });

  return (
    <div className="flex flex-col gap-6">
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <form
        noValidate
        aria-label={t("qualifications.form")}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <TextField
          label={t(qualificationFieldLabels.type)}
          hint={t("qualifications.typeHint")}
          error={errors.type?.message}
          {...form.register("type")}
        />
        <TextField
          label={t(qualificationFieldLabels.issuing_authority)}
          hint={t("qualifications.authorityHint")}
          error={errors.issuing_authority?.message}
          {...form.register("issuing_authority")}
        />
        <TextField
          label={t("form.optional", { label: t(qualificationFieldLabels.number) })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.number?.message}
          {...form.register("number")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t(qualificationFieldLabels.issue_date)}
            error={errors.issue_date?.message}
            {...form.register("issue_date")}
          />
          <TextField
            type="date"
            label={t("form.optional", { label: t(qualificationFieldLabels.expiry_date) })}
            hint={t("qualifications.expiryHint")}
            error={errors.expiry_date?.message}
            {...form.register("expiry_date")}
          />
        </div>
        <RecordFormButtons
          saved={saved !== undefined}
          addLabel={t("qualifications.save")}
          busy={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved ? (
        <RecordFilesSection
          title={t("qualifications.certificate")}
          justAdded={justAdded}
          onDone={() => onClose(saved)}
        >
          {justAdded ? <p className="text-muted">{t("qualifications.savedAddFile")}</p> : null}
          <FileUpload
            label={t("qualifications.fileLabel")}
            hint={t("qualifications.fileHint")}
            accept={fileTypes}
            kind="image-or-pdf"
            upload={{ route: qualificationsPlainRoutes.certificate, params: { id: saved.id } }}
            currentUrl={saved.certificate_url}
            currentThumbnailUrl={saved.certificate_thumbnail_url}
            onUploaded={onUploaded}
          />
        </RecordFilesSection>
      ) : null}
    </div>
  );
}
