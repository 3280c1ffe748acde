import { describeNetworkFailure } from "@siteready/domain/errors";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from "@siteready/domain/files";
import { ApiError, apiErrorFromBody, noteResponseStatus, withStepUp } from "./api-client.ts";

export { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where the file goes in the multipart form, and any text fields sent with it. */
export interface UploadFormOptions {
  /** The file's field; 'file' unless an endpoint names another (OCR takes 'image'). */
  field?: string;
  fields?: Record<string, string>;
}

/**
 * Uploads `file` as multipart field 'file' (or `form.field`) and resolves with the server's JSON answer. XMLHttpRequest rather
 * than fetch, because only it reports upload progress. Never retried on a failure: a repeat on a poor signal would
 * send 10MB again; the user chooses to try again. A file that needs a step-up (a right-to-work document) is sent
 * again once the user confirmed it's them.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  form: UploadFormOptions = {},
): Promise<T> {
  return withStepUp(() => sendFile<T>(url, file, onProgress, signal, form));
}

function sendFile<T>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal | undefined,
  form: UploadFormOptions,
): Promise<T> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(
      new ApiError(
        {
          code: "PAYLOAD_TOO_LARGE",
          category: "validation",
          severity: "low",
          message: FILE_TOO_LARGE_MESSAGE,
        },
        { status: 413 },
      ),
    );
  }
  if (signal?.aborted) return Promise.reject(new ApiError(describeNetworkFailure("cancelled")));

  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    const settle = () => signal?.removeEventListener("abort", onAbort);

    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener("load", () => {
      settle();
      const json = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve(json as T);
      } else {
        noteResponseStatus(url, request.status);
        void apiErrorFromBody(request.status, json, request.statusText).then(reject);
      }
    });
    request.addEventListener("error", () => {
      settle();
      reject(new ApiError(describeNetworkFailure("unreachable")));
    });
    request.addEventListener("abort", () => {
      settle();
      reject(new ApiError(describeNetworkFailure("cancelled")));
    });
    signal?.addEventListener("abort", onAbort);

    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields ?? {})) body.append(name, value);
    body.append(form.field ?? "file", file);
    onProgress(0);
    request.send(body);
  });
}
