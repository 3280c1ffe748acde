import {
  completeStep,
  describeExpiry,
  documentTypesWithExpiry,
  type ExpiryUrgency,
  expiryTimeline,
  findCardType,
  isWorkflowActive,
  itemRenewalWindow,
  newExpiryAfterRenewal,
  nextAction,
  nextStep,
  type RenewalItem,
  type RenewalStep,
  RenewalStepError,
  type RenewalWorkflowRecord,
  readWorkflowSteps,
  renewalItemPath,
  renewalItemTitle,
  renewalWindowStatus,
  startWorkflow,
  toIsoDate,
  workflowProgress,
  workflowSteps,
} from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, validationFailed } from "../../lib/app-error.ts";
import {
  type CardRow,
  findCardOfUser,
  findOpenWorkflowOfCard,
  findWorkflowOfUser,
  insertWorkflow,
  listCardsOfUser,
  listDocumentsOfUser,
  listOpenWorkflowsOfUser,
  listQualificationsOfUser,
  updateCardExpiry,
  updateWorkflow,
  type WorkflowRow,
} from "./renewals.repository.ts";
import type {
  RenewalItemView,
  RenewalsOverview,
  StepResult,
  UrgencyCounts,
  WorkflowView,
} from "./renewals-views.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid names nothing of the user's: 404, not a database error. */
function requireUuid(id: string): string {
  if (!uuidPattern.test(id)) throw notFound();
  return id;
}

/** What renewing a card of this type involves; a type missing from the catalogue is treated as needing a test. */
function cardRules(cardType: string) {
  const known = findCardType(cardType);
  return {
    testRequired: known?.testRequired ?? true,
    renewable: known?.renewable ?? true,
    validityYears: known?.validityYears ?? null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}

function recordOf(row: WorkflowRow): RenewalWorkflowRecord {
  return {
    steps: readWorkflowSteps(row.steps),
    started: row.started,
    last_activity: row.lastActivity.toISOString(),
  };
}

function workflowView(row: WorkflowRow, card: CardRow): WorkflowView {
  const { testRequired } = cardRules(card.cardType);
  const record = recordOf(row);
  return {
    id: row.id,
    card: {
      id: card.id,
      title: renewalItemTitle({ kind: "skills_card", ...card }),
      card_type: card.cardType,
      expiry_date: card.expiryDate,
    },
    started: record.started,
    started_at: row.startedAt.toISOString(),
    last_activity: record.last_activity,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    test_required: testRequired,
    progress: workflowProgress(record, testRequired),
    next_step: nextStep(record, testRequired),
    active: row.completedAt === null && isWorkflowActive(record, testRequired),
    steps: workflowSteps(testRequired).map(({ step, label, needed }) => ({
      step,
      label,
      needed,
      ...record.steps[step],
    })),
  };
}

const urgencyOrder: Record<ExpiryUrgency, number> = {
  expired: 0,
  urgent: 1,
  warning: 2,
  valid: 3,
  unknown: 4,
};

/**
 * Items the dashboard lists: every dated item, plus undated cards and documents of a kind that should carry
 * a date (shown as unknown, so the user adds it). Undated qualifications are left out: most never expire.
 */
function belongsOnDashboard(item: RenewalItem): boolean {
  if (item.expiryDate) return true;
  if (item.kind === "skills_card") return findCardType(item.cardType)?.validityYears !== null;
  if (item.kind === "document") return documentTypesWithExpiry.some((type) => type === item.documentType);
  return false;
}

export function createRenewalsService({ db, clock }: { db: Db; clock: () => Date }) {
  async function itemsOf(userId: string): Promise<RenewalItem[]> {
    const [cards, documentRows, qualificationRows] = await Promise.all([
      listCardsOfUser(db, userId),
      listDocumentsOfUser(db, userId),
      listQualificationsOfUser(db, userId),
    ]);
    return [
      ...cards.map((card): RenewalItem => ({ kind: "skills_card", ...card })),
      ...documentRows.map((document): RenewalItem => ({ kind: "document", ...document })),
      ...qualificationRows.map((qualification): RenewalItem => ({ kind: "qualification", ...qualification })),
    ].filter(belongsOnDashboard);
  }

  function itemView(item: RenewalItem, now: Date, workflow: WorkflowRow | undefined): RenewalItemView {
    const expiry = describeExpiry(item.expiryDate, now);
    const window = itemRenewalWindow(item);
    const testRequired = item.kind === "skills_card" ? cardRules(item.cardType).testRequired : false;
    const record = workflow ? recordOf(workflow) : undefined;
    const next = record ? nextStep(record, testRequired) : null;
    return {
      kind: item.kind,
      id: item.id,
      title: renewalItemTitle(item),
      type: item.kind === "skills_card" ? item.cardType : item.kind === "document" ? item.documentType : null,
      expiry_date: window ? item.expiryDate : null,
      days_left: expiry.days,
      urgency: expiry.urgency,
      urgency_label: expiry.label,
      renewal_window: window && {
        opens_on: window.opensOn,
        closes_on: window.closesOn,
        status: renewalWindowStatus(window, now),
        renewable: window.renewable,
        test_required: window.testRequired,
        notice_days: window.noticeDays,
        validity_years: window.validityYears,
      },
      next_action: nextAction(item, now, next),
      link: renewalItemPath(item),
      workflow:
        workflow && record
          ? { id: workflow.id, progress: workflowProgress(record, testRequired), next_step: next }
          : null,
    };
  }

  return {
    /** Spec §4 urgency groups over every dated item, soonest first, with counts and a 12-month timeline. */
    async overview(userId: string, urgency?: ExpiryUrgency): Promise<RenewalsOverview> {
      const now = clock();
      const [items, workflows] = await Promise.all([itemsOf(userId), listOpenWorkflowsOfUser(db, userId)]);
      const workflowByCard = new Map(workflows.map((workflow) => [workflow.cardId, workflow]));
      const views = items
        .map((item) =>
          itemView(item, now, item.kind === "skills_card" ? workflowByCard.get(item.id) : undefined),
        )
        .sort(
          (a, b) =>
            (a.days_left ?? Number.POSITIVE_INFINITY) - (b.days_left ?? Number.POSITIVE_INFINITY) ||
            urgencyOrder[a.urgency] - urgencyOrder[b.urgency] ||
            a.title.localeCompare(b.title, "en-GB"),
        );
      const counts: UrgencyCounts = { expired: 0, urgent: 0, warning: 0, valid: 0, unknown: 0 };
      for (const view of views) counts[view.urgency] += 1;
      return {
        today: toIsoDate(now),
        items: urgency ? views.filter((view) => view.urgency === urgency) : views,
        counts,
        total: views.length,
        timeline: expiryTimeline(
          views.map((view) => view.expiry_date),
          now,
        ),
      };
    },

    /** Starts a renewal of the user's card with start_renewal done; one renewal in progress per card. */
    async startWorkflow(userId: string, cardId: string): Promise<WorkflowView> {
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const card = await findCardOfUser(tx, userId, requireUuid(cardId), { forUpdate: true });
          if (!card) throw notFound();
          const rules = cardRules(card.cardType);
          if (!card.expiryDate) {
            throw new AppError(409, "CONFLICT", "Add the card's expiry date before starting a renewal");
          }
          if (!rules.renewable) {
            throw new AppError(409, "CONFLICT", "This card cannot be renewed: apply for a new card instead");
          }
          const open = await findOpenWorkflowOfCard(tx, card.id);
          if (open) throw renewalInProgress(open.id);
          const record = startWorkflow(now, rules.testRequired);
          const row = await insertWorkflow(tx, {
            userId,
            cardId: card.id,
            steps: record.steps,
            started: record.started,
            startedAt: now,
            lastActivity: now,
          });
          return workflowView(row, card);
        });
      } catch (error) {
        // Two starts at once: the partial unique index lets one through.
        if (isUniqueViolation(error)) throw renewalInProgress();
        throw error;
      }
    },

    async getWorkflow(userId: string, workflowId: string): Promise<WorkflowView> {
      const row = await findWorkflowOfUser(db, userId, requireUuid(workflowId));
      if (!row) throw notFound();
      const card = await findCardOfUser(db, userId, row.cardId);
      if (!card) throw notFound();
      return workflowView(row, card);
    },

    /**
     * Completes one step (in order). complete_renewal also sets the card's new expiry (old expiry plus the
     * scheme's validity, or the date the user read off the new card) and closes the renewal; the card's photos
     * are kept and the answer says new ones are needed.
     */
    async completeStep(
      userId: string,
      workflowId: string,
      step: RenewalStep,
      metadata: Record<string, unknown>,
    ): Promise<StepResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await findWorkflowOfUser(tx, userId, requireUuid(workflowId), { forUpdate: true });
        if (!row) throw notFound();
        const card = await findCardOfUser(tx, userId, row.cardId, { forUpdate: true });
        if (!card) throw notFound();
        if (row.completedAt) throw new AppError(409, "CONFLICT", "This renewal is already complete");
        const rules = cardRules(card.cardType);
        let record: RenewalWorkflowRecord;
        try {
          record = completeStep(recordOf(row), step, metadata, now, rules.testRequired);
        } catch (error) {
          if (error instanceof RenewalStepError) {
            throw validationFailed(error.details.fieldErrors ?? { step: [error.message] }, error.message);
          }
          throw error;
        }

        if (step !== "complete_renewal") {
          const saved = await updateWorkflow(tx, row.id, {
            steps: record.steps,
            started: record.started,
            lastActivity: now,
            completedAt: null,
          });
          return { workflow: workflowView(saved, card), needs_new_photos: false };
        }

        const newExpiry = renewedExpiry(card, rules.validityYears, record.steps.complete_renewal.metadata);
        record.steps.complete_renewal.metadata = {
          new_expiry_date: newExpiry,
          previous_expiry_date: card.expiryDate,
        };
        await updateCardExpiry(tx, userId, card.id, newExpiry, now);
        const saved = await updateWorkflow(tx, row.id, {
          steps: record.steps,
          started: record.started,
          lastActivity: now,
          completedAt: now,
        });
        return { workflow: workflowView(saved, { ...card, expiryDate: newExpiry }), needs_new_photos: true };
      });
    },
  };
}

function renewalInProgress(workflowId?: string) {
  return new AppError(409, "CONFLICT", "A renewal of this card is already in progress", {
    ...(workflowId ? { details: { workflow_id: workflowId } } : {}),
  });
}

/** The date the user read off the new card, or the old expiry plus the validity, as the schemes date it. */
function renewedExpiry(
  card: CardRow,
  validityYears: number | null,
  metadata: Record<string, unknown>,
): string {
  const given = typeof metadata.new_expiry_date === "string" ? metadata.new_expiry_date : undefined;
  if (given) {
    if (card.expiryDate && given <= card.expiryDate) {
      throw validationFailed({ new_expiry_date: ["New expiry date must be after the old expiry date"] });
    }
    return given;
  }
  if (!card.expiryDate || validityYears === null) {
    throw validationFailed({ new_expiry_date: ["New expiry date is required"] });
  }
  return newExpiryAfterRenewal(card.expiryDate, validityYears);
}

export type RenewalsService = ReturnType<typeof createRenewalsService>;
