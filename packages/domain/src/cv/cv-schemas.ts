import { z } from "zod";
import { sharedCompetenceEntrySchema } from "../competence/competence.ts";
import { encoded, optionalText, requiredText } from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { languages } from "../i18n/languages.ts";
import { PROJECT_DESCRIPTION_MAX_LENGTH, projectFieldLabels } from "../projects/project.ts";

/**
 * The CV builder (issue 21): a UK construction CV made from the profile. The worker chooses which contact
 * details it shows and writes the summary; everything else (cards, qualifications, projects, inductions) is read
 * from their records, so no fact on the CV is typed twice or invented.
 */

export const CV_SUMMARY_MAX_LENGTH = 800;
export const JOB_ADVERT_MAX_LENGTH = 6000;

export const cvSettingsFieldLabels = {
  summary: "cv.field.summary",
  show_email: "field.email",
  show_phone: "cv.field.phone",
  show_town: "cv.field.town",
  include_driving_licence: "cv.field.drivingLicence",
  right_to_work: "cv.field.rightToWork",
} as const satisfies Record<string, MessageKey>;

export const cvSettingsInputSchema = z.object({
  summary: optionalText(cvSettingsFieldLabels.summary, { maxLength: CV_SUMMARY_MAX_LENGTH }),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_town: z.boolean(),
  include_driving_licence: z.boolean(),
  right_to_work: z.boolean(),
});
export type CvSettingsInput = z.output<typeof cvSettingsInputSchema>;

const cvSettingsViewSchema = z.object({
  summary: z.string(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  show_town: z.boolean(),
  include_driving_licence: z.boolean(),
  right_to_work: z.boolean(),
});
export type CvSettingsView = z.infer<typeof cvSettingsViewSchema>;

const isoDate = z.string().describe("YYYY-MM-DD");

/** The CV itself, as every export (PDF, Word, text) and the page's preview show it. */
const cvDocumentSchema = z.object({
  name: z.string(),
  /** Only the contact details the worker chose; never the street address or date of birth. */
  contact: z.array(z.string()),
  trade: z.string().nullable(),
  summary: z.string(),
  /** Valid cards first, then expired ones. */
  cards: z.array(
    z.object({
      title: z.string(),
      registration_number: z.string().nullable(),
      expiry_date: isoDate.nullable(),
      expired: z.boolean(),
    }),
  ),
  qualifications: z.array(
    z.object({
      title: z.string(),
      issuing_authority: z.string().nullable(),
      issue_date: isoDate.nullable(),
      expiry_date: isoDate.nullable(),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      company: z.string().nullable(),
      role: z.string().nullable(),
      start_date: isoDate,
      end_date: isoDate.nullable(),
      description: z.string().nullable(),
    }),
  ),
  inductions: z.array(z.object({ site_name: z.string(), company_name: z.string(), induction_date: isoDate })),
  /** Training, courses, toolbox talks and CPD (issue 53), latest first; a confirmed one names who confirmed it. */
  competence: z.array(sharedCompetenceEntrySchema),
  /** Whether the CV states "Full driving licence held" (worded by key); never the licence's number. */
  driving_licence: z.boolean(),
  /** Whether the CV states the right to work in the UK, as the worker chose; the document is never part of it. */
  right_to_work: z.boolean(),
});
export type CvDocument = z.infer<typeof cvDocumentSchema>;

const cvAiStatusSchema = z.object({
  /** Whether an AI provider is set up on this server; without one the AI buttons are not shown. */
  configured: z.boolean(),
  /** When the worker agreed to send sections of their CV to the AI provider; null until they do. */
  consented_at: z.string().nullable(),
});

/** POST /api/cv/ai-consent: when the worker agreed. */
export const aiConsentSchema = z.object({ consented_at: z.string() });

export const cvViewSchema = z.object({
  cv: cvDocumentSchema,
  settings: cvSettingsViewSchema,
  /** Which optional lines the profile can fill, so the page offers only those choices. */
  available: z.object({
    email: z.boolean(),
    phone: z.boolean(),
    town: z.boolean(),
    driving_licence: z.boolean(),
  }),
  ai: cvAiStatusSchema,
});
export type CvView = z.infer<typeof cvViewSchema>;

export const cvExportFormats = ["pdf", "docx", "txt"] as const;
export type CvExportFormat = (typeof cvExportFormats)[number];

/**
 * The language of a document meant for an employer (the CV's files, the compliance pack): English unless the
 * worker chooses another (issue #38). Only headings and fixed words change; names stay exactly as written.
 */
export const documentLanguageSchema = z.enum(languages).default("en");

/** The CV download's query: `?language=pl` for a Polish CV. */
export const cvExportQuerySchema = z.object({ language: documentLanguageSchema });

// ---------------------------------------------------------------------------------------------------
// AI polish

const cvPolishTargets = ["summary", "project", "job_advert"] as const;

const cvPolishFieldLabels = {
  job_advert: "cv.ai.advert",
  project_id: "cv.ai.project",
} as const satisfies Record<string, MessageKey>;

/** What the worker asks the AI to improve; the server reads the section's text from their records. */
export const cvPolishRequestSchema = z.discriminatedUnion("target", [
  z.object({ target: z.literal("summary") }),
  z.object({ target: z.literal("project"), project_id: z.uuid(encoded("cv.ai.chooseProject")) }),
  z.object({
    target: z.literal("job_advert"),
    job_advert: requiredText(cvPolishFieldLabels.job_advert, { maxLength: JOB_ADVERT_MAX_LENGTH }),
  }),
]);
export type CvPolishRequest = z.input<typeof cvPolishRequestSchema>;

export const cvPolishResponseSchema = z.object({
  target: z.enum(cvPolishTargets),
  /** The worker's own words it improves (shown beside the suggestion). */
  original: z.string(),
  suggestion: z.string(),
});
export type CvPolishResponse = z.infer<typeof cvPolishResponseSchema>;

export const projectDescriptionInputSchema = z.object({
  description: optionalText(projectFieldLabels.description, { maxLength: PROJECT_DESCRIPTION_MAX_LENGTH }),
});
