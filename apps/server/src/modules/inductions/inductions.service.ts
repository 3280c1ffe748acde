import { encoded, requiredMessage } from "@siteready/domain/fields";
import {
  describePpe,
  type InductionInput,
  type InductionView,
  noExtractedFields,
  type OcrJobView,
  ocrJobViewSchema,
  ocrMessageKeys,
  ocrReadQualityKeys,
  ocrUnreadableKeys,
} from "@siteready/domain/inductions";
import { processUpload } from "../../adapters/files/upload-processing.ts";
import type { Db } from "../../db/client.ts";
import { notFound, validationFailed } from "../../lib/app-error.ts";
import { type FileService, isUuid } from "../files/files.service.ts";
import { fileUrl, thumbnailUrl, urgencyView } from "../profile/profile-views.ts";
import {
  deleteInduction,
  findInduction,
  findOcrJob,
  type InductionRow,
  insertInduction,
  insertOcrJob,
  listInductions,
  setInductionSheet,
  updateInduction,
} from "./inductions.repository.ts";
import type { OcrJobResult, OcrJobRunner } from "./ocr-job-runner.ts";

/** A worker's inductions (the CV): other modules read them through this service, never the repository (lint). */
export { listInductions } from "./inductions.repository.ts";

export function inductionView(row: InductionRow, now: Date): InductionView {
  return {
    id: row.id,
    site_name: row.siteName,
    company_name: row.companyName,
    project_name: row.projectName,
    induction_date: row.inductionDate,
    supervisor_name: row.supervisorName,
    safety_briefing_completed: row.safetyBriefingCompleted,
    ppe_requirements: row.ppeRequirements,
    ppe_other: row.ppeOther,
    ppe_summary: describePpe(row.ppeRequirements, row.ppeOther),
    valid_until: row.validUntil,
    urgency: urgencyView(row.validUntil, now),
    sheet_url: row.sheet ? fileUrl(row.sheet.id) : null,
    sheet_thumbnail_url: row.sheet?.hasThumbnail ? thumbnailUrl(row.sheet.id) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function ocrJobView(job: { id: string; status: string; result: unknown }): OcrJobView {
  const status = ocrJobViewSchema.shape.status.catch("queued").parse(job.status);
  const result = job.result as OcrJobResult | null;
  if (status === "failed" || (result && "error" in result)) {
    return {
      id: job.id,
      status: "failed",
      extracted_fields: null,
      read_quality: null,
      message: null,
      error: { key: ocrMessageKeys.processingFailed },
    };
  }
  if (status !== "done" || !result) {
    return { id: job.id, status, extracted_fields: null, read_quality: null, message: null, error: null };
  }
  return {
    id: job.id,
    status,
    // A read finished before a field was added lacks it: not found.
    extracted_fields: { ...noExtractedFields, ...result.extracted_fields },
    read_quality: result.read_quality,
    message: {
      key: result.unreadable_reason
        ? ocrUnreadableKeys[result.unreadable_reason]
        : ocrReadQualityKeys[result.read_quality],
    },
    error: null,
  };
}

/** The only form OCR reads today (§7 form_type). */
const OCR_FORM_TYPES = ["induction"] as const;
/** POST /api/inductions/ocr waits this long for the read before answering with the job to poll instead. */
const OCR_ANSWER_WAIT_MS = 2_500;
const OCR_ANSWER_POLL_MS = 100;

function checkedId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id;
}

export function createInductionsService({
  db,
  files,
  ocr,
  now = () => new Date(),
}: {
  db: Db;
  files: FileService;
  ocr: OcrJobRunner;
  now?: () => Date;
}) {
  const load = async (userId: string, id: string) => {
    const row = await findInduction(db, userId, id);
    if (!row) throw notFound();
    return inductionView(row, now());
  };
  const values = (input: InductionInput) => {
    return {
      siteName: input.site_name,
      companyName: input.company_name,
      projectName: input.project_name ?? null,
      inductionDate: input.induction_date,
      supervisorName: input.supervisor_name ?? null,
      safetyBriefingCompleted: input.safety_briefing_completed,
      ppeRequirements: input.ppe_requirements,
      ppeOther: input.ppe_other ?? null,
      validUntil: input.valid_until ?? null,
    };
  };

  async function ownJob(userId: string, id: string) {
    const job = await findOcrJob(db, userId, checkedId(id));
    if (!job) throw notFound();
    return job;
  }

  return {
    async list(userId: string) {
      const at = now();
      return (await listInductions(db, userId)).map((row) => inductionView(row, at));
    },
    get: (userId: string, id: string) => load(userId, checkedId(id)),
    async create(userId: string, input: InductionInput) {
      return load(userId, await insertInduction(db, userId, values(input)));
    },
    async update(userId: string, id: string, input: InductionInput) {
      checkedId(id);
      if (!(await updateInduction(db, userId, id, { ...values(input), updatedAt: now() }))) throw notFound();
      return load(userId, id);
    },
    async remove(userId: string, id: string) {
      checkedId(id);
      await files.detachFiles(userId, async (tx) => {
        const deleted = await deleteInduction(tx, userId, id);
        if (!deleted) throw notFound();
        return { result: undefined, detached: [deleted.sheetFileId] };
      });
    },
    /** Attaches the photo of the signed sheet (images only), replacing and deleting any earlier one. */
    async attachSheet(userId: string, id: string, file: { buffer: Buffer; originalName: string }) {
      await load(userId, checkedId(id));
      await files.attachUpload(userId, { ...file, accept: "image" }, async (tx, fileId) => {
        const previous = await setInductionSheet(tx, userId, id, fileId, now());
        if (!previous) throw notFound();
        return { result: undefined, replaced: [previous.previousFileId] };
      });
      return load(userId, id);
    },

    /**
     * Queues a photo for OCR (type and size checked from its bytes, EXIF dropped, its pixels kept as sent: a
     * second JPEG round lost a scan's small labels) and answers the result when it is ready within a moment, or
     * the job to poll.
     */
    async startOcr(userId: string, upload: { image: Buffer | null; formType: string | null }) {
      const fieldErrors: Record<string, string[]> = {};
      if (!upload.image) fieldErrors.image = [requiredMessage("field.image")];
      if (!upload.formType) fieldErrors.form_type = [requiredMessage("field.formType")];
      else if (!(OCR_FORM_TYPES as readonly string[]).includes(upload.formType))
        fieldErrors.form_type = [encoded("inductions.validation.onlyInductionForms")];
      if (!upload.image || Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
      const photo = await processUpload(upload.image, { accept: "image", lossless: true });
      const job = await insertOcrJob(db, {
        userId,
        formType: upload.formType ?? "induction",
        image: photo.data,
      });
      ocr.wake();
      const deadline = Date.now() + OCR_ANSWER_WAIT_MS;
      for (;;) {
        const current = await ownJob(userId, job.id);
        if (current.status === "done" || current.status === "failed" || Date.now() >= deadline) {
          return ocrJobView(current);
        }
        await new Promise((resolve) => setTimeout(resolve, OCR_ANSWER_POLL_MS));
      }
    },

    async ocrStatus(userId: string, id: string) {
      return ocrJobView(await ownJob(userId, id));
    },
  };
}
