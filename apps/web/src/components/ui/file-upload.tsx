import type { MessageKey } from "@siteready/domain";
import { FileText, ImageUp } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { shrinkImage } from "../../lib/shrink-image.ts";
import { uploadFile } from "../../lib/upload.ts";
import { Button } from "./button.tsx";
import { Photo } from "./photo.tsx";

type FileUploadKind = "image" | "image-or-pdf";

const allowedTypes: Record<FileUploadKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp"],
  "image-or-pdf": ["image/jpeg", "image/png", "image/webp", "application/pdf"],
};

/** The server's messages (it checks the file's content again); shown before a useless upload. */
const invalidTypeMessages = {
  image: "shell.ui.upload.invalidImage",
  "image-or-pdf": "shell.ui.upload.invalidImageOrPdf",
} as const satisfies Record<FileUploadKind, MessageKey>;

interface FileUploadProps<T> {
  label: string;
  /** The input's accept attribute, e.g. "image/jpeg,image/png,image/webp". */
  accept: string;
  uploadUrl: string;
  onUploaded: (response: T) => void;
  currentUrl?: string | null | undefined;
  currentThumbnailUrl?: string | null | undefined;
  kind?: FileUploadKind;
  hint?: string | undefined;
}

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number; fileName: string }
  | { phase: "done"; fileName: string }
  | { phase: "failed"; message: string };

/**
 * A labelled file picker that uploads at once (photos shrunk first), with a progress bar, the server's
 * message on failure and the current thumbnail. `capture` is not set, so phones offer both the camera and saved photos.
 */
export function FileUpload<T>({
  label,
  accept,
  uploadUrl,
  onUploaded,
  currentUrl,
  currentThumbnailUrl,
  kind = "image",
  hint,
}: FileUploadProps<T>) {
  const inputId = useId();
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const { t, tm } = useT();

  // Leaving the page stops an upload still under way.
  useEffect(() => () => controller.current?.abort(), []);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still fires a change.
    input.value = "";
    if (!file) return;
    // An empty type (some phones) is left to the server, which reads the content anyway.
    if (file.type !== "" && !allowedTypes[kind].includes(file.type)) {
      setState({ phase: "failed", message: t(invalidTypeMessages[kind]) });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: "uploading", percent: 0, fileName: file.name });
    try {
      // A phone photo goes up at 2000 px at most: well under 1 MB instead of several.
      const upload = await shrinkImage(file);
      if (current.signal.aborted) throw current.signal.reason;
      const response = await uploadFile<T>(
        uploadUrl,
        upload,
        (percent) => setState({ phase: "uploading", percent, fileName: file.name }),
        current.signal,
      );
      onUploaded(response);
      setState({ phase: "done", fileName: file.name });
    } catch (error) {
      if (current.signal.aborted) {
        setState({ phase: "idle" });
        return;
      }
      setState({
        phase: "failed",
        message: error instanceof Error ? tm(error.message) : t("shell.ui.upload.failed"),
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  const describedBy = [hintId, state.phase === "failed" ? errorId : undefined].filter(Boolean).join(" ");

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {currentThumbnailUrl ? (
        <Photo
          url={currentThumbnailUrl}
          alt={t("shell.ui.upload.current", { label })}
          width={112}
          height={112}
          className="size-28 rounded-lg border border-border object-cover"
        />
      ) : currentUrl ? (
        <a
          href={currentUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-2"
        >
          <FileText aria-hidden="true" className="size-5" />
          {t("shell.ui.upload.viewCurrent")}
        </a>
      ) : null}
      <div className="flex items-center gap-3">
        <ImageUp aria-hidden="true" className="size-6 shrink-0 text-muted" />
        <input
          id={inputId}
          type="file"
          accept={accept}
          disabled={state.phase === "uploading"}
          aria-invalid={state.phase === "failed" ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={handleChange}
          className="min-h-11 w-full rounded-lg border border-border bg-surface p-1 text-base text-text file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-surface-muted file:px-4 file:font-semibold file:text-text"
        />
      </div>
      {state.phase === "uploading" ? (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={state.percent}
            aria-label={t("shell.ui.upload.uploadingFile", { file: state.fileName })}
            className="h-3 w-full accent-accent"
          />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm" aria-live="polite">
              {t("shell.ui.upload.uploading", { percent: state.percent })}
            </p>
            <Button variant="ghost" onClick={() => controller.current?.abort()}>
              {t("form.cancel")}
            </Button>
          </div>
        </div>
      ) : null}
      {state.phase === "done" ? (
        <p role="status" className="text-sm font-medium">
          {t("shell.ui.upload.uploaded", { file: state.fileName })}
        </p>
      ) : null}
      {state.phase === "failed" ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
