import { toIsoDate } from "@siteready/domain/fields";
import {
  belongsOnRenewalsDashboard,
  compareRenewalItems,
  completeStep,
  countByUrgency,
  describeExpiry,
  type ExpiryUrgency,
  expiryTimeline,
  isWorkflowActive,
  itemRenewalWindow,
  nextAction,
  nextStep,
  type RenewalItem,
  type RenewalItemView,
  type RenewalStep,
  RenewalStepError,
  type RenewalsOverview,
  type RenewalWorkflowRecord,
  readWorkflowSteps,
  renewalItemPath,
  renewalItemTitle,
  renewalWindowStatus,
  renewedCardExpiry,
  type StepResult,
  startWorkflow,
  type UrgencyCounts,
  type WorkflowView,
  workflowProgress,
  workflowSteps,
} from "@siteready/domain/renewals";
import {
  type PlanEvidence,
  planAction,
  planFromBook,
  ruleBooking,
  type SchemeRuleBook,
  schemeCardRules,
  schemePlanView,
} from "@siteready/domain/scheme-rules";
import type { Db } from "../../db/client.ts";
import { AppError, notFound, validationFailed } from "../../lib/app-error.ts";
import { isUniqueViolation } from "../../lib/unique-violation.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a uuid names nothing of the user's: 404, not a database error. */
function requireUuid(id: string): string {
  if (!uuidPattern.test(id)) throw notFound();
  return id;
}

function recordOf(row: WorkflowRow): RenewalWorkflowRecord {
  return {
    steps: readWorkflowSteps(row.steps),
    started: row.started,
    last_activity: row.lastActivity.toISOString(),
  };
}

/** A renewal with its card, progress and steps, as its owner sees it; its steps follow the card's scheme rule. */
export function workflowView(row: WorkflowRow, card: CardRow, book: SchemeRuleBook): WorkflowView {
  const rule = book.get(card.cardType);
  const { testRequired } = schemeCardRules(rule, card.cardType);
  const booking = rule ? ruleBooking(rule) : null;
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
    booking,
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

export function createRenewalsService({
  db,
  clock,
  schemeRules,
}: {
  db: Db;
  clock: () => Date;
  /** The schemes' renewal rules (issue 53): the default ones, or an admin's edits over them. */
  schemeRules: SchemeRuleSource;
}) {
  async function itemsOf(userId: string): Promise<{ items: RenewalItem[]; evidence: PlanEvidence[] }> {
    const [cards, documentRows, qualificationRows] = await Promise.all([
      listCardsOfUser(db, userId),
      listDocumentsOfUser(db, userId),
      listQualificationsOfUser(db, userId),
    ]);
    const items = [
      ...cards.map((card): RenewalItem => ({ kind: "skills_card", ...card })),
      ...documentRows.map((document): RenewalItem => ({ kind: "document", ...document })),
      ...qualificationRows.map((qualification): RenewalItem => ({ kind: "qualification", ...qualification })),
    ].filter(belongsOnRenewalsDashboard);
    // Every card of the worker's is evidence for the others' prerequisites (a CITB HS&E test, first aid).
    return { items, evidence: cards };
  }

  function itemView(
    item: RenewalItem,
    now: Date,
    workflow: WorkflowRow | undefined,
    book: SchemeRuleBook,
    evidence: readonly PlanEvidence[],
  ): RenewalItemView {
    const expiry = describeExpiry(item.expiryDate, now);
    const rule = item.kind === "skills_card" ? book.get(item.cardType) : undefined;
    const window = itemRenewalWindow(item, rule);
    const testRequired =
      item.kind === "skills_card" ? schemeCardRules(rule, item.cardType).testRequired : false;
    const record = workflow ? recordOf(workflow) : undefined;
    const next = record ? nextStep(record, testRequired) : null;
    const plan =
      item.kind === "skills_card" && window
        ? planFromBook(book, { cardType: item.cardType, expiryDate: window.closesOn }, evidence)
        : null;
    return {
      kind: item.kind,
      id: item.id,
      title: renewalItemTitle(item),
      type: item.kind === "skills_card" ? item.cardType : item.kind === "document" ? item.documentType : null,
      expiry_date: window ? item.expiryDate : null,
      days_left: expiry.days,
      urgency: expiry.urgency,
      renewal_window: window && {
        opens_on: window.opensOn,
        closes_on: window.closesOn,
        status: renewalWindowStatus(window, now),
        renewable: window.renewable,
        test_required: window.testRequired,
        notice_days: window.noticeDays,
        validity_years: window.validityYears,
      },
      next_action: nextAction(item, now, next, {
        rule,
        planned: plan && planAction(plan, toIsoDate(now)),
      }),
      link: renewalItemPath(item),
      workflow:
        workflow && record
          ? { id: workflow.id, progress: workflowProgress(record, testRequired), next_step: next }
          : null,
      scheme_plan: plan && schemePlanView(plan),
    };
  }

  return {
    /** Spec §4 urgency groups over every dated item, soonest first, with counts and a 12-month timeline. */
    async overview(userId: string, urgency?: ExpiryUrgency): Promise<RenewalsOverview> {
      const now = clock();
      const [{ items, evidence }, workflows, book] = await Promise.all([
        itemsOf(userId),
        listOpenWorkflowsOfUser(db, userId),
        schemeRules.book(),
      ]);
      const workflowByCard = new Map(workflows.map((workflow) => [workflow.cardId, workflow]));
      const views = items
        .map((item) =>
          itemView(
            item,
            now,
            item.kind === "skills_card" ? workflowByCard.get(item.id) : undefined,
            book,
            evidence,
          ),
        )
        .sort(compareRenewalItems);
      const counts: UrgencyCounts = countByUrgency(views.map((view) => view.urgency));
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
      const book = await schemeRules.book();
      try {
        return await db.transaction(async (tx) => {
          const card = await findCardOfUser(tx, userId, requireUuid(cardId), { forUpdate: true });
          if (!card) throw notFound();
          const rules = schemeCardRules(book.get(card.cardType), card.cardType);
          if (!card.expiryDate) {
            throw new AppError(409, "CONFLICT", { key: "renewals.server.noExpiryToRenew" });
          }
          if (!rules.renewable) {
            throw new AppError(409, "CONFLICT", { key: "renewals.server.notRenewable" });
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
          return workflowView(row, card, book);
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
      const [card, book] = await Promise.all([findCardOfUser(db, userId, row.cardId), schemeRules.book()]);
      if (!card) throw notFound();
      return workflowView(row, card, book);
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
      const book = await schemeRules.book();
      return db.transaction(async (tx) => {
        const row = await findWorkflowOfUser(tx, userId, requireUuid(workflowId), { forUpdate: true });
        if (!row) throw notFound();
        const card = await findCardOfUser(tx, userId, row.cardId, { forUpdate: true });
        if (!card) throw notFound();
        if (row.completedAt) throw new AppError(409, "CONFLICT", { key: "renewals.server.alreadyComplete" });
        const rules = schemeCardRules(book.get(card.cardType), card.cardType);
        let record: RenewalWorkflowRecord;
        try {
          record = completeStep(recordOf(row), step, metadata, now, rules.testRequired);
        } catch (error) {
          if (error instanceof RenewalStepError) {
            throw validationFailed(error.details.fieldErrors ?? { step: [error.message] }, error.messageRef);
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
          return { workflow: workflowView(saved, card, book), needs_new_photos: false };
        }

        const given = record.steps.complete_renewal.metadata.new_expiry_date;
        const renewed = renewedCardExpiry(card, typeof given === "string" ? given : undefined);
        if (renewed.error !== undefined) throw validationFailed({ new_expiry_date: [renewed.error] });
        const newExpiry = renewed.date;
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
        return {
          workflow: workflowView(saved, { ...card, expiryDate: newExpiry }, book),
          needs_new_photos: true,
        };
      });
    },
  };
}

function renewalInProgress(workflowId?: string) {
  return new AppError(
    409,
    "CONFLICT",
    { key: "renewals.server.inProgress" },
    {
      ...(workflowId ? { details: { workflow_id: workflowId } } : {}),
    },
  );
}
