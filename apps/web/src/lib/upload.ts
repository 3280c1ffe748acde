import { endpointUrl, type UploadInput, type UploadRoute } from "@siteready/domain/endpoint";
import { describeNetworkFailure } from "@siteready/domain/errors";
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from "@siteready/domain/files";
import type { z } from "zod";
import { ApiError, apiErrorFromBody, noteResponseStatus, withStepUp } from "./api-client.ts";

export { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An upload declared in @siteready/domain, with the parameters its path names (a record's id). */
export type UploadCall<U extends UploadRoute> = { route: U } & UploadInput<U>;

/** What a declared upload answers, parsed with its schema. */
export type UploadAnswer<U extends UploadRoute> = z.output<U["response"]>;

/**
 * Uploads `file` to a declared upload (decision 0024), in the multipart field it names ('file' unless another),
 * with any text `fields`, and resolves with the server's answer parsed with the declared schema: the caller
 * writes no path and names no answer type. XMLHttpRequest rather than fetch, because only it reports upload
 * progress. Never retried on a failure: a repeat on a poor signal would send 10MB again; the user chooses to
 * try again. A file that needs a step-up (a right-to-work document) is sent again once the user confirmed it's
 * them.
 */
export function uploadFile<U extends UploadRoute>(
  call: UploadCall<U>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  fields: Record<string, string> = {},
): Promise<UploadAnswer<U>> {
  const { route } = call;
  const url = endpointUrl(route, call as { params?: Record<string, string> });
  const form = { field: route.field ?? "file", fields };
  return withStepUp(() => sendFile<U["response"]>(url, file, onProgress, signal, form, route.response));
}

function sendFile<Schema extends z.ZodType>(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal | undefined,
  form: { field: string; fields: Record<string, string> },
  answer: Schema,
): Promise<z.output<Schema>> {
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

  return new Promise<z.output<Schema>>((resolve, reject) => {
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
        // An answer the declaration does not describe rejects here, not later in the caller's code.
        const parsed = answer.safeParse(json);
        if (parsed.success) resolve(parsed.data);
        else reject(parsed.error);
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
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append(form.field, file);
    onProgress(0);
    request.send(body);
  });
}
