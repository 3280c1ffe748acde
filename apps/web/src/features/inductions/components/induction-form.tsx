import { zodResolver } from "@hookform/resolvers/zod";
import { isIsoDate } from "@siteready/domain/fields";
import {
  type ExtractedInductionFields,
  type InductionView as Induction,
  type InductionFormValues,
  type InductionInput,
  inductionFieldLabels,
  inductionInputSchema,
  inductionsPlainRoutes,
  type OcrFieldCertainty,
  ocrCertaintyKeys,
  ocrFieldCertainty,
  ppeItemKey,
  ppeItems,
} from "@siteready/domain/inductions";
import { addMonthsToIsoDate } from "@siteready/domain/renewals";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { RecordFilesSection, RecordFormButtons } from "../../../components/ui/record-form-parts.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { shrinkImage } from "../../../lib/shrink-image.ts";
import { uploadFile } from "../../../lib/upload.ts";
import { useRecordForm } from "../../../lib/use-record-form.ts";
import { inductionRecords } from "../api/induction-records.ts";
import { useInductionPhotoReader } from "../api/read-induction-photo.ts";
import { InductionPhotoReader } from "./induction-photo-reader.tsx";

type FormField = keyof InductionFormValues;
const fields = [
  "site_name",
  "company_name",
  "project_name",
  "induction_date",
  "supervisor_name",
  "safety_briefing_completed",
  "ppe_requirements",
  "ppe_other",
  "valid_until",
] as const satisfies readonly FormField[];

function formValues(induction: Induction | undefined): InductionFormValues {
  return {
    site_name: induction?.site_name ?? "",
    company_name: induction?.company_name ?? "",
    project_name: induction?.project_name ?? "",
    induction_date: induction?.induction_date ?? "",
    supervisor_name: induction?.supervisor_name ?? "",
    safety_briefing_completed: induction?.safety_briefing_completed ?? false,
    ppe_requirements: induction?.ppe_requirements ?? [],
    ppe_other: induction?.ppe_other ?? "",
    valid_until: induction?.valid_until ?? "",
  };
}

/** The form values a read photo gives, each with how sure the read was. */
function valuesFromPhoto(fields: ExtractedInductionFields) {
  const values: Partial<InductionFormValues> = {};
  const marks: Partial<Record<FormField, OcrFieldCertainty>> = {};
  const take = <K extends FormField>(
    field: K,
    read: { value: InductionFormValues[K]; confidence: number } | null,
  ) => {
    if (!read) return;
    values[field] = read.value;
    marks[field] = ocrFieldCertainty(read.confidence);
  };
  take("site_name", fields.site_name);
  take("company_name", fields.company_name);
  take("project_name", fields.project_name);
  take("induction_date", fields.date);
  take("valid_until", fields.valid_until);
  take("supervisor_name", fields.supervisor_name);
  take("safety_briefing_completed", fields.safety_briefing);
  if (fields.ppe_requirements) {
    take("ppe_requirements", fields.ppe_requirements);
    if (fields.ppe_requirements.other) {
      take("ppe_other", {
        value: fields.ppe_requirements.other,
        confidence: fields.ppe_requirements.confidence,
      });
    }
  }
  return { values, marks };
}

const markStyles: Record<OcrFieldCertainty, string> = {
  confident: "border-l-4 border-urgency-valid pl-3",
  check: "border-l-4 border-urgency-warning pl-3",
  doubtful: "border-l-4 border-urgency-urgent pl-3",
};

interface InductionFormProps {
  /** The induction to change; without it the form adds a new one. */
  induction?: Induction | undefined;
  /** Closes the form: with the saved induction once saved, without when the worker leaves it. */
  onClose: (saved?: Induction) => void;
}

/**
 * Adds or changes an induction. A new one can be filled in from a photo of the paper record: each field read is
 * marked by how sure the read was, and nothing is saved until the worker checks it and presses Save. The photo
 * is kept with the record as its signed sheet unless the worker says not to, and the form closes once saved
 * (it stays open, saved, only when the photo could not be attached, to try again).
 */
export function InductionForm({ induction, onClose }: InductionFormProps) {
  const { t, say } = useT();
  const form = useForm<InductionFormValues, unknown, InductionInput>({
    resolver: zodResolver(inductionInputSchema),
    mode: "onTouched",
    defaultValues: formValues(induction),
  });
  const { errors } = form.formState;
  const [marks, setMarks] = useState<Partial<Record<FormField, OcrFieldCertainty>>>({});
  const { saved, justAdded, save, submit, onUploaded } = useRecordForm(form, {
    record: induction,
    collection: inductionRecords,
    toValues: formValues,
    fields,
    onSaved: (result) => {
      // What was read from the photo has been checked and saved.
      setMarks({});
      void closeWhenKept(result);
    },
  });
  const reader = useInductionPhotoReader();
  const [photo, setPhoto] = useState<File | null>(null);
  const [keepPhoto, setKeepPhoto] = useState(true);
  const [invalidPhoto, setInvalidPhoto] = useState<string | null>(null);
  const [keepingPhoto, setKeepingPhoto] = useState<"idle" | "busy" | "failed">("idle");

  /** Reads the photo, then fills in the fields that were found (anything else the worker typed stays). */
  async function readPhoto(file: File) {
    setInvalidPhoto(null);
    // Shrunk in the browser first (a phone's 12 MP photo goes up as a few hundred kB on a poor signal).
    const photo = await shrinkImage(file);
    setPhoto(photo);
    const outcome = await reader.read(photo);
    if (outcome.phase !== "read") return;
    const { values, marks: readMarks } = valuesFromPhoto(outcome.job.extracted_fields);
    for (const [field, value] of Object.entries(values) as Array<
      [FormField, InductionFormValues[FormField]]
    >) {
      form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
    }
    setMarks(readMarks);
  }

  const markOf = (field: FormField) => {
    const mark = marks[field];
    return mark ? { hint: t(ocrCertaintyKeys[mark]), className: markStyles[mark] } : {};
  };

  const inductionDate = form.watch("induction_date");
  const setValidFor = (months: number) =>
    form.setValue("valid_until", addMonthsToIsoDate(inductionDate, months), {
      shouldDirty: true,
      shouldValidate: true,
    });

  /** Attaches the photo the record was read from as its sheet; the form closes once it is kept. */
  async function keepPhotoAsSheet(induction: Induction) {
    if (!photo) return;
    setKeepingPhoto("busy");
    try {
      const updated = await uploadFile(
        { route: inductionsPlainRoutes.sheet, params: { id: induction.id } },
        photo,
        () => {},
      );
      onUploaded(updated);
      setPhoto(null);
      setKeepingPhoto("idle");
      onClose(updated);
    } catch {
      setKeepingPhoto("failed");
    }
  }

  /** After a save: the photo kept first when the worker chose a photo and left "keep" ticked. */
  async function closeWhenKept(result: Induction) {
    if (photo && keepPhoto && !result.sheet_url) await keepPhotoAsSheet(result);
    else onClose(result);
  }

  return (
    <div className="flex flex-col gap-6">
      {saved ? null : (
        <>
          <InductionPhotoReader
            reading={reader.reading}
            onPhoto={(file) => void readPhoto(file)}
            onCancel={reader.cancel}
            onTypeInstead={() => {
              reader.cancel();
              form.setFocus("site_name");
            }}
            onInvalidType={setInvalidPhoto}
          />
          {invalidPhoto ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {invalidPhoto}
            </p>
          ) : null}
          {photo ? (
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent-strong"
                checked={keepPhoto}
                onChange={(event) => setKeepPhoto(event.currentTarget.checked)}
              />
              {t("inductions.photo.keep")}
            </label>
          ) : null}
        </>
      )}
      <form
        noValidate
        aria-label={t("inductions.formLabel")}
        className="flex flex-col gap-4"
        onSubmit={submit}
      >
        <TextField
          label={t(inductionFieldLabels.site_name)}
          autoComplete="off"
          error={errors.site_name?.message}
          {...markOf("site_name")}
          {...form.register("site_name")}
        />
        <TextField
          label={t(inductionFieldLabels.company_name)}
          hint={marks.company_name ? undefined : t("inductions.companyHint")}
          autoComplete="organization"
          error={errors.company_name?.message}
          {...markOf("company_name")}
          {...form.register("company_name")}
        />
        <TextField
          label={t("form.optional", { label: t(inductionFieldLabels.project_name) })}
          autoComplete="off"
          error={errors.project_name?.message}
          {...markOf("project_name")}
          {...form.register("project_name")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t(inductionFieldLabels.induction_date)}
            error={errors.induction_date?.message}
            {...markOf("induction_date")}
            {...form.register("induction_date")}
          />
          <TextField
            label={t("form.optional", { label: t(inductionFieldLabels.supervisor_name) })}
            hint={marks.supervisor_name ? undefined : t("inductions.supervisorHint")}
            autoComplete="off"
            error={errors.supervisor_name?.message}
            {...markOf("supervisor_name")}
            {...form.register("supervisor_name")}
          />
        </div>

        <div className={`flex flex-col gap-1 ${markOf("safety_briefing_completed").className ?? ""}`}>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-accent-strong"
              aria-invalid={errors.safety_briefing_completed ? true : undefined}
              aria-describedby="induction-briefing-note"
              {...form.register("safety_briefing_completed")}
            />
            {t(inductionFieldLabels.safety_briefing_completed)}
          </label>
          <p id="induction-briefing-note" className="text-sm">
            {errors.safety_briefing_completed ? (
              <span className="font-medium text-danger">
                {say(errors.safety_briefing_completed.message ?? "")}
              </span>
            ) : (
              <span className="text-muted">
                {marks.safety_briefing_completed
                  ? t(ocrCertaintyKeys[marks.safety_briefing_completed])
                  : t("inductions.briefingHint")}
              </span>
            )}
          </p>
        </div>

        <fieldset className={`flex flex-col gap-2 ${markOf("ppe_requirements").className ?? ""}`}>
          <legend className="font-medium">{t(inductionFieldLabels.ppe_requirements)}</legend>
          {marks.ppe_requirements ? (
            <p className="text-sm text-muted">{t(ocrCertaintyKeys[marks.ppe_requirements])}</p>
          ) : null}
          <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
            {ppeItems.map((item) => (
              <label
                key={item.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2"
              >
                <input
                  type="checkbox"
                  value={item.id}
                  className="size-5 shrink-0 accent-accent-strong"
                  {...form.register("ppe_requirements")}
                />
                {t(ppeItemKey(item.id))}
              </label>
            ))}
          </div>
          {errors.ppe_requirements ? (
            <p className="text-sm font-medium text-danger">{say(errors.ppe_requirements.message ?? "")}</p>
          ) : null}
        </fieldset>
        <TextField
          label={t("form.optional", { label: t(inductionFieldLabels.ppe_other) })}
          hint={marks.ppe_other ? undefined : t("inductions.ppeOtherHint")}
          autoComplete="off"
          error={errors.ppe_other?.message}
          {...markOf("ppe_other")}
          {...form.register("ppe_other")}
        />

        <div className="flex flex-col gap-2">
          <TextField
            type="date"
            label={t("form.optional", { label: t(inductionFieldLabels.valid_until) })}
            hint={marks.valid_until ? undefined : t("inductions.validUntilHint")}
            error={errors.valid_until?.message}
            {...markOf("valid_until")}
            {...form.register("valid_until")}
          />
          {isIsoDate(inductionDate ?? "") ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setValidFor(6)}>
                {t("inductions.validFor6")}
              </Button>
              <Button variant="secondary" onClick={() => setValidFor(12)}>
                {t("inductions.validFor12")}
              </Button>
            </div>
          ) : null}
        </div>

        <RecordFormButtons
          saved={saved !== undefined}
          addLabel={t("inductions.save")}
          busy={save.isPending || keepingPhoto === "busy"}
          error={save.error}
          onCancel={onClose}
        />
      </form>

      {saved ? (
        <RecordFilesSection
          title={t("inductions.sheetTitle")}
          justAdded={justAdded}
          // Done after adding says it was saved; after looking at a saved one's sheet, nothing new was saved.
          onDone={() => onClose(justAdded ? saved : undefined)}
        >
          {keepingPhoto === "busy" ? <p role="status">{t("inductions.keepingPhoto")}</p> : null}
          {justAdded && keepingPhoto !== "busy" ? (
            <p className="text-muted">{t("inductions.saved")}</p>
          ) : null}
          {photo && !saved.sheet_url && keepingPhoto !== "busy" ? (
            <div className="flex flex-col gap-2">
              <Button
                variant="secondary"
                className="sm:self-start"
                onClick={() => void keepPhotoAsSheet(saved)}
              >
                {t("inductions.keepPhoto")}
              </Button>
              {keepingPhoto === "failed" ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  {t("inductions.keepPhotoFailed")}
                </p>
              ) : null}
            </div>
          ) : null}
          <FileUpload
            label={t("inductions.sheetPhoto")}
            hint={t("inductions.sheetPhotoHint")}
            accept="image/jpeg,image/png,image/webp"
            upload={{ route: inductionsPlainRoutes.sheet, params: { id: saved.id } }}
            currentUrl={saved.sheet_url}
            currentThumbnailUrl={saved.sheet_thumbnail_url}
            onUploaded={onUploaded}
          />
        </RecordFilesSection>
      ) : null}
    </div>
  );
}
