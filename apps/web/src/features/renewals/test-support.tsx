import type { FeatureOverrides } from "@siteready/domain/features";
import type { MessageRef } from "@siteready/domain/i18n";
import {
  countByUrgency,
  type RenewalItemView,
  type RenewalStep,
  type RenewalsOverview,
  renewalsOverviewSchema,
  type WorkflowView,
  workflowSteps,
} from "@siteready/domain/renewals";
import type { ReactNode } from "react";
import type { SessionUser } from "../../lib/session/session.ts";

export { callsOf, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";

import { renderInApp, testUser } from "../../test-support/render.tsx";

/** Test-only helpers for the renewals page: a signed-in worker, fixtures and a fetch stub by route. */

const renewalsTestUser: SessionUser = testUser;

/** Renders `element` at `url` for a signed-in worker; renewals enabled as an admin would (issue 6). */
export function renderWithApp(
  element: ReactNode,
  url: string,
  overrides: FeatureOverrides = { renewals: { state: "enabled" } },
) {
  return renderInApp(element, { url, user: renewalsTestUser, features: overrides });
}

export function renewalItem(overrides: Partial<RenewalItemView> = {}): RenewalItemView {
  return {
    kind: "skills_card",
    id: "card-1",
    title: "CSCS Skilled Worker (Blue)",
    type: "cscs-skilled-worker",
    expiry_date: "2026-04-01",
    days_left: 20,
    urgency: "urgent",
    renewal_window: {
      opens_on: "2026-01-01",
      closes_on: "2026-04-01",
      status: "open",
      renewable: true,
      test_required: true,
      notice_days: 90,
      validity_years: 5,
    },
    next_action: { key: "renewal.start" },
    link: "/skills-cards#card-card-1",
    workflow: null,
    scheme_plan: null,
    ...overrides,
  };
}

/** The renewals answer for `items`, checked against the API contract so it cannot drift from the server's. */
export function overview(items: RenewalItemView[], all: RenewalItemView[] = items): RenewalsOverview {
  const counts = countByUrgency(all.map((item) => item.urgency));
  const months = ["Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb"];
  return renewalsOverviewSchema.parse({
    today: "2026-03-12",
    items,
    counts,
    total: all.length,
    timeline: months.map((name, index) => {
      const year = index < 10 ? 2026 : 2027;
      const month = `${year}-${String(((index + 2) % 12) + 1).padStart(2, "0")}`;
      return { month, label: `${name} ${year}`, count: name === "Apr" ? 1 : 0 };
    }),
  });
}

/** A workflow view with `done` completed, worked out with the domain's rules as the server does. */
export function workflowView(
  done: RenewalStep[],
  {
    testRequired = true,
    card = {
      id: "card-1",
      title: "CSCS Skilled Worker (Blue)",
      card_type: "cscs-skilled-worker",
      expiry_date: "2026-04-01",
    },
    metadata = {},
  }: {
    testRequired?: boolean;
    card?: WorkflowView["card"];
    metadata?: Partial<Record<RenewalStep, Record<string, unknown>>>;
  } = {},
): WorkflowView {
  const steps = workflowSteps(testRequired).map((view) => ({
    ...view,
    completed: done.includes(view.step),
    timestamp: done.includes(view.step) ? "2026-03-12T10:00:00.000Z" : null,
    metadata: metadata[view.step] ?? {},
  }));
  const needed = steps.filter((step) => step.needed);
  const progress = Math.round((needed.filter((step) => step.completed).length / needed.length) * 100);
  const next = needed.find((step) => !step.completed)?.step ?? null;
  return {
    id: "wf-1",
    card,
    started: true,
    started_at: "2026-03-12T10:00:00.000Z",
    last_activity: "2026-03-12T10:00:00.000Z",
    completed_at: next === null ? "2026-03-12T10:00:00.000Z" : null,
    test_required: testRequired,
    booking: testRequired ? "test" : null,
    progress,
    next_step: next,
    active: progress < 100,
    steps,
  };
}

export const reminderSettingsFixture = {
  enabled: true,
  thresholds: [90, 30, 7, 0],
  calendar_feed_url: null,
};

/** An error body in the server's catalogue shape (§8). */
export function errorBody(
  code: "VALIDATION_FAILED" | "CONFLICT" | "NOT_FOUND",
  message: string,
  extra: {
    fieldErrors?: Record<string, string[]>;
    fieldErrorRefs?: Record<string, MessageRef[]>;
    details?: Record<string, unknown>;
  } = {},
) {
  const category =
    code === "VALIDATION_FAILED" ? "validation" : code === "NOT_FOUND" ? "not_found" : "client";
  return { code, category, severity: "low", message, errorId: "err-test", ...extra };
}
