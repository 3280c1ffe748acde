import { describe, expect, it } from "vitest";
import { worded } from "../fields/test-support.ts";
import {
  completeStep,
  emptyWorkflowRecord,
  isRenewalStep,
  isWorkflowActive,
  isWorkflowIdle,
  nextStep,
  parseStepMetadata,
  RENEWAL_IDLE_DAYS,
  type RenewalStep,
  RenewalStepError,
  type RenewalWorkflowRecord,
  readWorkflowSteps,
  renewalIdleCutoff,
  renewalSteps,
  startWorkflow,
  workflowProgress,
  workflowSteps,
} from "./renewal-workflow.ts";

const now = new Date("2026-03-12T15:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const metadataFor: Record<RenewalStep, Record<string, unknown>> = {
  start_renewal: {},
  select_month: { month: "2026-05" },
  find_test_center: { test_centre_name: "Leeds Test Centre" },
  book_test: { booking_reference: "HSE-123", test_date: "2026-04-20" },
  complete_renewal: {},
};

function walk(testRequired: boolean, steps: readonly RenewalStep[]): RenewalWorkflowRecord {
  let record = emptyWorkflowRecord(now);
  steps.forEach((step, index) => {
    record = completeStep(record, step, metadataFor[step], later(index), testRequired);
  });
  return record;
}

/** A step error's field errors as a reader sees them, in English. */
function wordedFieldErrors(error: RenewalStepError): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.details.fieldErrors ?? {}).map(([field, messages]) => [
      field,
      messages.map((m) => worded(m)),
    ]),
  );
}

function errorOf(run: () => unknown): RenewalStepError {
  try {
    run();
  } catch (error) {
    if (error instanceof RenewalStepError) return error;
    throw error;
  }
  throw new Error("expected a RenewalStepError");
}

describe("steps", () => {
  it("are the five §4 steps in order", () => {
    expect(renewalSteps).toEqual([
      "start_renewal",
      "select_month",
      "find_test_center",
      "book_test",
      "complete_renewal",
    ]);
    expect(isRenewalStep("book_test")).toBe(true);
    expect(isRenewalStep("pay")).toBe(false);
  });
  it("all are needed when the scheme needs a test", () => {
    expect(workflowSteps(true).every((step) => step.needed)).toBe(true);
  });
  it("the test steps are not needed when the scheme needs no test (NPORS traditional)", () => {
    expect(workflowSteps(false).map((step) => [step.step, step.needed])).toEqual([
      ["start_renewal", true],
      ["select_month", true],
      ["find_test_center", false],
      ["book_test", false],
      ["complete_renewal", true],
    ]);
  });
});

describe("progress, next step and the active flag", () => {
  it("a new record: nothing done, not started, not active", () => {
    const record = emptyWorkflowRecord(now);
    expect(workflowProgress(record, true)).toBe(0);
    expect(nextStep(record, true)).toBe("start_renewal");
    expect(record.started).toBe(false);
    expect(isWorkflowActive(record, true)).toBe(false);
  });
  it("with a test: 20 % per step, the next step is the first not done", () => {
    const expectations: Array<[RenewalStep[], number, RenewalStep | null]> = [
      [["start_renewal"], 20, "select_month"],
      [["start_renewal", "select_month"], 40, "find_test_center"],
      [["start_renewal", "select_month", "find_test_center"], 60, "book_test"],
      [["start_renewal", "select_month", "find_test_center", "book_test"], 80, "complete_renewal"],
      [[...renewalSteps], 100, null],
    ];
    for (const [steps, progress, next] of expectations) {
      const record = walk(true, steps);
      expect(workflowProgress(record, true)).toBe(progress);
      expect(nextStep(record, true)).toBe(next);
      expect(isWorkflowActive(record, true)).toBe(progress < 100);
    }
  });
  it("without a test: a third per needed step, rounded, skipping the test steps", () => {
    const first = walk(false, ["start_renewal"]);
    expect(workflowProgress(first, false)).toBe(33);
    expect(nextStep(first, false)).toBe("select_month");
    const second = walk(false, ["start_renewal", "select_month"]);
    expect(workflowProgress(second, false)).toBe(67);
    expect(nextStep(second, false)).toBe("complete_renewal");
    expect(isWorkflowActive(second, false)).toBe(true);
    const done = walk(false, ["start_renewal", "select_month", "complete_renewal"]);
    expect(workflowProgress(done, false)).toBe(100);
    expect(nextStep(done, false)).toBeNull();
    expect(isWorkflowActive(done, false)).toBe(false);
  });
  it("startWorkflow completes start_renewal and marks the record started", () => {
    const record = startWorkflow(now, true);
    expect(record.started).toBe(true);
    expect(record.steps.start_renewal).toEqual({
      completed: true,
      timestamp: now.toISOString(),
      metadata: {},
    });
    expect(isWorkflowActive(record, true)).toBe(true);
  });
});

describe("completeStep", () => {
  it("keeps completed, timestamp and metadata, and moves last_activity", () => {
    const started = startWorkflow(now, true);
    const next = completeStep(started, "select_month", { month: "2026-05" }, later(5), true);
    expect(next.steps.select_month).toEqual({
      completed: true,
      timestamp: later(5).toISOString(),
      metadata: { month: "2026-05" },
    });
    expect(next.last_activity).toBe(later(5).toISOString());
    // The input record is left as it was.
    expect(started.steps.select_month.completed).toBe(false);
  });
  it("keeps the booking and the test centre as given (trimmed)", () => {
    const record = walk(true, ["start_renewal", "select_month"]);
    const withCentre = completeStep(
      record,
      "find_test_center",
      { test_centre_name: "  Leeds Test Centre ", test_centre_id: "leeds-1" },
      now,
      true,
    );
    expect(withCentre.steps.find_test_center.metadata).toEqual({
      test_centre_name: "Leeds Test Centre",
      test_centre_id: "leeds-1",
    });
    const booked = completeStep(
      withCentre,
      "book_test",
      { booking_reference: "HSE-123", test_date: "2026-04-20" },
      now,
      true,
    );
    expect(booked.steps.book_test.metadata).toEqual({
      booking_reference: "HSE-123",
      test_date: "2026-04-20",
    });
  });
  it("refuses a step out of order and names the step to do first", () => {
    const error = errorOf(() =>
      completeStep(startWorkflow(now, true), "book_test", metadataFor.book_test, now, true),
    );
    expect(error.reason).toBe("out_of_order");
    expect(error.details.expectedStep).toBe("select_month");
    expect(error.message).toBe("Please do this step first: Choose the month to renew");
    expect(
      errorOf(() =>
        completeStep(emptyWorkflowRecord(now), "select_month", metadataFor.select_month, now, true),
      ).reason,
    ).toBe("out_of_order");
  });
  it("refuses the test steps of a scheme without a test", () => {
    const record = walk(false, ["start_renewal", "select_month"]);
    const error = errorOf(() =>
      completeStep(record, "find_test_center", metadataFor.find_test_center, now, false),
    );
    expect(error.reason).toBe("not_needed");
  });
  it("refuses a step done already", () => {
    const error = errorOf(() => completeStep(startWorkflow(now, true), "start_renewal", {}, now, true));
    expect(error.reason).toBe("already_completed");
  });
  it("refuses bad metadata with a message per field", () => {
    const started = startWorkflow(now, true);
    const badMonth = errorOf(() => completeStep(started, "select_month", { month: "May" }, now, true));
    expect(badMonth.reason).toBe("invalid_metadata");
    expect(wordedFieldErrors(badMonth)).toEqual({ month: ["Please choose a month (YYYY-MM)"] });
    expect(wordedFieldErrors(errorOf(() => completeStep(started, "select_month", {}, now, true)))).toEqual({
      month: ["Month is required"],
    });
    expect(errorOf(() => completeStep(started, "select_month", { month: "2026-13" }, now, true)).reason).toBe(
      "invalid_metadata",
    );
  });
  it("refuses a month already passed, accepts the current one", () => {
    const started = startWorkflow(now, true);
    expect(
      wordedFieldErrors(
        errorOf(() => completeStep(started, "select_month", { month: "2026-02" }, now, true)),
      ),
    ).toEqual({ month: ["Please choose this month or a later one"] });
    expect(
      completeStep(started, "select_month", { month: "2026-03" }, now, true).steps.select_month.completed,
    ).toBe(true);
  });
});

describe("parseStepMetadata", () => {
  it("checks each step's fields", () => {
    expect(parseStepMetadata("start_renewal", undefined, now)).toEqual({});
    expect(() => parseStepMetadata("find_test_center", { test_centre_name: " " }, now)).toThrow(
      RenewalStepError,
    );
    expect(() =>
      parseStepMetadata("book_test", { booking_reference: "X1", test_date: "2026-02-30" }, now),
    ).toThrow(RenewalStepError);
    expect(() => parseStepMetadata("book_test", { test_date: "2026-04-01" }, now)).toThrow(RenewalStepError);
    expect(parseStepMetadata("complete_renewal", {}, now)).toEqual({ new_expiry_date: undefined });
    expect(parseStepMetadata("complete_renewal", { new_expiry_date: "2031-06-01" }, now)).toEqual({
      new_expiry_date: "2031-06-01",
    });
    expect(() => parseStepMetadata("complete_renewal", { new_expiry_date: "tomorrow" }, now)).toThrow(
      RenewalStepError,
    );
  });
});

describe("readWorkflowSteps", () => {
  it("fills missing or damaged steps as not done", () => {
    const steps = readWorkflowSteps({
      start_renewal: { completed: true, timestamp: "2026-03-12T15:30:00.000Z", metadata: {} },
      select_month: "nonsense",
    });
    expect(steps.start_renewal.completed).toBe(true);
    expect(steps.select_month).toEqual({ completed: false, timestamp: null, metadata: {} });
    expect(readWorkflowSteps(null).complete_renewal.completed).toBe(false);
  });
});

describe("isWorkflowIdle", () => {
  it("uses the §9 limit of 30 days", () => {
    expect(RENEWAL_IDLE_DAYS).toBe(30);
  });
  it("is idle only after more than 30 days without activity", () => {
    const thirtyDaysAgo = new Date(now.getTime() - 30 * 86_400_000);
    expect(isWorkflowIdle({ last_activity: thirtyDaysAgo.toISOString() }, now)).toBe(false);
    expect(isWorkflowIdle({ last_activity: new Date(thirtyDaysAgo.getTime() - 1).toISOString() }, now)).toBe(
      true,
    );
    expect(isWorkflowIdle({ last_activity: now.toISOString() }, now)).toBe(false);
    expect(renewalIdleCutoff(now)).toEqual(thirtyDaysAgo);
  });
  it("treats an unreadable last activity as idle", () => {
    expect(isWorkflowIdle({ last_activity: "never" }, now)).toBe(true);
  });
});
