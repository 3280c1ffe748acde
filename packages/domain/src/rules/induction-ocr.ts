import { z } from "zod";
import { type PpeItemId, ppeItemIds, ppeItems } from "../schemas/induction.ts";
import { parseUkDate } from "./uk-date.ts";

/**
 * Reading an induction record from the text OCR found on a photo of the paper sheet (spec §7
 * POST /api/inductions/ocr). Paper sheets are "Label: value" forms; the labels vary by contractor, so each
 * field has the names sites commonly print. Names are kept exactly as read (no case changes); dates are
 * read the UK way and given as ISO. Every field carries the OCR confidence (0–100) of the line it came from.
 */

/** One line of OCR text with tesseract's confidence in it (0–100). */
export interface OcrLine {
  text: string;
  confidence: number;
}

const read = <T extends z.ZodType>(value: T) => z.object({ value, confidence: z.number() }).nullable();

/** Each field read from the sheet, or null when not found; also what the OCR job answers as `extracted_fields`. */
export const extractedFieldsSchema = z.object({
  site_name: read(z.string()),
  company_name: read(z.string()),
  project_name: read(z.string()),
  /** ISO YYYY-MM-DD. */
  date: read(z.string().describe("YYYY-MM-DD")),
  supervisor_name: read(z.string()),
  safety_briefing: read(z.boolean()),
  /** Checklist items found, plus what was listed that is not on the checklist. */
  ppe_requirements: z
    .object({ value: z.array(z.enum(ppeItemIds)), other: z.string().nullable(), confidence: z.number() })
    .nullable(),
});
export type ExtractedInductionFields = z.infer<typeof extractedFieldsSchema>;

export type ExtractedFieldName = keyof ExtractedInductionFields;
export const extractedFieldNames = [
  "site_name",
  "company_name",
  "project_name",
  "date",
  "supervisor_name",
  "safety_briefing",
  "ppe_requirements",
] as const satisfies readonly ExtractedFieldName[];

/** The labels printed on sheets, per field; matched at the start of a line, longest first. */
const fieldLabels: Record<ExtractedFieldName, readonly string[]> = {
  site_name: ["site name", "site address", "site", "location"],
  company_name: [
    "company name",
    "principal contractor",
    "main contractor",
    "contractor",
    "company",
    "employer",
  ],
  project_name: ["project name", "project", "contract name", "contract"],
  date: ["date of induction", "induction date", "date inducted", "date"],
  supervisor_name: [
    "supervisor name",
    "site supervisor",
    "supervisor",
    "inducted by",
    "site manager",
    "inductor",
  ],
  safety_briefing: [
    "safety briefing completed",
    "safety briefing given",
    "safety briefing",
    "briefing completed",
  ],
  ppe_requirements: ["ppe requirements", "ppe required", "required ppe", "ppe"],
};

const labelsLongestFirst = (Object.entries(fieldLabels) as Array<[ExtractedFieldName, readonly string[]]>)
  .flatMap(([field, labels]) => labels.map((label) => ({ field, label })))
  .sort((a, b) => b.label.length - a.label.length);

/** Separators OCR reads between a label and its value (a colon is often read as ; . or |). */
const separator = /^\s*[:;.|\-–—]*\s*/;

function matchLabel(text: string): { field: ExtractedFieldName; rest: string } | null {
  const line = text.trim();
  const lower = line.toLowerCase();
  for (const { field, label } of labelsLongestFirst) {
    if (!lower.startsWith(label)) continue;
    const after = line.slice(label.length);
    // A label is a whole word or words ("Sitemap" is not "Site"), and a value beside it follows a separator
    // ("Site induction record" is a title, not a site).
    if (/^[a-z0-9]/i.test(after)) continue;
    const gap = separator.exec(after)?.[0] ?? "";
    if (after.trim() !== "" && gap.trim() === "") continue;
    return { field, rest: after.slice(gap.length).trim() };
  }
  return null;
}

const yes = /^(yes|y|completed?|done|given|received|true|[✓✔☑x])\b/i;
const no = /^(no|n|not|false|none)\b/i;

function readYesNo(value: string): boolean | null {
  if (yes.test(value) || /^[✓✔☑]/.test(value)) return true;
  if (no.test(value)) return false;
  return null;
}

const ppeWords: ReadonlyArray<{ id: PpeItemId; pattern: RegExp }> = [
  { id: "hard_hat", pattern: /hard\s*hats?|helmets?|head protection/i },
  { id: "hi_vis", pattern: /hi[\s-]*vi[sz]|high[\s-]*visibility/i },
  { id: "safety_boots", pattern: /boots|safety footwear|toe\s*caps?/i },
  { id: "gloves", pattern: /gloves/i },
  { id: "eye_protection", pattern: /eye protection|goggles|safety glasses|glasses|visor/i },
  { id: "ear_defenders", pattern: /ear defenders|ear protection|hearing protection|ear plugs/i },
  { id: "harness", pattern: /harness/i },
  { id: "dust_mask", pattern: /dust masks?|masks?|rpe|respirator/i },
];

function readPpe(value: string): { items: PpeItemId[]; other: string | null } {
  const parts = value
    .split(/[,;/]|\band\b/i)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const found = new Set<PpeItemId>();
  const other: string[] = [];
  for (const part of parts) {
    const match = ppeWords.find(({ pattern }) => pattern.test(part));
    if (match) found.add(match.id);
    else other.push(part);
  }
  return {
    items: ppeItems.map((item) => item.id).filter((id) => found.has(id)),
    other: other.length > 0 ? other.join(", ") : null,
  };
}

const roundedConfidence = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Finds each field's label and reads its value (on the same line, or on the next when the label stands alone). */
export function extractInductionFields(lines: readonly OcrLine[]): ExtractedInductionFields {
  const fields: ExtractedInductionFields = {
    site_name: null,
    company_name: null,
    project_name: null,
    date: null,
    supervisor_name: null,
    safety_briefing: null,
    ppe_requirements: null,
  };
  const usable = lines.filter((line) => line.text.trim() !== "");
  usable.forEach((line, index) => {
    const match = matchLabel(line.text);
    if (!match || fields[match.field] !== null) return;
    let value = match.rest;
    let confidence = line.confidence;
    const next = usable[index + 1];
    if (value === "" && next && !matchLabel(next.text)) {
      value = next.text.trim();
      confidence = next.confidence;
    }
    if (value === "") return;
    const conf = roundedConfidence(confidence);
    switch (match.field) {
      case "date": {
        const iso = parseUkDate(value);
        if (iso) fields.date = { value: iso, confidence: conf };
        return;
      }
      case "safety_briefing": {
        const answer = readYesNo(value);
        if (answer !== null) fields.safety_briefing = { value: answer, confidence: conf };
        return;
      }
      case "ppe_requirements": {
        const { items, other } = readPpe(value);
        fields.ppe_requirements = { value: items, other, confidence: conf };
        return;
      }
      default:
        fields[match.field] = { value, confidence: conf };
    }
  });
  return fields;
}

// ---------------------------------------------------------------------------------------------------
// How sure to be of a read (the browser marks each pre-filled field; the words live here so both sides agree)

/** At or above: the read is almost always right (measured on generated sheets, see the OCR bench). */
const OCR_CONFIDENT = 90;
/** Below: more often wrong than right. */
const OCR_DOUBTFUL = 60;

export type OcrFieldCertainty = "confident" | "check" | "doubtful";

export function ocrFieldCertainty(confidence: number): OcrFieldCertainty {
  if (confidence >= OCR_CONFIDENT) return "confident";
  return confidence >= OCR_DOUBTFUL ? "check" : "doubtful";
}

export const ocrCertaintyNotes: Record<OcrFieldCertainty, string> = {
  confident: "Read from your photo",
  check: "Check this: read from your photo",
  doubtful: "Check this: hard to read on your photo",
};

export const ocrReadQualities = ["good", "partial", "unreadable"] as const;
export type OcrReadQuality = (typeof ocrReadQualities)[number];

/**
 * Whether the photo was read well enough to help: unreadable when neither the site nor the company was found
 * (the sheet's first lines), partial when anything found is doubtful or a required field is missing.
 */
export function ocrReadQuality(fields: ExtractedInductionFields): OcrReadQuality {
  const found = extractedFieldNames.flatMap((name) => {
    const field = fields[name];
    return field ? [field] : [];
  });
  if (!fields.site_name && !fields.company_name) return "unreadable";
  const missingRequired = !fields.site_name || !fields.company_name || !fields.date;
  const doubtful = found.some((field) => ocrFieldCertainty(field.confidence) === "doubtful");
  return missingRequired || doubtful ? "partial" : "good";
}

export const ocrReadQualityMessages: Record<OcrReadQuality, string> = {
  good: "We read your induction sheet. Check each field, then save.",
  partial:
    "We could only read part of your sheet. Check the marked fields and fill in the rest, or retake the photo: flat, in good light, the whole sheet in view.",
  unreadable:
    "We could not read this photo. Retake it: hold the phone steady and straight over the sheet, in good light, with the whole sheet in view.",
};

/** Spec §8, word for word. */
export const ocrMessages = {
  processingFailed: "OCR processing failed",
  statusFailed: "Failed to get OCR status",
} as const;
