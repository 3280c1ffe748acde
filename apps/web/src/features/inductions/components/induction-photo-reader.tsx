import { ocrReadQualityMessages } from "@siteready/domain";
import { Camera, CircleAlert, CircleCheck } from "lucide-react";
import { type ChangeEvent, useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import type { PhotoReading } from "../api/read-induction-photo.ts";

const accept = "image/jpeg,image/png,image/webp";
const invalidType = "Invalid file type. Only JPEG, PNG, and WebP images are supported.";

/** How far along a read is, for the progress bar: the upload is the first half, the read the rest. */
function progressOf(reading: PhotoReading): number | null {
  switch (reading.phase) {
    case "uploading":
      return Math.round(reading.percent * 0.4);
    case "reading":
      return reading.status === "queued" ? 50 : 75;
    default:
      return null;
  }
}

interface InductionPhotoReaderProps {
  reading: PhotoReading;
  onPhoto: (photo: File) => void;
  onCancel: () => void;
  /** Stops any read and takes the worker to the form, to type the record in. */
  onTypeInstead: () => void;
  /** Shown before a useless upload; the server checks the file's content again. */
  onInvalidType: (message: string) => void;
}

/**
 * Take or choose a photo of the paper induction record; it is read on our server and the form below is filled
 * in for the worker to check. `capture` is not set, so phones offer both the camera and saved photos.
 */
export function InductionPhotoReader({
  reading,
  onPhoto,
  onCancel,
  onTypeInstead,
  onInvalidType,
}: InductionPhotoReaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const progress = progressOf(reading);
  const busy = reading.phase === "uploading" || reading.phase === "reading";

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const photo = input.files?.[0];
    input.value = "";
    if (!photo) return;
    if (photo.type !== "" && !accept.split(",").includes(photo.type)) {
      onInvalidType(invalidType);
      return;
    }
    onPhoto(photo);
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Camera aria-hidden="true" className="size-5" />
        Fill in from a photo
      </h3>
      <p id={hintId} className="text-sm text-muted">
        Take a photo of your paper induction record, flat and in good light, and we will fill in the form for
        you to check. Up to 10 MB.
      </p>
      <label htmlFor={inputId} className="font-medium">
        Photo of the induction record
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={handleChange}
        className="min-h-11 w-full rounded-lg border border-border bg-surface p-1 text-base text-text file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-accent file:px-4 file:font-semibold file:text-on-accent"
      />
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={progress}
            aria-label="Reading your induction record"
            className="h-3 w-full accent-accent"
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              {reading.phase === "uploading"
                ? "Sending your photo…"
                : reading.phase === "reading" && reading.status === "queued"
                  ? "Waiting for our reader…"
                  : "Reading your induction record…"}
            </p>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
          <Button variant="secondary" onClick={onTypeInstead}>
            Type it in instead
          </Button>
        </div>
      ) : null}
      <div id={statusId}>
        {reading.phase === "read" ? (
          <p role="status" className="flex items-start gap-2 font-medium">
            {reading.job.read_quality === "good" ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
            )}
            {reading.job.message ?? ocrReadQualityMessages[reading.job.read_quality]}
          </p>
        ) : null}
        {reading.phase === "failed" ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {reading.message}
          </p>
        ) : null}
        {reading.phase === "failed" ||
        (reading.phase === "read" && reading.job.read_quality === "unreadable") ? (
          <Button variant="secondary" className="mt-2" onClick={onTypeInstead}>
            Type it in instead
          </Button>
        ) : null}
      </div>
    </section>
  );
}
