import { describeHttpStatus, type ErrorCode } from "@siteready/domain/errors";
import { en, type MessageKey, type MessageRef, messageRef, wordMessage } from "@siteready/domain/i18n";

/**
 * An error a service throws on purpose; the error handler turns it into the catalogue's response. Its message is
 * a key and values (issue 49), worded in the reader's language when the answer is sent; the Error's own message
 * is the English, for logs.
 */
export class AppError extends Error {
  readonly messageRef: MessageRef;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: MessageRef,
    readonly options: { fieldErrors?: Record<string, string[]>; details?: Record<string, unknown> } = {},
  ) {
    const ref = message ?? describeHttpStatus(status).messageRef ?? { key: "error.other" };
    super(wordMessage(ref, en, "en"));
    this.name = "AppError";
    this.messageRef = ref;
  }
}

export const notFound = () => new AppError(404, "NOT_FOUND");

const refusalCodes = {
  400: "VALIDATION_FAILED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  410: "HTTP_ERROR",
} as const satisfies Record<number, ErrorCode>;

/** A refusal in the reader's words, by key: 400, 403 (not allowed), 404 (not there, or not yours), 409, 410. */
export const refused = (status: keyof typeof refusalCodes, key: MessageKey, values?: MessageRef["values"]) =>
  new AppError(status, refusalCodes[status], messageRef(key, values));

export const validationFailed = (fieldErrors: Record<string, string[]>, message?: MessageRef) =>
  new AppError(400, "VALIDATION_FAILED", message, { fieldErrors });

/** A write the disk or the bucket refused for want of room (the file storage adapters throw it; 507). */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super("The file storage is full", { cause });
    this.name = "StorageFullError";
  }
}
