import { en, type MessageRef, wordMessage } from "@siteready/domain/i18n";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeChannels, createChangeWatch } from "../../db/change-watch.ts";
import { documents, qualifications, skillsCards, storedFiles } from "../../db/schema/profile.ts";
import { renewalWorkflows } from "../../db/schema/renewals.ts";
import { registerErrorHandler } from "../../lib/error-handler.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { createAccessService } from "../access/access.service.ts";
import { createAuth } from "../accounts/auth.ts";
import { registerRouteGuards } from "../accounts/route-guards.ts";
import { createSessionGuard } from "../accounts/session-guard.ts";
import { createDefaultSchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { renewalsRoutes } from "./renewals.routes.ts";

// A fixed "today" for everything below: 12 Mar 2026.
const now = new Date("2026-03-12T10:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A second instance on the same database whose renewals routes see the fixed clock; sessions made on the main
 * test app work here too (same secret, same database), and the real feature gate guards the routes.
 */
async function appWithClock(testApp: TestApp, clock: () => Date): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { databaseAvailable: async () => true });
  app.decorateRequest("user", null);
  const db = testApp.database.db;
  const auth = createAuth({
    config: testApp.config,
    db,
    mailer: { destination: "nowhere", send: async () => undefined },
    logger: app.log,
  });
  // Watches never started: this app keeps no session or setting in memory, it reads them every time.
  registerRouteGuards(app, {
    access: createAccessService(db, createChangeWatch(testApp.database, changeChannels.accessSettings)),
    guard: createSessionGuard(auth, createChangeWatch(testApp.database, changeChannels.sessions)),
  });
  await app.register(renewalsRoutes, { db, clock, schemeRules: createDefaultSchemeRuleSource() });
  await app.ready();
  return app;
}

interface ItemBody<Action> {
  kind: string;
  id: string;
  title: string;
  type: string | null;
  expiry_date: string | null;
  days_left: number | null;
  urgency: string;
  renewal_window: {
    opens_on: string;
    closes_on: string;
    status: string;
    renewable: boolean;
    test_required: boolean;
  } | null;
  next_action: Action;
  link: string;
  workflow: { id: string; progress: number; next_step: string | null } | null;
}
interface OverviewBody<Action> {
  today: string;
  items: ItemBody<Action>[];
  counts: Record<string, number>;
  total: number;
  timeline: Array<{ month: string; label: string; count: number }>;
}
interface StepBody {
  step: string;
  needed: boolean;
  completed: boolean;
  timestamp: string | null;
  metadata: Record<string, unknown>;
}
interface WorkflowBody {
  id: string;
  card: { id: string; title: string; card_type: string; expiry_date: string | null };
  progress: number;
  next_step: string | null;
  active: boolean;
  completed_at: string | null;
  test_required: boolean;
  last_activity: string;
  steps: StepBody[];
}

describe("renewals", () => {
  let testApp: TestApp;
  let clocked: FastifyInstance;
  let worker: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;

  let cardNumber = 100_000;
  async function addCard(userId: string, cardType: string, expiryDate: string | null) {
    // A new number each time: a worker holds one card per type and number (migration 0023).
    cardNumber += 1;
    const [row] = await testApp.database.db
      .insert(skillsCards)
      .values({ userId, cardType, registrationNumber: String(cardNumber), expiryDate })
      .returning({ id: skillsCards.id });
    if (!row) throw new Error("no card");
    return row.id;
  }
  async function addDocument(userId: string, documentType: string, expiryDate: string | null) {
    const [row] = await testApp.database.db
      .insert(documents)
      .values({ userId, documentType, expiryDate })
      .returning({ id: documents.id });
    if (!row) throw new Error("no document");
    return row.id;
  }
  async function addQualification(userId: string, type: string, expiryDate: string | null) {
    const [row] = await testApp.database.db
      .insert(qualifications)
      .values({ userId, type, issuingAuthority: "St John Ambulance", expiryDate })
      .returning({ id: qualifications.id });
    if (!row) throw new Error("no qualification");
    return row.id;
  }

  const overview = async (query = "", headers = worker.headers) => {
    const response = await clocked.inject({ method: "GET", url: `/api/renewals${query}`, headers });
    expect(response.statusCode).toBe(200);
    const body = response.json() as OverviewBody<MessageRef>;
    // What to do next comes by key; read here as an English reader gets it.
    const items = body.items.map((item) => ({
      ...item,
      next_action: wordMessage(item.next_action, en, "en"),
    }));
    return { ...body, items };
  };
  const start = (cardId: string, headers = worker.headers) =>
    clocked.inject({ method: "POST", url: "/api/renewals/workflows", headers, payload: { card_id: cardId } });
  const step = (
    workflowId: string,
    name: string,
    metadata?: Record<string, unknown>,
    headers = worker.headers,
  ) =>
    clocked.inject({
      method: "POST",
      url: `/api/renewals/workflows/${workflowId}/steps/${name}`,
      headers,
      payload: metadata === undefined ? {} : { metadata },
    });

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    clocked = await appWithClock(testApp, () => now);
    worker = await signedInUser(testApp.app);
    other = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await clocked?.close();
    await testApp?.close();
  });

  describe("while locked (donate to unlock, the default)", () => {
    it("answers 403 FEATURE_LOCKED", async () => {
      const locked = await testApp.app.inject({
        method: "GET",
        url: "/api/renewals",
        headers: worker.headers,
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toMatchObject({
        code: "FEATURE_LOCKED",
        details: { feature: "renewals", state: "donateToUnlock" },
      });
      const startLocked = await testApp.app.inject({
        method: "POST",
        url: "/api/renewals/workflows",
        headers: worker.headers,
        payload: { card_id: "x" },
      });
      expect(startLocked.statusCode).toBe(403);
    });
  });

  describe("once an admin enables it", () => {
    beforeAll(async () => {
      const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
      const enabled = await testApp.app.inject({
        method: "PATCH",
        url: "/api/admin/features/renewals",
        headers: admin.headers,
        payload: { state: "enabled" },
      });
      expect(enabled.statusCode).toBe(200);
    });

    it("is served by the real app, to signed-in users only", async () => {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/renewals",
        headers: other.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ items: [], total: 0 });
      const signedOut = await testApp.app.inject({ method: "GET", url: "/api/renewals" });
      expect(signedOut.statusCode).toBe(401);
    });

    describe("the dashboard", () => {
      const ids = {
        expired: "",
        today: "",
        thirty: "",
        thirtyOne: "",
        ninety: "",
        ninetyOne: "",
        undatedCard: "",
      };

      beforeAll(async () => {
        ids.expired = await addDocument(worker.userId, "passport", inDays(-1));
        ids.today = await addCard(worker.userId, "cscs-skilled-worker", inDays(0));
        ids.thirty = await addQualification(worker.userId, "First Aid at Work", inDays(30));
        ids.thirtyOne = await addCard(worker.userId, "npors-traditional-operator", inDays(31));
        ids.ninety = await addDocument(worker.userId, "driving_licence", inDays(90));
        ids.ninetyOne = await addCard(worker.userId, "cscs-experienced-worker", inDays(91));
        ids.undatedCard = await addCard(worker.userId, "cpcs-competent-operator", null);
        // Left out: an undated qualification and a document that never expires.
        await addQualification(worker.userId, "NVQ Level 2 Groundworks", null);
        await addDocument(worker.userId, "birth_certificate", null);
        // Another user's item never shows.
        await addCard(other.userId, "cscs-manager", inDays(5));
      });

      it("groups every dated item by urgency at the boundaries (−1, 0, 30, 31, 90, 91, no date)", async () => {
        const body = await overview();
        expect(body.today).toBe("2026-03-12");
        expect(body.counts).toEqual({ expired: 1, urgent: 2, warning: 2, valid: 1, unknown: 1 });
        expect(body.total).toBe(7);
        expect(body.items.map((item) => [item.id, item.days_left, item.urgency])).toEqual([
          [ids.expired, -1, "expired"],
          [ids.today, 0, "urgent"],
          [ids.thirty, 30, "urgent"],
          [ids.thirtyOne, 31, "warning"],
          [ids.ninety, 90, "warning"],
          [ids.ninetyOne, 91, "valid"],
          [ids.undatedCard, null, "unknown"],
        ]);
      });

      it("gives each item its title, window, next action and link", async () => {
        const byId = new Map((await overview()).items.map((item) => [item.id, item]));
        expect(byId.get(ids.expired)).toMatchObject({
          kind: "document",
          title: "Passport",
          type: "passport",
          renewal_window: { status: "expired", renewable: true, test_required: false },
          next_action: "Expired: renew your passport now",
          link: `/documents#document-${ids.expired}`,
          workflow: null,
        });
        expect(byId.get(ids.today)).toMatchObject({
          kind: "skills_card",
          title: "CSCS Skilled Worker (Blue)",
          type: "cscs-skilled-worker",
          expiry_date: "2026-03-12",
          // CSCS renews from 6 months before expiry (its scheme rule, issue 53); no HS&E test is on record.
          renewal_window: {
            opens_on: "2025-09-12",
            closes_on: "2026-03-12",
            status: "open",
            renewable: true,
            test_required: true,
          },
          next_action: "Do this first: CITB Health, Safety and Environment test, by 12 Mar 2026",
          link: `/skills-cards#card-${ids.today}`,
          scheme_plan: {
            basis: "scheme_rule",
            window_opens_on: "2025-09-12",
            window_closes_on: "2027-03-12",
            prerequisites: [{ requirement: "citb-hse-test", status: "due", due_by: "2026-03-12" }],
            source: { url: "https://www.cscs.uk.com/applying-for-cards/renew-or-replace-a-cscs-card" },
          },
        });
        expect(byId.get(ids.thirtyOne)).toMatchObject({
          title: "NPORS Operator (Traditional)",
          // Its scheme rule opens the window 3 months before expiry.
          renewal_window: { opens_on: "2026-01-12", status: "open", test_required: false },
        });
        expect(byId.get(ids.ninetyOne)).toMatchObject({
          next_action: "Apply for a new card — this card cannot be renewed",
          renewal_window: { renewable: false },
        });
        expect(byId.get(ids.thirty)).toMatchObject({
          kind: "qualification",
          title: "First Aid at Work",
          type: null,
          next_action: "Renew your First Aid at Work",
        });
        expect(byId.get(ids.undatedCard)).toMatchObject({
          expiry_date: null,
          renewal_window: null,
          next_action: "Add the expiry date",
        });
      });

      it("has a 12-month timeline of the coming expiries", async () => {
        const { timeline } = await overview();
        expect(timeline).toHaveLength(12);
        expect(timeline.slice(0, 4)).toEqual([
          { month: "2026-03", label: "Mar 2026", count: 1 },
          { month: "2026-04", label: "Apr 2026", count: 2 },
          { month: "2026-05", label: "May 2026", count: 0 },
          { month: "2026-06", label: "Jun 2026", count: 2 },
        ]);
      });

      it("filters by urgency, keeping the counts of every group", async () => {
        const urgent = await overview("?urgency=urgent");
        expect(urgent.items.map((item) => item.id)).toEqual([ids.today, ids.thirty]);
        expect(urgent.counts.valid).toBe(1);
        expect((await overview("?urgency=unknown")).items.map((item) => item.id)).toEqual([ids.undatedCard]);
        const bad = await clocked.inject({
          method: "GET",
          url: "/api/renewals?urgency=soon",
          headers: worker.headers,
        });
        expect(bad.statusCode).toBe(400);
      });

      it("shows only the user's own items", async () => {
        const body = await overview("", other.headers);
        expect(body.items).toHaveLength(1);
        expect(body.items[0]).toMatchObject({ title: "CSCS Manager (Black)", days_left: 5 });
      });
    });

    describe("the renewal workflow", () => {
      it("walks a CSCS card from start to a new expiry five years on, keeping its photos", async () => {
        const [photo] = await testApp.database.db
          .insert(storedFiles)
          .values({
            userId: worker.userId,
            storageKey: `test/${worker.userId}/front.jpg`,
            mimeType: "image/jpeg",
            sizeBytes: 10,
            originalName: "front.jpg",
          })
          .returning({ id: storedFiles.id });
        const cardId = await addCard(worker.userId, "cscs-advanced-craft", inDays(20));
        await testApp.database.db
          .update(skillsCards)
          .set({ frontFileId: photo?.id })
          .where(eq(skillsCards.id, cardId));

        const started = await start(cardId);
        expect(started.statusCode).toBe(201);
        const workflow = started.json() as WorkflowBody;
        expect(workflow).toMatchObject({
          card: { id: cardId, title: "CSCS Advanced Craft (Gold)", expiry_date: inDays(20) },
          progress: 20,
          next_step: "select_month",
          active: true,
          test_required: true,
          completed_at: null,
        });
        expect(workflow.steps[0]).toEqual({
          step: "start_renewal",
          label: "Start the renewal",
          needed: true,
          completed: true,
          timestamp: now.toISOString(),
          metadata: {},
        });
        expect(workflow.steps.every((entry) => entry.needed)).toBe(true);

        // The dashboard shows the renewal in progress on the card.
        const item = (await overview("?urgency=urgent")).items.find((entry) => entry.id === cardId);
        expect(item).toMatchObject({
          workflow: { id: workflow.id, progress: 20, next_step: "select_month" },
          next_action: "Continue your renewal: Choose the month to renew",
        });

        // One renewal in progress per card.
        const again = await start(cardId);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ code: "CONFLICT", details: { workflow_id: workflow.id } });

        const month = await step(workflow.id, "select_month", { month: "2026-03" });
        expect(month.statusCode).toBe(200);
        expect(month.json()).toMatchObject({ workflow: { progress: 40, next_step: "find_test_center" } });

        const centre = await step(workflow.id, "find_test_center", { test_centre_name: "Leeds Test Centre" });
        expect(centre.json()).toMatchObject({ workflow: { progress: 60, next_step: "book_test" } });

        const booked = await step(workflow.id, "book_test", {
          booking_reference: "HSE-778812",
          test_date: "2026-03-25",
        });
        expect(booked.json()).toMatchObject({ workflow: { progress: 80, next_step: "complete_renewal" } });

        const completed = await step(workflow.id, "complete_renewal");
        expect(completed.statusCode).toBe(200);
        const result = completed.json() as { workflow: WorkflowBody; needs_new_photos: boolean };
        expect(result.needs_new_photos).toBe(true);
        expect(result.workflow).toMatchObject({
          progress: 100,
          next_step: null,
          active: false,
          completed_at: now.toISOString(),
          card: { expiry_date: "2031-04-01" },
        });
        expect(inDays(20)).toBe("2026-04-01");
        expect(result.workflow.steps.find((entry) => entry.step === "complete_renewal")?.metadata).toEqual({
          new_expiry_date: "2031-04-01",
          previous_expiry_date: "2026-04-01",
        });

        const fetched = await clocked.inject({
          method: "GET",
          url: `/api/renewals/workflows/${workflow.id}`,
          headers: worker.headers,
        });
        expect(fetched.statusCode).toBe(200);
        const body = fetched.json() as WorkflowBody;
        expect(body.steps.map((entry) => [entry.step, entry.completed])).toEqual([
          ["start_renewal", true],
          ["select_month", true],
          ["find_test_center", true],
          ["book_test", true],
          ["complete_renewal", true],
        ]);
        expect(body.steps[2]?.metadata).toEqual({ test_centre_name: "Leeds Test Centre" });
        expect(body.steps[3]?.metadata).toEqual({ booking_reference: "HSE-778812", test_date: "2026-03-25" });

        const [card] = await testApp.database.db.select().from(skillsCards).where(eq(skillsCards.id, cardId));
        expect(card).toMatchObject({ expiryDate: "2031-04-01", frontFileId: photo?.id });

        // The card is now valid; a finished renewal takes no more steps.
        const afterwards = (await overview()).items.find((entry) => entry.id === cardId);
        expect(afterwards).toMatchObject({ urgency: "valid", workflow: null });
        expect((await step(workflow.id, "complete_renewal")).statusCode).toBe(409);
      });

      it("skips the test steps for NPORS (no test) and adds three years", async () => {
        const cardId = await addCard(worker.userId, "npors-traditional-operator", "2026-04-30");
        const workflow = (await start(cardId)).json() as WorkflowBody;
        expect(workflow.test_required).toBe(false);
        expect(workflow.progress).toBe(33);
        expect(workflow.steps.map((entry) => [entry.step, entry.needed])).toEqual([
          ["start_renewal", true],
          ["select_month", true],
          ["find_test_center", false],
          ["book_test", false],
          ["complete_renewal", true],
        ]);
        expect((await step(workflow.id, "select_month", { month: "2026-04" })).json()).toMatchObject({
          workflow: { progress: 67, next_step: "complete_renewal" },
        });
        const testStep = await step(workflow.id, "find_test_center", { test_centre_name: "Anywhere" });
        expect(testStep.statusCode).toBe(400);
        const done = await step(workflow.id, "complete_renewal", {});
        expect(done.json()).toMatchObject({
          needs_new_photos: true,
          workflow: { progress: 100, card: { expiry_date: "2029-04-30" } },
        });
      });

      it("takes the new expiry the user read off the new card, if given", async () => {
        const cardId = await addCard(worker.userId, "npors-traditional-operator", "2026-04-30");
        const workflow = (await start(cardId)).json() as WorkflowBody;
        await step(workflow.id, "select_month", { month: "2026-04" });
        const tooEarly = await step(workflow.id, "complete_renewal", { new_expiry_date: "2026-04-01" });
        expect(tooEarly.statusCode).toBe(400);
        expect(tooEarly.json()).toMatchObject({ fieldErrors: { new_expiry_date: [expect.any(String)] } });
        const done = await step(workflow.id, "complete_renewal", { new_expiry_date: "2029-05-15" });
        expect(done.json()).toMatchObject({ workflow: { card: { expiry_date: "2029-05-15" } } });
      });

      it("refuses steps out of order and bad metadata with 400", async () => {
        const cardId = await addCard(worker.userId, "cpcs-competent-operator", inDays(40));
        const workflow = (await start(cardId)).json() as WorkflowBody;

        const outOfOrder = await step(workflow.id, "book_test", {
          booking_reference: "X",
          test_date: "2026-04-01",
        });
        expect(outOfOrder.statusCode).toBe(400);
        expect(outOfOrder.json()).toMatchObject({
          code: "VALIDATION_FAILED",
          message: "Please do this step first: Choose the month to renew",
        });

        const badMonth = await step(workflow.id, "select_month", { month: "next spring" });
        expect(badMonth.statusCode).toBe(400);
        expect(badMonth.json()).toMatchObject({
          fieldErrors: { month: ["Please choose a month (YYYY-MM)"] },
        });

        const pastMonth = await step(workflow.id, "select_month", { month: "2026-02" });
        expect(pastMonth.statusCode).toBe(400);

        const noStep = await step(workflow.id, "pay_fee", {});
        expect(noStep.statusCode).toBe(400);

        const redo = await step(workflow.id, "start_renewal", {});
        expect(redo.statusCode).toBe(400);

        // Nothing was saved by the refused calls.
        const fetched = await clocked.inject({
          method: "GET",
          url: `/api/renewals/workflows/${workflow.id}`,
          headers: worker.headers,
        });
        expect(fetched.json()).toMatchObject({ progress: 20, next_step: "select_month" });
      });

      it("refuses cards that cannot be renewed or have no expiry date", async () => {
        const red = await addCard(worker.userId, "cpcs-trained-operator", inDays(40));
        const refused = await start(red);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          message: "This card cannot be renewed: apply for a new card instead",
        });
        const undated = await addCard(worker.userId, "cscs-labourer", null);
        expect((await start(undated)).statusCode).toBe(409);
      });

      it("answers 404 for another user's card or workflow, and for ids that name nothing", async () => {
        const othersCard = await addCard(other.userId, "cscs-supervisor", inDays(10));
        expect((await start(othersCard)).statusCode).toBe(404);

        const mine = await addCard(worker.userId, "cscs-supervisor", inDays(10));
        const workflow = (await start(mine)).json() as WorkflowBody;
        const peek = await clocked.inject({
          method: "GET",
          url: `/api/renewals/workflows/${workflow.id}`,
          headers: other.headers,
        });
        expect(peek.statusCode).toBe(404);
        expect(
          (await step(workflow.id, "select_month", { month: "2026-05" }, other.headers)).statusCode,
        ).toBe(404);

        expect((await start("not-a-uuid")).statusCode).toBe(404);
        const nothing = await clocked.inject({
          method: "GET",
          url: "/api/renewals/workflows/00000000-0000-4000-8000-000000000000",
          headers: worker.headers,
        });
        expect(nothing.statusCode).toBe(404);
        expect(nothing.json()).toMatchObject({ code: "NOT_FOUND" });

        // The owner's workflow is untouched.
        const [row] = await testApp.database.db
          .select()
          .from(renewalWorkflows)
          .where(eq(renewalWorkflows.id, workflow.id));
        expect(row?.completedAt).toBeNull();
      });

      it("moves last_activity with each step", async () => {
        const cardId = await addCard(worker.userId, "cscs-manager", inDays(60));
        const first = (await start(cardId)).json() as WorkflowBody;
        const later = new Date(now.getTime() + 3 * 86_400_000);
        const laterApp = await appWithClock(testApp, () => later);
        try {
          const moved = await laterApp.inject({
            method: "POST",
            url: `/api/renewals/workflows/${first.id}/steps/select_month`,
            headers: worker.headers,
            payload: { metadata: { month: "2026-04" } },
          });
          expect(moved.statusCode).toBe(200);
          expect((moved.json() as { workflow: WorkflowBody }).workflow.last_activity).toBe(
            later.toISOString(),
          );
        } finally {
          await laterApp.close();
        }
      });
    });
  });
});
