import { notFound } from "./app-error.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID names no record: answer 404 (as for another's record), not a database error. */
export function assertRecordId(id: string): void {
  if (!uuidPattern.test(id)) throw notFound();
}
