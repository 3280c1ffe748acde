/**
 * One record per real card, document or qualification (issue 36): the same type and identifying number twice
 * is the same thing saved twice. Numbers are compared in capitals and digits only, as the database's unique
 * indexes compare them (migration 0023), so "12 345-678" and "12345678" are one card.
 */

export type IdentifiedRecordKind = "skills_card" | "document" | "qualification";

/** The number as it is compared; null when nothing identifying is left (no number, or only punctuation). */
export function identifyingNumber(value: string | null | undefined): string | null {
  const compact = (value ?? "").toUpperCase().replace(/[^A-Z0-9]/g, "");
  return compact === "" ? null : compact;
}
