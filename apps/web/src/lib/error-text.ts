import { ApiError } from "./api-client.ts";

/** The words to show for a failed action: the field's own message for a 400, else the catalogue's. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fieldErrors)[0]?.[0] ?? error.message;
  return "Something went wrong. Please try again.";
}
