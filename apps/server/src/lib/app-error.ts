import { describeHttpStatus, type ErrorCode } from "@siteready/domain/errors";

/** An error a service throws on purpose; the error handler turns it into the catalogue's response. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly options: { fieldErrors?: Record<string, string[]>; details?: Record<string, unknown> } = {},
  ) {
    super(message ?? describeHttpStatus(status).message);
    this.name = "AppError";
  }
}

export const notFound = () => new AppError(404, "NOT_FOUND");

export const validationFailed = (fieldErrors: Record<string, string[]>, message?: string) =>
  new AppError(400, "VALIDATION_FAILED", message, { fieldErrors });

/** A write the disk or the bucket refused for want of room (the file storage adapters throw it; 507). */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super("The file storage is full", { cause });
    this.name = "StorageFullError";
  }
}
