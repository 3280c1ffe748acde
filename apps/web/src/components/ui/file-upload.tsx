import type { UploadRoute } from "@siteready/domain/endpoint";
import type { MessageKey } from "@siteready/domain/i18n";
import { FileText } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { ApiError } from "../../lib/api-client.ts";
import { shrinkImage } from "../../lib/shrink-image.ts";
import { type UploadAnswer, type UploadCall, uploadFile } from "../../lib/upload.ts";
import { Button } from "./button.tsx";
import { Photo } from "./photo.tsx";
import { PhotoSource } from "./photo-source.tsx";

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

interface FileUploadProps<U extends UploadRoute> {
  label: string;
  /** The input's accept attribute, e.g. "image/jpeg,image/png,image/webp". */
  accept: string;
  /** The declared upload and its path's parameters; its answer is what `onUploaded` gets. */
  upload: UploadCall<U>;
  onUploaded: (response: UploadAnswer<U>) => void;
  currentUrl?: string | null | undefined;
  currentThumbnailUrl?: string | null | undefined;
  kind?: FileUploadKind;
  hint?: string | undefined;
  /** The camera 'Take a photo' opens: the back one, or the front one for a photo of the worker. */
  camera?: "environment" | "user";
}

type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; percent: number; fileName: string }
  | { phase: "done"; fileName: string }
  | { phase: "failed"; message: string };

/**
 * A labelled photo (or file) that uploads at once (photos shrunk first), taken with the camera or chosen from
 * the gallery (`PhotoSource`), with a progress bar, the server's message on failure and the current thumbnail.
 */
export function FileUpload<U extends UploadRoute>({
  label,
  accept,
  upload: destination,
  onUploaded,
  currentUrl,
  currentThumbnailUrl,
  kind = "image",
  hint,
  camera = "environment",
}: FileUploadProps<U>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);
  const { t, word } = useT();

  // Leaving the page stops an upload still under way.
  useEffect(() => () => controller.current?.abort(), []);

  async function upload(file: File) {
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
      const response = await uploadFile(
        destination,
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
        message: error instanceof ApiError ? word(error.messageRef) : t("shell.ui.upload.failed"),
      });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }

  const describedBy = [hintId, state.phase === "failed" ? errorId : undefined].filter(Boolean).join(" ");

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium">{label}</legend>
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
      <PhotoSource
        accept={accept}
        kind={kind}
        camera={camera}
        disabled={state.phase === "uploading"}
        invalid={state.phase === "failed"}
        describedBy={describedBy || undefined}
        onFile={(file) => void upload(file)}
      />
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
    </fieldset>
  );
}
