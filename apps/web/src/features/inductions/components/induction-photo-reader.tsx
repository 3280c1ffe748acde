import { decodeMessageRef } from "@siteready/domain/i18n";
import { ocrReadQualityMessages } from "@siteready/domain/inductions";
import { Camera, CircleAlert, CircleCheck, ImageUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { PhotoReading } from "../api/read-induction-photo.ts";

const accept = "image/jpeg,image/png,image/webp";

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
  /** Shown before a useless upload (in the worker's words); the server checks the file's content again. */
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
  const { t, tm, say } = useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const chosenId = `${inputId}-chosen`;
  const progress = progressOf(reading);
  const busy = reading.phase === "uploading" || reading.phase === "reading";
  // The browser's own picker would say "No file chosen" while the photo is read (its value is cleared so the same
  // photo can be chosen again), in its own language: the picker shows the photo's name instead.
  const [chosen, setChosen] = useState<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const photo = input.files?.[0];
    input.value = "";
    if (!photo) return;
    if (photo.type !== "" && !accept.split(",").includes(photo.type)) {
      onInvalidType(t("inductions.photo.invalidType"));
      return;
    }
    setChosen(photo.name);
    onPhoto(photo);
  }

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface-muted p-4"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Camera aria-hidden="true" className="size-5" />
        {t("inductions.photo.title")}
      </h3>
      <p id={hintId} className="text-sm text-muted">
        {t("inductions.photo.hint")}
      </p>
      <label htmlFor={inputId} className="font-medium">
        {t("inductions.photo.label")}
      </label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={busy}
          aria-describedby={`${hintId} ${chosenId} ${statusId}`}
          onChange={handleChange}
          className="peer sr-only"
        />
        {/* The input's look: its name comes from the label above, so this one is hidden from screen readers. */}
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-accent px-4 font-semibold text-on-accent peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <ImageUp aria-hidden="true" className="size-5" />
          {t("inductions.photo.choose")}
        </label>
        <span id={chosenId} className="min-w-0 text-sm break-all text-muted">
          {chosen ?? t("inductions.photo.noneChosen")}
        </span>
      </div>
      {progress !== null ? (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={progress}
            aria-label={t("inductions.photo.progress")}
            className="h-3 w-full accent-accent"
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              {reading.phase === "uploading"
                ? t("inductions.photo.sending")
                : reading.phase === "reading" && reading.status === "queued"
                  ? t("inductions.photo.waiting")
                  : t("inductions.photo.reading")}
            </p>
            <Button variant="ghost" onClick={onCancel}>
              {t("inductions.photo.cancel")}
            </Button>
          </div>
          <Button variant="secondary" onClick={onTypeInstead}>
            {t("inductions.photo.typeInstead")}
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
            {/* The server's reasons are English; the catalogue has each of them. */}
            {tm(reading.job.message ?? ocrReadQualityMessages[reading.job.read_quality])}
          </p>
        ) : null}
        {reading.phase === "failed" ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {decodeMessageRef(reading.message) ? say(reading.message) : tm(reading.message)}
          </p>
        ) : null}
        {reading.phase === "failed" ||
        (reading.phase === "read" && reading.job.read_quality === "unreadable") ? (
          <Button variant="secondary" className="mt-2" onClick={onTypeInstead}>
            {t("inductions.photo.typeInstead")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
