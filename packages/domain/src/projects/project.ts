import { z } from "zod";
import {
  emailFormat,
  encoded,
  optionalDate,
  optionalFormat,
  optionalText,
  requiredDate,
  requiredText,
  requiredUkPostcode,
  type TextFormat,
  ukPostcodeFormat,
  whenFieldsValid,
} from "../fields/fields.ts";
import { phoneFormat } from "../fields/phone.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

/** Projects / History (spec §2 /projects): the sites a worker has worked on, shown as a timeline. */

export const projectFieldLabels = {
  name: "projects.field.name",
  company: "projects.field.company",
  role: "projects.field.role",
  site_postcode: "jobs.field.sitePostcode",
  start_date: "jobs.field.startDate",
  end_date: "projects.field.endDate",
  description: "jobs.field.description",
  reference_name: "projects.field.referenceName",
  reference_contact: "projects.field.referenceContact",
} as const satisfies Record<string, MessageKey>;

export const PROJECT_DESCRIPTION_MAX_LENGTH = 2000;

const endBeforeStartMessage = encoded("validation.endBeforeStart");
const referenceContactMessage = encoded("validation.referenceContact");

/** A referee is reached by phone or e-mail: an address is kept as typed, a number normalised to +44…. */
const phoneOrEmailFormat: TextFormat = (value) => {
  const result = value.includes("@") ? emailFormat(value) : phoneFormat(value);
  return "error" in result ? { error: referenceContactMessage } : result;
};

export const projectInputSchema = z
  .object({
    name: requiredText(projectFieldLabels.name, { maxLength: 120 }),
    company: optionalText(projectFieldLabels.company),
    role: optionalText(projectFieldLabels.role),
    site_postcode: optionalFormat(projectFieldLabels.site_postcode, ukPostcodeFormat),
    start_date: requiredDate(projectFieldLabels.start_date),
    /** None means the project is ongoing. */
    end_date: optionalDate(projectFieldLabels.end_date),
    description: optionalText(projectFieldLabels.description, { maxLength: PROJECT_DESCRIPTION_MAX_LENGTH }),
    reference_name: optionalText(projectFieldLabels.reference_name),
    reference_contact: optionalFormat(projectFieldLabels.reference_contact, phoneOrEmailFormat),
  })
  .refine((project) => project.end_date === undefined || project.end_date >= project.start_date, {
    message: endBeforeStartMessage,
    path: ["end_date"],
    when: whenFieldsValid("start_date", "end_date"),
  });

export type ProjectFormValues = z.input<typeof projectInputSchema>;
export type ProjectInput = z.output<typeof projectInputSchema>;

export function isProjectOngoing(project: { end_date?: string | null }): boolean {
  return !project.end_date;
}

/** Timeline order: ongoing projects first, then the latest start first. */
export function compareProjectsForTimeline(
  a: { start_date: string; end_date?: string | null },
  b: { start_date: string; end_date?: string | null },
): number {
  const ongoing = Number(isProjectOngoing(b)) - Number(isProjectOngoing(a));
  if (ongoing !== 0) return ongoing;
  return b.start_date.localeCompare(a.start_date);
}

// ---------------------------------------------------------------------------------------------------
// Job sites for the weather page (ongoing projects' sites are added to these)

export const jobSiteFieldLabels = {
  label: "places.field.siteName",
  postcode: "places.field.postcode",
} as const satisfies Record<string, MessageKey>;

export const jobSiteInputSchema = z.object({
  label: requiredText(jobSiteFieldLabels.label, { maxLength: 80 }),
  postcode: requiredUkPostcode(jobSiteFieldLabels.postcode),
});
export type JobSiteFormValues = z.input<typeof jobSiteInputSchema>;
export type JobSiteInput = z.output<typeof jobSiteInputSchema>;

/** A project as the projects API answers it (§2 /projects); the server's routes declare it, the web reads its type. */
export const projectViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  role: z.string().nullable(),
  site_postcode: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** No end date: still working there. */
  ongoing: z.boolean(),
  description: z.string().nullable(),
  reference_name: z.string().nullable(),
  reference_contact: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

export const projectListSchema = z.object({ projects: z.array(projectViewSchema) });
