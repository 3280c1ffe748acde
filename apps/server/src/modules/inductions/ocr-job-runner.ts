import {
  type ExtractedInductionFields,
  type OcrReadQuality,
  type OcrUnreadableReason,
  ocrMessages,
  ocrReadQuality,
  ocrUnreadableReason,
} from "@siteready/domain/inductions";
import { readInductionPhoto } from "../../adapters/ocr/read-induction-photo.ts";
import type { TextReader } from "../../adapters/ocr/tesseract-reader.ts";
import type { Db } from "../../db/client.ts";
import {
  claimOcrJob,
  deleteOcrJobsFinishedBefore,
  finishOcrJob,
  type OcrJobRow,
  requeueOcrJob,
} from "./inductions.repository.ts";

/** A read that has not finished in this long was cut short (its instance stopped): another instance retakes it. */
const OCR_CLAIM_TIMEOUT_MS = 2 * 60_000;
/** A photo that fails this many times is given up on, with 'OCR processing failed'. */
const OCR_MAX_ATTEMPTS = 3;
/** How often an idle instance looks for jobs another instance (or its own previous life) queued. */
const POLL_INTERVAL_MS = 2_000;
/** Results are polled for minutes, not days. */
const KEEP_FINISHED_MS = 24 * 60 * 60_000;

interface RunnerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What a finished job holds in ocr_jobs.result. */
export type OcrJobResult =
  | {
      extracted_fields: ExtractedInductionFields;
      read_quality: OcrReadQuality;
      /** Why an unreadable photo could not be read. */
      unreadable_reason?: OcrUnreadableReason;
    }
  | { error: string };

/**
 * Reads queued photos, up to `concurrency` at a time on this instance. Jobs live in the database, so any
 * number of instances run a runner each; `wake()` starts work at once after this instance queued a job.
 */
export function createOcrJobRunner({
  db,
  reader,
  concurrency,
  logger,
}: {
  db: Db;
  reader: TextReader;
  concurrency: number;
  logger: RunnerLogger;
}) {
  let active = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  async function read(job: OcrJobRow): Promise<void> {
    const started = performance.now();
    try {
      if (!job.image) throw new Error("the job has no photo");
      const { fields, photo } = await readInductionPhoto(job.image, reader);
      const quality = ocrReadQuality(fields);
      const result: OcrJobResult = {
        extracted_fields: fields,
        read_quality: quality,
        ...(quality === "unreadable" ? { unreadable_reason: ocrUnreadableReason(photo) } : {}),
      };
      await finishOcrJob(db, job.id, { status: "done", result });
      logger.info({ jobId: job.id, ms: Math.round(performance.now() - started), ...photo }, "OCR job read");
    } catch (error) {
      if (job.attempts >= OCR_MAX_ATTEMPTS) {
        logger.error({ err: error, jobId: job.id }, "OCR job failed; giving up");
        await finishOcrJob(db, job.id, { status: "failed", result: { error: ocrMessages.processingFailed } });
      } else {
        logger.warn({ err: error, jobId: job.id, attempt: job.attempts }, "OCR job failed; queued again");
        await requeueOcrJob(db, job.id);
      }
    }
  }

  async function drain(): Promise<void> {
    while (!stopped && active < concurrency) {
      active++;
      let job: OcrJobRow | undefined;
      try {
        job = await claimOcrJob(db, new Date(Date.now() - OCR_CLAIM_TIMEOUT_MS));
      } catch (error) {
        logger.warn({ err: error }, "could not claim an OCR job");
      }
      if (!job) {
        active--;
        return;
      }
      const work = read(job)
        .catch((error: unknown) => logger.error({ err: error }, "OCR job bookkeeping failed"))
        .finally(() => {
          active--;
          running.delete(work);
          void drain();
        });
      running.add(work);
    }
  }

  return {
    start() {
      if (concurrency < 1) return;
      timer = setInterval(() => {
        void drain();
        void deleteOcrJobsFinishedBefore(db, new Date(Date.now() - KEEP_FINISHED_MS)).catch(() => {});
      }, POLL_INTERVAL_MS);
      timer.unref();
      void drain();
    },
    /** A job was queued here: start reading it now rather than at the next poll. */
    wake() {
      if (concurrency >= 1) void drain();
    },
    /** Stops claiming, waits for reads in progress, then stops the OCR workers. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
      await reader.close();
    },
  };
}

export type OcrJobRunner = ReturnType<typeof createOcrJobRunner>;
