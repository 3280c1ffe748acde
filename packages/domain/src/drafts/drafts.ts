/** Saved form state (drafts) of spec §3/§5/§9. */

export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const DRAFT_AUTOSAVE_MS = 30 * 1000;
export const DRAFT_CLEANUP_MS = 24 * 60 * 60 * 1000;

export const draftFormTypes = [
  "skillsCard",
  "qualification",
  "personalDetails",
  "nextOfKin",
  "bankDetails",
  "taxDetails",
  "documents",
] as const;
export type DraftFormType = (typeof draftFormTypes)[number];

/**
 * Per form, the fields that make a draft worth saving and the file fields, exactly as §3 lists them.
 * A file on its own does not make a draft: only its name, size and type are kept, so it cannot be restored.
 */
export const draftFormFields = {
  skillsCard: {
    fields: ["card_type", "registration_number", "expiry_date"],
    fileFields: ["front_image_file", "back_image_file"],
  },
  qualification: {
    fields: ["type", "number", "issue_date", "issuing_authority"],
    fileFields: ["document_file"],
  },
  personalDetails: { fields: ["first_name", "last_name", "email"], fileFields: ["profile_image_file"] },
  // §3 names the contact's fields name and phone; the record (and its form) splits the name and calls the
  // phone mobile_number, so those count too.
  nextOfKin: {
    fields: ["name", "relationship", "phone", "first_name", "last_name", "mobile_number"],
    fileFields: [],
  },
  bankDetails: { fields: ["account_number", "sort_code", "bank_name"], fileFields: [] },
  taxDetails: { fields: ["ni_number", "employment_type", "cis_status"], fileFields: [] },
  documents: { fields: ["document_type", "document_number"], fileFields: ["document_file"] },
} as const satisfies Record<DraftFormType, { fields: readonly string[]; fileFields: readonly string[] }>;

/**
 * §5: never written to a draft, whatever the form. The fields the server encrypts at rest (bank account, sort
 * code, NI number, UTRs) are kept out too: a draft sits in the browser's storage in plain text for up to 7 days,
 * on phones that are often shared on site.
 */
export const neverSavedDraftFields = [
  "password",
  "confirm_password",
  "auth_token",
  "account_number",
  "sort_code",
  "ni_number",
  "personal_utr",
  "company_utr",
] as const;

/** What is kept of a file: enough to say "you had attached photo.jpg". */
export interface DraftFileInfo {
  name: string;
  size: number;
  type: string;
}

type DraftValue = string | number | boolean | null | DraftValue[] | { [key: string]: DraftValue };
type DraftData = { [key: string]: DraftValue };

export interface Draft {
  data: DraftData;
  /** Milliseconds since the epoch when the draft was built. */
  timestamp: number;
  formType: DraftFormType;
}

const neverSavedKeys = new Set(neverSavedDraftFields.map((field) => field.replaceAll("_", "")));

/** Also catches camelCase spellings (confirmPassword, authToken) and any other password field. */
export function isNeverSavedDraftField(key: string): boolean {
  const normalized = key.replaceAll("_", "").toLowerCase();
  return neverSavedKeys.has(normalized) || normalized.includes("password");
}

/** Any File-like object (a browser File, or a test double): no DOM types needed. */
export function isFileLike(value: unknown): value is DraftFileInfo {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.name === "string" &&
    typeof candidate.size === "number" &&
    typeof candidate.type === "string"
  );
}

/** A JSON-safe copy: files reduced to name, size and type; functions and undefined dropped. */
function toDraftValue(value: unknown): DraftValue | undefined {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (isFileLike(value)) return { name: value.name, size: value.size, type: value.type };
  if (Array.isArray(value)) {
    return value.map(toDraftValue).filter((item): item is DraftValue => item !== undefined);
  }
  if (typeof value === "object") return toDraftData(value as Record<string, unknown>);
  return undefined;
}

function toDraftData(values: Readonly<Record<string, unknown>>): DraftData {
  const data: DraftData = {};
  for (const [key, value] of Object.entries(values)) {
    if (isNeverSavedDraftField(key)) continue;
    const kept = toDraftValue(value);
    if (kept !== undefined) data[key] = kept;
  }
  return data;
}

/** Whether a form value counts as filled in: text that is not blank, a number, true, or a non-empty list. */
export function isMeaningfulValue(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.some(isMeaningfulValue);
  return false;
}

/**
 * The draft to save for a form, or null when none of its meaningful fields is filled in (§5).
 * Values other than the meaningful fields are kept too, apart from the never-saved ones.
 */
export function buildDraft(
  formType: DraftFormType,
  values: Readonly<Record<string, unknown>>,
  now: Date,
): Draft | null {
  const { fields } = draftFormFields[formType];
  if (!fields.some((field) => isMeaningfulValue(values[field]))) return null;
  return { data: toDraftData(values), timestamp: now.getTime(), formType };
}

/** A draft expires 7 days after it was saved; a draft with an unreadable timestamp counts as expired. */
export function isDraftExpired(draft: Pick<Draft, "timestamp">, now: Date): boolean {
  if (!Number.isFinite(draft.timestamp)) return true;
  return now.getTime() - draft.timestamp >= DRAFT_TTL_MS;
}

const DRAFT_STORAGE_PREFIX = "siteready:draft:";

/**
 * A draft belongs to one user: 'siteready:draft:<userId>:skillsCard' for a new record,
 * 'siteready:draft:<userId>:skillsCard:<id>' when editing one. The next person on a shared phone is never
 * offered it.
 */
export function draftStorageKey(userId: string, formType: DraftFormType, recordId?: string): string {
  const key = `${DRAFT_STORAGE_PREFIX}${userId}:${formType}`;
  return recordId ? `${key}:${recordId}` : key;
}

export function isDraftStorageKey(key: string): boolean {
  return key.startsWith(DRAFT_STORAGE_PREFIX);
}
