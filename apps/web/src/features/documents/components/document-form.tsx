import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DocumentFormValues,
  type DocumentInput,
  documentFieldLabels,
  documentInputSchema,
  documentTypeKeys,
  documentTypes,
  documentTypesWithExpiry,
} from "@siteready/domain/documents";
import type { DocumentView as ProfileDocument } from "@siteready/domain/profile";
import { shownDocumentType } from "@siteready/domain/record-words";
import { documentsPlainRoutes } from "@siteready/domain/records";
import { type DefaultValues, useForm } from "react-hook-form";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useRecordForm } from "../../../lib/use-record-form.ts";
import { documentRecords } from "../api/document-records.ts";

const fields = ["document_type", "document_number", "expiry_date"] as const;
const fileTypes = "image/jpeg,image/png,image/webp,application/pdf";

function formValues(document: ProfileDocument | undefined): DefaultValues<DocumentFormValues> {
  return {
    // A type the list no longer offers is left unchosen, so the user picks a current one.
    document_type: documentTypes.find((type) => type === document?.document_type),
    document_number: document?.document_number ?? "",
    expiry_date: document?.expiry_date ?? "",
  };
}

interface DocumentFormProps {
  /** The document to change; without it the form adds a new one. */
  document?: ProfileDocument | undefined;
  /** Closes the form, on the document once it is saved. */
  onClose: (saved?: ProfileDocument) => void;
}

/** Adds or changes a document; a saved document then takes its scan or photo (image or PDF). */
export function DocumentForm({ document, onClose }: DocumentFormProps) {
  const initialValues = formValues(document);
  const form = useForm<DocumentFormValues, unknown, DocumentInput>({
    resolver: zodResolver(documentInputSchema),
    mode: "onTouched",
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const { saved, justAdded, draft, save, submit, onUploaded } = useRecordForm(form, {
    record: document,
    collection: documentRecords,
    toValues: formValues,
    fields,
    draftType: "documents",
    onClose,
  });

  const documentType = form.watch("document_type");
  const needsExpiry = documentTypesWithExpiry.some((type) => type === documentType);
  const { t } = useT();

  return (
    <div className="flex flex-col gap-6">
      <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
      <form noValidate aria-label={t("documents.form")} className="flex flex-col gap-4" onSubmit={submit}>
        <SelectField
          label={t(documentFieldLabels.document_type)}
          error={errors.document_type?.message}
          // Also set on the element: without it, a DOM lacking select.size (happy-dom) reads as "edited".
          defaultValue={initialValues.document_type ?? ""}
          {...form.register("document_type")}
        >
          <option value="">{t("documents.choose")}</option>
          {documentTypes.map((type) => (
            <option key={type} value={type}>
              {t(documentTypeKeys[type])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("form.optional", { label: t(documentFieldLabels.document_number) })}
          hint={t("documents.numberHint")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.document_number?.message}
          {...form.register("document_number")}
        />
        <TextField
          type="date"
          label={
            needsExpiry
              ? t(documentFieldLabels.expiry_date)
              : t("form.optional", { label: t(documentFieldLabels.expiry_date) })
          }
          error={errors.expiry_date?.message}
          {...form.register("expiry_date")}
        />
        <RecordFormButtons
          saved={saved !== undefined}
          addLabel={t("documents.save")}
          busy={save.isPending}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved ? (
        <RecordFilesSection
          title={t("documents.fileTitle")}
          justAdded={justAdded}
          onDone={() => onClose(saved)}
        >
          {justAdded ? <p className="text-muted">{t("documents.savedAddFile")}</p> : null}
          <FileUpload
            label={t("documents.fileLabel", {
              document: shownDocumentType(saved.document_type, t).toLowerCase(),
            })}
            hint={t("documents.fileHint")}
            accept={fileTypes}
            kind="image-or-pdf"
            upload={{ route: documentsPlainRoutes.file, params: { id: saved.id } }}
            currentUrl={saved.file_url}
            currentThumbnailUrl={saved.thumbnail_url}
            onUploaded={onUploaded}
          />
        </RecordFilesSection>
      ) : null}
    </div>
  );
}
