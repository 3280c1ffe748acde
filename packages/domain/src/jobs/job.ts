import { z } from "zod";
import {
  encoded,
  type FieldLabel,
  fieldMessages,
  invalidChoiceMessage,
  optionalDate,
  optionalText,
  requiredChoice,
  requiredFormat,
  requiredMessage,
  requiredText,
  requiredUkPostcode,
  type TextFormat,
  tooLongMessage,
  whenFieldsValid,
} from "../fields/fields.ts";
import { normalizeUkOutcode, normalizeUkPostcode, sanitizeText } from "../fields/normalize.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import { formatMoneyIn } from "../i18n/formatting.ts";
import type { Language } from "../i18n/languages.ts";
import { messageRef } from "../i18n/message-ref-codec.ts";
import { formatMessage } from "../i18n/translate.ts";
import { findCardType } from "../skills-cards/card-schemes.ts";

/** The jobs board (spec §2 /jobs): a job a worker posts, an application to it, and the search over jobs. */

// ---------------------------------------------------------------------------------------------------
// Choices

export const trades = [
  "Groundworker",
  "Bricklayer",
  "Carpenter/Joiner",
  "Electrician",
  "Plumber",
  "Plasterer",
  "Scaffolder",
  "Labourer",
  "Plant Operator",
  "Steel Fixer",
  "Roofer",
  "Painter & Decorator",
  "Dryliner",
  "Site Manager",
  "Supervisor",
  "Other",
] as const;
export type Trade = (typeof trades)[number];

/**
 * Each trade's words, by the trade (the value stored on a job). Never by its English: "Supervisor" matched as
 * English text came out as the person who runs an induction (issue 49).
 */
export const tradeKeys: Record<Trade, MessageKey> = {
  Groundworker: "jobs.trade.groundworker",
  Bricklayer: "jobs.trade.bricklayer",
  "Carpenter/Joiner": "jobs.trade.carpenter",
  Electrician: "jobs.trade.electrician",
  Plumber: "jobs.trade.plumber",
  Plasterer: "jobs.trade.plasterer",
  Scaffolder: "jobs.trade.scaffolder",
  Labourer: "jobs.trade.labourer",
  "Plant Operator": "jobs.trade.plantOperator",
  "Steel Fixer": "jobs.trade.steelFixer",
  Roofer: "jobs.trade.roofer",
  "Painter & Decorator": "jobs.trade.painter",
  Dryliner: "jobs.trade.dryliner",
  "Site Manager": "jobs.trade.siteManager",
  Supervisor: "jobs.trade.supervisor",
  Other: "jobs.trade.other",
};

export const rateTypes = ["day_rate", "salary"] as const;
export type RateType = (typeof rateTypes)[number];

export const rateTypeKeys: Record<RateType, MessageKey> = {
  day_rate: "jobs.rateType.dayRate",
  salary: "jobs.rateType.salary",
};

export const contactPreferences = ["in_app", "phone", "email"] as const;
export type ContactPreference = (typeof contactPreferences)[number];

export const contactPreferenceKeys: Record<ContactPreference, MessageKey> = {
  in_app: "jobs.contact.inApp",
  phone: "jobs.contact.phone",
  email: "jobs.contact.email",
};

export const jobStatuses = ["open", "closed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const applicationStatuses = ["applied", "shortlisted", "declined"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationStatusKeys: Record<ApplicationStatus, MessageKey> = {
  applied: "jobs.applicationStatus.applied",
  shortlisted: "jobs.applicationStatus.shortlisted",
  declined: "jobs.applicationStatus.declined",
};

// ---------------------------------------------------------------------------------------------------
// Money: rates are typed in pounds and stored in whole pence, so sums never drift.

/** Upper limits that catch a slipped key (a day rate of £18,000) without capping real pay. */
const MAX_DAY_RATE_POUNDS = 5_000;
const MAX_SALARY_POUNDS = 250_000;

export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}

export function penceToPounds(pence: number): number {
  return pence / 100;
}

/** 18000 → '£180', 18050 → '£180.50', 3200000 → '£32,000' (en-GB, GBP: spec §9). */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(pence) / 100);
  const fraction = Math.abs(pence) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}£${grouped}${fraction === 0 ? "" : `.${String(fraction).padStart(2, "0")}`}`;
}

/**
 * Pence in the language's way of writing pounds: English keeps the spec's '£5' and '£4.99'; another language
 * writes the sign after the amount, '4,99 £', and like English no pence when the amount is whole, '5 £'.
 */
export function formatPenceIn(pence: number, language: Language): string {
  if (language === "en") return formatPence(pence);
  return formatMoneyIn(pence / 100, language, pence % 100 === 0 ? { maximumFractionDigits: 0 } : undefined);
}

/** '£180 a day', '£32,000 a year'. */
export function formatRate(ratePence: number, rateType: RateType): string {
  return `${formatPence(ratePence)} ${rateType === "day_rate" ? "a day" : "a year"}`;
}

/**
 * A rate in the language's words and way of writing money (the language's catalogue must be the one given):
 * '£180 a day' in English, exactly as formatRate; '180 £ dziennie' in Polish.
 */
export function formatRateIn(
  ratePence: number,
  rateType: RateType,
  language: Language,
  catalogue: Catalogue,
): string {
  return formatMessage(catalogue, language, rateType === "day_rate" ? "jobs.rate.day" : "jobs.rate.year", {
    amount: formatPenceIn(ratePence, language),
  });
}

const rateMessages = {
  invalid: encoded("jobs.validation.rateInvalid"),
  notPositive: encoded("jobs.validation.rateNotPositive"),
  dayRateTooHigh: encoded("jobs.validation.dayRateTooHigh", {
    amount: formatPence(MAX_DAY_RATE_POUNDS * 100),
  }),
  salaryTooHigh: encoded("jobs.validation.salaryTooHigh", { amount: formatPence(MAX_SALARY_POUNDS * 100) }),
} as const;

// Forms send text ('£32,000'), API clients may send a number; both are read as pounds with up to 2 decimals.
const poundsPattern = /^\d+(\.\d{1,2})?$/;

export function readPounds(label: FieldLabel) {
  return z
    .union([z.number(), z.string()], { error: () => requiredMessage(label) })
    .transform((raw, ctx): number => {
      let pounds: number;
      if (typeof raw === "number") {
        pounds = raw;
        if (!Number.isFinite(pounds) || Math.abs(poundsToPence(pounds) - pounds * 100) > 1e-6) {
          ctx.issues.push({ code: "custom", message: rateMessages.invalid, input: raw });
          return z.NEVER;
        }
      } else {
        const text = sanitizeText(raw).replace(/[£,\s]/g, "");
        if (text === "") {
          ctx.issues.push({ code: "custom", message: requiredMessage(label), input: raw });
          return z.NEVER;
        }
        if (!poundsPattern.test(text)) {
          ctx.issues.push({ code: "custom", message: rateMessages.invalid, input: raw });
          return z.NEVER;
        }
        pounds = Number(text);
      }
      if (pounds <= 0) {
        ctx.issues.push({ code: "custom", message: rateMessages.notPositive, input: raw });
        return z.NEVER;
      }
      return pounds;
    });
}

// ---------------------------------------------------------------------------------------------------
// A job

export const jobFieldLabels = {
  title: "jobs.field.title",
  trade: "jobs.field.trade",
  description: "jobs.field.description",
  site_postcode: "jobs.field.sitePostcode",
  rate_type: "jobs.field.rateType",
  rate: "jobs.field.rate",
  start_date: "jobs.field.startDate",
  duration: "jobs.field.duration",
  required_card_types: "jobs.field.requiredCards",
  contact_preference: "jobs.field.contactPreference",
} as const satisfies Record<string, MessageKey>;

const JOB_TITLE_MAX_LENGTH = 120;
export const JOB_DESCRIPTION_MIN_LENGTH = 20;
export const JOB_DESCRIPTION_MAX_LENGTH = 4000;
const JOB_DURATION_MAX_LENGTH = 60;
export const MAX_REQUIRED_CARDS = 10;

function lengthBetween(label: FieldLabel, min: number, max: number): TextFormat {
  return (value) => {
    if (value.length < min)
      return { error: encoded("jobs.validation.tooShort", { label: messageRef(label), min }) };
    if (value.length > max) return { error: tooLongMessage(label, max) };
    return { value };
  };
}

export const tooManyCardsMessage = encoded("jobs.validation.tooManyCards", { max: MAX_REQUIRED_CARDS });

const requiredCardTypes = z
  .array(z.string({ error: () => invalidChoiceMessage("choice.cardType") }), {
    error: () => invalidChoiceMessage("choice.cardType"),
  })
  .nullish()
  .transform((values, ctx): string[] => {
    // Duplicates are dropped quietly: picking the same card twice means the same thing.
    const unique = [...new Set((values ?? []).map((value) => sanitizeText(value)).filter(Boolean))];
    for (const value of unique) {
      if (!findCardType(value)) {
        ctx.issues.push({ code: "custom", message: invalidChoiceMessage("choice.cardType"), input: value });
        return z.NEVER;
      }
    }
    if (unique.length > MAX_REQUIRED_CARDS) {
      ctx.issues.push({ code: "custom", message: tooManyCardsMessage, input: values });
      return z.NEVER;
    }
    return unique;
  });

export const jobInputSchema = z
  .object({
    title: requiredText(jobFieldLabels.title, { maxLength: JOB_TITLE_MAX_LENGTH }),
    trade: requiredChoice(jobFieldLabels.trade, trades, "choice.trade"),
    description: requiredFormat(
      jobFieldLabels.description,
      lengthBetween(jobFieldLabels.description, JOB_DESCRIPTION_MIN_LENGTH, JOB_DESCRIPTION_MAX_LENGTH),
    ),
    site_postcode: requiredUkPostcode(jobFieldLabels.site_postcode),
    rate_type: requiredChoice(jobFieldLabels.rate_type, rateTypes, "choice.rateType"),
    /** In pounds (a day, or a year for a salary); the server stores pence. */
    rate: readPounds(jobFieldLabels.rate),
    start_date: optionalDate(jobFieldLabels.start_date),
    duration: optionalText(jobFieldLabels.duration, { maxLength: JOB_DURATION_MAX_LENGTH }),
    required_card_types: requiredCardTypes,
    contact_preference: requiredChoice(
      jobFieldLabels.contact_preference,
      contactPreferences,
      "choice.contactPreference",
    ),
  })
  .superRefine(
    (job, ctx) => {
      const limit = job.rate_type === "day_rate" ? MAX_DAY_RATE_POUNDS : MAX_SALARY_POUNDS;
      if (job.rate > limit) {
        ctx.addIssue({
          code: "custom",
          path: ["rate"],
          message: job.rate_type === "day_rate" ? rateMessages.dayRateTooHigh : rateMessages.salaryTooHigh,
        });
      }
    },
    { when: whenFieldsValid("rate", "rate_type") },
  );

export type JobFormValues = z.input<typeof jobInputSchema>;
export type JobInput = z.output<typeof jobInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Applications

export const APPLICATION_MESSAGE_MIN_LENGTH = 10;
export const APPLICATION_MESSAGE_MAX_LENGTH = 1000;

export const jobApplicationInputSchema = z.object({
  message: requiredFormat(
    "field.message",
    lengthBetween("field.message", APPLICATION_MESSAGE_MIN_LENGTH, APPLICATION_MESSAGE_MAX_LENGTH),
  ),
});
export type JobApplicationFormValues = z.input<typeof jobApplicationInputSchema>;
export type JobApplicationInput = z.output<typeof jobApplicationInputSchema>;

/** What a poster can set: an application starts as 'applied'. */
const applicationDecisions = ["shortlisted", "declined"] as const;
export type ApplicationDecision = (typeof applicationDecisions)[number];

export const applicationStatusUpdateSchema = z.object({
  status: requiredChoice("jobs.field.status", applicationDecisions, "choice.status"),
});

// ---------------------------------------------------------------------------------------------------
// Search

export const DEFAULT_SEARCH_RADIUS_MILES = 25;
export const MIN_SEARCH_RADIUS_MILES = 1;
export const MAX_SEARCH_RADIUS_MILES = 200;
const DEFAULT_JOBS_PAGE_SIZE = 20;
const MAX_JOBS_PAGE_SIZE = 50;
export const SEARCH_TEXT_MAX_LENGTH = 200;

/** 'sw1a1aa' → 'SW1A 1AA', ' m1 ' → 'M1': a full postcode or its first half; null otherwise. */
export function normalizeUkPlace(value: string): string | null {
  const text = sanitizeText(value);
  return normalizeUkPostcode(text) ?? normalizeUkOutcode(text);
}

// Query strings arrive as text, and an empty form field as ''; both read as "not given".
export const blankToUndefined = (value: unknown) =>
  value === "" || value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export function wholeNumberBetween(label: FieldLabel, min: number, max: number, fallback: number) {
  const message = encoded("jobs.validation.wholeNumber", { label: messageRef(label), min, max });
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: () => message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .default(fallback),
  );
}

export const queryFlag = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.enum(["true", "false", "1", "0", "on", "off"])], {
      error: () => encoded("jobs.validation.yesOrNo"),
    })
    .transform((value) => value === true || value === "true" || value === "1" || value === "on")
    .default(false),
);

/** An optional postcode or outcode ("M1") typed into a "near" box, normalised. */
export const optionalUkPlace = z.preprocess(
  blankToUndefined,
  z
    .string()
    .transform((value, ctx): string => {
      const place = normalizeUkPlace(value);
      if (place === null) {
        ctx.issues.push({ code: "custom", message: fieldMessages.postcode, input: value });
        return z.NEVER;
      }
      return place;
    })
    .optional(),
);

export const jobSearchFieldLabels = {
  q: "jobs.search.submit",
  trade: "jobs.field.trade",
  near: "field.near",
  radius_miles: "jobs.field.distance",
  min_rate: "jobs.field.minRate",
  only_matching: "jobs.field.onlyMatching",
  page: "jobs.field.page",
  page_size: "field.pageSize",
} as const satisfies Record<string, MessageKey>;

export const jobSearchQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    optionalText(jobSearchFieldLabels.q, { maxLength: SEARCH_TEXT_MAX_LENGTH }),
  ),
  trade: z.preprocess(
    blankToUndefined,
    requiredChoice(jobSearchFieldLabels.trade, trades, "choice.trade").optional(),
  ),
  /** A postcode or outcode; without it the search is near the worker's own postcode, when there is one. */
  near: optionalUkPlace,
  radius_miles: wholeNumberBetween(
    jobSearchFieldLabels.radius_miles,
    MIN_SEARCH_RADIUS_MILES,
    MAX_SEARCH_RADIUS_MILES,
    DEFAULT_SEARCH_RADIUS_MILES,
  ),
  /** Pounds a day; salaried jobs drop out of the results when it is set. */
  min_rate: z.preprocess(blankToUndefined, readPounds(jobSearchFieldLabels.min_rate).optional()),
  only_matching: queryFlag,
  page: wholeNumberBetween(jobSearchFieldLabels.page, 1, 10_000, 1),
  page_size: wholeNumberBetween(
    jobSearchFieldLabels.page_size,
    1,
    MAX_JOBS_PAGE_SIZE,
    DEFAULT_JOBS_PAGE_SIZE,
  ),
});

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;
