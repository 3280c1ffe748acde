import { z } from "zod";
import { toIsoDate } from "../fields/calendar-date.ts";
import {
  encoded,
  optionalDate,
  optionalText,
  requiredDate,
  requiredFormat,
  requiredText,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import type { MessageRef } from "../i18n/message-ref.ts";

/** Spec §4: the steps of a renewal, in the order they must be done. */
export const renewalSteps = [
  "start_renewal",
  "select_month",
  "find_test_center",
  "book_test",
  "complete_renewal",
] as const;
export type RenewalStep = (typeof renewalSteps)[number];

/** The steps a scheme without a test (NPORS traditional, for example) shows as not needed. */
const testOnlyRenewalSteps: readonly RenewalStep[] = ["find_test_center", "book_test"];

const renewalStepLabels: Record<RenewalStep, string> = {
  start_renewal: "Start the renewal",
  select_month: "Choose the month to renew",
  find_test_center: "Find a test centre",
  book_test: "Book your test",
  complete_renewal: "Apply for your new card",
};

/** Spec §9: renewals with no activity for longer than this are cleaned up. */
export const RENEWAL_IDLE_DAYS = 30;

const millisecondsPerDay = 86_400_000;

export function isRenewalStep(value: string): value is RenewalStep {
  return (renewalSteps as readonly string[]).includes(value);
}

/** One step of the §3 renewal workflow record. */
export interface RenewalStepState {
  completed: boolean;
  /** When the step was completed (ISO instant); null while it is not. */
  timestamp: string | null;
  metadata: Record<string, unknown>;
}

/** The §3 renewal workflow record: the steps, whether it was started, and when it last moved. */
export interface RenewalWorkflowRecord {
  steps: Record<RenewalStep, RenewalStepState>;
  started: boolean;
  /** ISO instant of the last change. */
  last_activity: string;
}

export interface WorkflowStepOutline {
  step: RenewalStep;
  label: string;
  /** False for the test steps of a scheme that needs no test. */
  needed: boolean;
}

/** Every step in order, with the test steps marked as not needed when the scheme needs no test. */
export function workflowSteps(testRequired: boolean): WorkflowStepOutline[] {
  return renewalSteps.map((step) => ({
    step,
    label: renewalStepLabels[step],
    needed: testRequired || !testOnlyRenewalSteps.includes(step),
  }));
}

function neededSteps(testRequired: boolean): RenewalStep[] {
  return workflowSteps(testRequired)
    .filter((view) => view.needed)
    .map((view) => view.step);
}

const emptyStep = (): RenewalStepState => ({ completed: false, timestamp: null, metadata: {} });

/** A record with no step done yet (not started). */
export function emptyWorkflowRecord(now: Date): RenewalWorkflowRecord {
  return {
    steps: Object.fromEntries(renewalSteps.map((step) => [step, emptyStep()])) as Record<
      RenewalStep,
      RenewalStepState
    >,
    started: false,
    last_activity: now.toISOString(),
  };
}

const stepStateSchema = z.object({
  completed: z.boolean().catch(false),
  timestamp: z.string().nullable().catch(null),
  metadata: z.record(z.string(), z.unknown()).catch({}),
});

/**
 * Reads stored steps (jsonb) defensively: a missing or damaged step reads as not done, so a record written
 * by an older version never breaks the page.
 */
export function readWorkflowSteps(stored: unknown): Record<RenewalStep, RenewalStepState> {
  const source = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    renewalSteps.map((step) => {
      const parsed = stepStateSchema.safeParse(source[step]);
      return [step, parsed.success ? parsed.data : emptyStep()];
    }),
  ) as Record<RenewalStep, RenewalStepState>;
}

/** Spec §4: the share of (needed) steps completed, as a whole percent. */
export function workflowProgress(record: RenewalWorkflowRecord, testRequired: boolean): number {
  const needed = neededSteps(testRequired);
  const done = needed.filter((step) => record.steps[step].completed).length;
  return Math.round((done / needed.length) * 100);
}

/** Spec §4: the first needed step not done; null when every step is done. */
export function nextStep(record: RenewalWorkflowRecord, testRequired: boolean): RenewalStep | null {
  return neededSteps(testRequired).find((step) => !record.steps[step].completed) ?? null;
}

/** Spec §4: a renewal is active while started and under 100 %. */
export function isWorkflowActive(record: RenewalWorkflowRecord, testRequired: boolean): boolean {
  return record.started && workflowProgress(record, testRequired) < 100;
}

/** The instant before which a renewal's last activity makes it idle (§9). */
export function renewalIdleCutoff(now: Date): Date {
  return new Date(now.getTime() - RENEWAL_IDLE_DAYS * millisecondsPerDay);
}

/** Spec §9: no activity for more than RENEWAL_IDLE_DAYS. */
export function isWorkflowIdle(record: Pick<RenewalWorkflowRecord, "last_activity">, now: Date): boolean {
  const lastActivity = Date.parse(record.last_activity);
  if (Number.isNaN(lastActivity)) return true;
  return lastActivity < renewalIdleCutoff(now).getTime();
}

// ---------------------------------------------------------------------------------------------------
// Step metadata

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

const renewalMetadataLabels = {
  month: "renewals.timeline.month",
  test_centre_name: "renewals.field.testCentre",
  test_centre_id: "field.testCentreId",
  booking_reference: "renewals.booking.reference",
  test_date: "renewals.booking.testDate",
  new_expiry_date: "renewals.field.newExpiryDate",
} as const satisfies Record<string, MessageKey>;

/** What each step records (§3 metadata): the chosen month, the test centre, the booking, the new expiry. */
export const renewalStepMetadataSchemas = {
  start_renewal: z.object({}),
  select_month: z.object({
    month: requiredFormat(renewalMetadataLabels.month, (value) =>
      monthPattern.test(value) ? { value } : { error: encoded("renewals.month.format") },
    ),
  }),
  find_test_center: z.object({
    test_centre_name: requiredText(renewalMetadataLabels.test_centre_name, { maxLength: 200 }),
    test_centre_id: optionalText(renewalMetadataLabels.test_centre_id, { maxLength: 100 }),
  }),
  book_test: z.object({
    booking_reference: requiredText(renewalMetadataLabels.booking_reference, { maxLength: 50 }),
    test_date: requiredDate(renewalMetadataLabels.test_date),
  }),
  complete_renewal: z.object({
    new_expiry_date: optionalDate(renewalMetadataLabels.new_expiry_date),
  }),
} as const satisfies Record<RenewalStep, z.ZodType>;

export type RenewalStepMetadata = {
  [Step in RenewalStep]: z.output<(typeof renewalStepMetadataSchemas)[Step]>;
};

export type RenewalStepErrorReason = "out_of_order" | "not_needed" | "already_completed" | "invalid_metadata";

/** Each step's name in the catalogue, as renewalStepLabels words it in English. */
const renewalStepLabelKeys: Record<RenewalStep, MessageKey> = {
  start_renewal: "renewals.step.start_renewal",
  select_month: "renewals.step.select_month",
  find_test_center: "renewals.step.findTestCentre",
  book_test: "renewals.step.bookTest",
  complete_renewal: "renewals.step.complete_renewal",
};

/** A step's name by key. */
export const renewalStepName = (step: RenewalStep): MessageRef => ({ key: renewalStepLabelKeys[step] });

/** A message about `step`, by key: the step's name is a reference too, worded in the same language. */
const aboutStep = (key: MessageKey, step: RenewalStep): MessageRef => ({
  key,
  values: { step: renewalStepName(step) },
});

/**
 * Why a step could not be completed; the server answers 400 with the message (and field errors): in English as
 * the Error's message, by key (issue 49) as messageRef.
 */
export class RenewalStepError extends Error {
  constructor(
    readonly reason: RenewalStepErrorReason,
    readonly step: RenewalStep,
    message: string,
    readonly messageRef: MessageRef,
    readonly details: { expectedStep?: RenewalStep | null; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = "RenewalStepError";
  }
}

const checkStep: MessageRef = { key: "renewals.server.checkStep" };

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "metadata";
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return fieldErrors;
}

/** Checks a step's metadata; a month before the current one cannot be chosen. */
export function parseStepMetadata<Step extends RenewalStep>(
  step: Step,
  metadata: unknown,
  now: Date,
): RenewalStepMetadata[Step] {
  const parsed = renewalStepMetadataSchemas[step].safeParse(metadata ?? {});
  if (!parsed.success) {
    throw new RenewalStepError("invalid_metadata", step, "Please check the details of this step", checkStep, {
      fieldErrors: fieldErrorsOf(parsed.error.issues),
    });
  }
  const data = parsed.data as RenewalStepMetadata[Step];
  if (step === "select_month") {
    const { month } = data as RenewalStepMetadata["select_month"];
    if (month < toIsoDate(now).slice(0, 7)) {
      throw new RenewalStepError(
        "invalid_metadata",
        step,
        "Please check the details of this step",
        checkStep,
        {
          fieldErrors: { month: [encoded("renewals.month.notPast")] },
        },
      );
    }
  }
  return data;
}

/**
 * Completes one step and returns the new record (the input is not changed). Steps go strictly in order,
 * skipping the ones the scheme does not need; last_activity moves to `now`.
 */
export function completeStep(
  record: RenewalWorkflowRecord,
  step: RenewalStep,
  metadata: unknown,
  now: Date,
  testRequired: boolean,
): RenewalWorkflowRecord {
  if (!neededSteps(testRequired).includes(step)) {
    throw new RenewalStepError(
      "not_needed",
      step,
      `${renewalStepLabels[step]} is not needed for this card`,
      aboutStep("renewals.server.stepNotNeeded", step),
    );
  }
  if (record.steps[step].completed) {
    throw new RenewalStepError(
      "already_completed",
      step,
      `${renewalStepLabels[step]} is already done`,
      aboutStep("renewals.server.stepAlreadyDone", step),
    );
  }
  const expected = nextStep(record, testRequired);
  if (expected !== step) {
    throw new RenewalStepError(
      "out_of_order",
      step,
      expected ? `Please do this step first: ${renewalStepLabels[expected]}` : "This renewal is complete",
      expected ? aboutStep("renewals.server.doStepFirst", expected) : { key: "renewals.server.complete" },
      { expectedStep: expected },
    );
  }
  const parsed = parseStepMetadata(step, metadata, now);
  return {
    steps: {
      ...record.steps,
      [step]: { completed: true, timestamp: now.toISOString(), metadata: { ...parsed } },
    },
    started: true,
    last_activity: now.toISOString(),
  };
}

/** A new renewal with its first step (start_renewal) done. */
export function startWorkflow(now: Date, testRequired: boolean): RenewalWorkflowRecord {
  return completeStep(emptyWorkflowRecord(now), "start_renewal", {}, now, testRequired);
}
