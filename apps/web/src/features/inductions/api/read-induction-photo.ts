import type { MessageRef } from "@siteready/domain/i18n";
import {
  type ExtractedInductionFields,
  inductionsEndpoints,
  inductionsPlainRoutes,
  type OcrJobView,
  type OcrReadQuality,
  ocrMessageKeys,
} from "@siteready/domain/inductions";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { uploadFile } from "../../../lib/upload.ts";

export type PhotoReading =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number }
  | { phase: "reading"; status: OcrJobView["status"] }
  | {
      phase: "read";
      job: OcrJobView & { extracted_fields: ExtractedInductionFields; read_quality: OcrReadQuality };
    }
  /** By key; a field's own message (a refused upload) as the server worded it in the reader's language. */
  | { phase: "failed"; message: MessageRef | string };

const POLL_MS = 1_000;
/**
 * Every photo gets an answer within a minute of choosing it: upload and read together. Past this the read is
 * given up on (a slow signal, a busy reader, a lost job) and the worker is told to type the record in.
 */
const ANSWER_WITHIN_MS = 55_000;

/** Spec §8: the server's own message when it refused the photo (type, size), else 'OCR processing failed'. */
function uploadFailureMessage(error: unknown): MessageRef | string {
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) {
    const fieldError = Object.values(error.fieldErrors)[0]?.[0];
    // A field error travels by key; the reader words it (and the server's answers) where it is shown.
    return fieldError ?? error.messageRef;
  }
  return processingFailed;
}

const processingFailed: MessageRef = { key: ocrMessageKeys.processingFailed };

function finished(job: OcrJobView): PhotoReading | null {
  if (job.status === "failed") return { phase: "failed", message: job.error ?? processingFailed };
  if (job.status === "done" && job.extracted_fields && job.read_quality) {
    return {
      phase: "read",
      job: { ...job, extracted_fields: job.extracted_fields, read_quality: job.read_quality },
    };
  }
  return null;
}

/**
 * Sends a photo of a paper induction record to be read on the server, then polls its job until the fields are
 * read. Nothing is saved: the fields go into the form for the worker to check.
 */
export function useInductionPhotoReader() {
  const [reading, setReading] = useState<PhotoReading>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the upload or the polling.
  useEffect(() => () => controller.current?.abort(), []);

  async function poll(job: OcrJobView, signal: AbortSignal): Promise<PhotoReading> {
    let current = job;
    for (;;) {
      const result = finished(current);
      if (result) return result;
      setReading({ phase: "reading", status: current.status });
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (signal.aborted) return { phase: "idle" };
      try {
        current = await callEndpoint(inductionsEndpoints.ocrStatus, { params: { id: job.id } }, { signal });
      } catch {
        return signal.aborted
          ? { phase: "idle" }
          : { phase: "failed", message: { key: ocrMessageKeys.statusFailed } };
      }
    }
  }

  /** Reads the photo; resolves with how it ended (also kept in `reading`). */
  async function read(photo: File): Promise<PhotoReading> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    // Raced rather than only aborted: an answer is given even if a stalled request never settles.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const tooLong = new Promise<"too long">((resolve) => {
      deadline = setTimeout(() => resolve("too long"), ANSWER_WITHIN_MS);
    });
    const outcome = await Promise.race([upload(photo, current.signal), tooLong]);
    clearTimeout(deadline);
    if (outcome !== "too long") return current.signal.aborted ? { phase: "idle" } : outcome;
    current.abort();
    const failed: PhotoReading = { phase: "failed", message: { key: ocrMessageKeys.tookTooLong } };
    setReading(failed);
    return failed;
  }

  async function upload(photo: File, signal: AbortSignal): Promise<PhotoReading> {
    setReading({ phase: "uploading", percent: 0 });
    let job: OcrJobView;
    try {
      job = await uploadFile(
        { route: inductionsPlainRoutes.readPhoto },
        photo,
        (percent) => setReading({ phase: "uploading", percent }),
        signal,
        { form_type: "induction" },
      );
    } catch (error) {
      if (signal.aborted) return { phase: "idle" };
      const failed: PhotoReading = { phase: "failed", message: uploadFailureMessage(error) };
      setReading(failed);
      return failed;
    }
    const outcome = await poll(job, signal);
    if (signal.aborted) return { phase: "idle" };
    setReading(outcome);
    return outcome;
  }

  return {
    reading,
    read,
    cancel() {
      controller.current?.abort();
      setReading({ phase: "idle" });
    },
  };
}
