// Reading a draft back, apart from the draft rules (drafts.ts) that the web app loads at start to clear
// drafts on sign-out: this builds a zod schema, which only the forms need.
import { z } from "zod";
import { type Draft, draftFormTypes } from "./drafts.ts";

const draftSchema = z.object({
  data: z.record(z.string(), z.json()),
  timestamp: z.number(),
  formType: z.enum(draftFormTypes),
});

/** Reads a draft back from storage (already JSON-parsed); null for anything that is not a draft. */
export function parseStoredDraft(value: unknown): Draft | null {
  const result = draftSchema.safeParse(value);
  return result.success ? result.data : null;
}
