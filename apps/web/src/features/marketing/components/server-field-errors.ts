import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * Shows a 400's per-field messages under the fields they belong to, so a rule only the server can check
 * (or a form that slipped past the browser's checks) still points at the right box.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const field of fields) {
    const message = error.fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}
