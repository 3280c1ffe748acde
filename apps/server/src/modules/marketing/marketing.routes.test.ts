import { apiErrorBodySchema } from "@siteready/domain/errors";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, feedbackEntries } from "../../db/schema/marketing.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

describe("marketing", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
  });
  afterAll(() => testApp.close());
  const inject: TestApp["app"]["inject"] = (...args: Parameters<TestApp["app"]["inject"]>) =>
    testApp.app.inject(...args);
  const db = () => testApp.database.db;

  const validContact = {
    name: "  Priya <Shah> ",
    email: "priya@example.com",
    topic: "account",
    message: "  I can't see my CPCS card on the dashboard since yesterday.  ",
  };

  describe("POST /api/contact", () => {
    it("stores a signed-out visitor's message, sanitised, and answers 201 with its id", async () => {
      const response = await inject({ method: "POST", url: "/api/contact", payload: validContact });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      const rows = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(rows).toEqual([
        expect.objectContaining({
          userId: null,
          name: "Priya Shah",
          email: "priya@example.com",
          topic: "account",
          message: "I can't see my CPCS card on the dashboard since yesterday.",
        }),
      ]);
    });

    it("refuses invalid input with a message per field and stores nothing", async () => {
      const before = await db().select().from(contactMessages);
      const response = await inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "", email: "not-an-email", topic: "sales", message: "Help" },
      });
      expect(response.statusCode).toBe(400);
      const body = apiErrorBodySchema.parse(response.json());
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.fieldErrors).toEqual({
        name: ["Name is required"],
        email: ["Please enter a valid email address"],
        topic: ["Please choose a topic from the list"],
        message: ["Message must be at least 10 characters"],
      });
      expect(await db().select().from(contactMessages)).toHaveLength(before.length);
    });

    it("links a signed-in user's message to their account", async () => {
      const { headers, userId } = await signedInUser(testApp.app);
      const response = await inject({
        method: "POST",
        url: "/api/contact",
        headers,
        payload: { ...validContact, topic: "donation" },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await db()
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, response.json().id));
      expect(row).toMatchObject({ userId, topic: "donation" });
    });
  });

  describe("POST /api/feedback and GET /api/feedback/votes", () => {
    const votes = async () => {
      const response = await inject({ method: "GET", url: "/api/feedback/votes" });
      expect(response.statusCode).toBe(200);
      return response.json() as Record<string, number>;
    };

    it("counts a vote for a feature, publicly", async () => {
      const before = (await votes()).diggs ?? 0;
      const response = await inject({
        method: "POST",
        url: "/api/feedback",
        payload: { kind: "vote", featureKey: "diggs", message: "" },
      });
      expect(response.statusCode).toBe(201);
      expect((await votes()).diggs).toBe(before + 1);
      const [row] = await db()
        .select()
        .from(feedbackEntries)
        .where(eq(feedbackEntries.id, response.json().id));
      expect(row).toMatchObject({
        kind: "vote",
        featureKey: "diggs",
        message: "",
        userId: null,
        email: null,
      });
    });

    it("counts a signed-in user's repeated votes once and stores their user id", async () => {
      const { headers, userId } = await signedInUser(testApp.app);
      const before = (await votes()).groups ?? 0;
      for (const message of ["Our gang would use this every week.", ""]) {
        const response = await inject({
          method: "POST",
          url: "/api/feedback",
          headers,
          payload: { kind: "vote", featureKey: "groups", message },
        });
        expect(response.statusCode).toBe(201);
      }
      expect((await votes()).groups).toBe(before + 1);
      const rows = await db().select().from(feedbackEntries).where(eq(feedbackEntries.userId, userId));
      expect(rows.map((row) => row.message)).toEqual(
        expect.arrayContaining(["Our gang would use this every week.", ""]),
      );
    });

    it("refuses a vote without a feature and stores nothing", async () => {
      const before = await db().select().from(feedbackEntries);
      const response = await inject({ method: "POST", url: "/api/feedback", payload: { kind: "vote" } });
      expect(response.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(response.json()).fieldErrors).toEqual({
        featureKey: ["Feature is required"],
      });
      expect(await db().select().from(feedbackEntries)).toHaveLength(before.length);
    });

    it("stores an idea with its sanitised message and the sender's e-mail", async () => {
      const response = await inject({
        method: "POST",
        url: "/api/feedback",
        payload: {
          kind: "idea",
          message: " Let me <b>share</b> my cards by QR code ",
          email: "lee@example.com",
        },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await db()
        .select()
        .from(feedbackEntries)
        .where(eq(feedbackEntries.id, response.json().id));
      expect(row).toMatchObject({
        kind: "idea",
        featureKey: null,
        message: "Let me bshare/b my cards by QR code",
        email: "lee@example.com",
      });
    });

    it("asks a signed-out visitor for an e-mail to send updates to, and uses a signed-in user's own", async () => {
      const signedOut = await inject({
        method: "POST",
        url: "/api/feedback",
        payload: { kind: "request_updates", featureKey: "inductions" },
      });
      expect(signedOut.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(signedOut.json()).fieldErrors).toEqual({
        email: ["Enter your email so we can tell you when it is ready"],
      });

      const { headers, email, userId } = await signedInUser(testApp.app);
      const signedIn = await inject({
        method: "POST",
        url: "/api/feedback",
        headers,
        payload: { kind: "request_updates", featureKey: "inductions" },
      });
      expect(signedIn.statusCode).toBe(201);
      const [row] = await db()
        .select()
        .from(feedbackEntries)
        .where(eq(feedbackEntries.id, signedIn.json().id));
      expect(row).toMatchObject({ userId, email, kind: "request_updates", featureKey: "inductions" });
    });
  });

  it("describes the routes in the API docs", async () => {
    const response = await inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(["/api/contact", "/api/feedback", "/api/feedback/votes"]),
    );
  });

  it("refuses feedback with 403 FEATURE_LOCKED once an admin marks the page coming soon", async () => {
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    const locked = await inject({
      method: "PATCH",
      url: "/api/admin/features/feedback",
      headers: { ...admin.headers, origin: testOrigin },
      payload: { state: "comingSoon" },
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ key: "feedback", state: "comingSoon" });

    const before = await db().select().from(feedbackEntries);
    const response = await inject({
      method: "POST",
      url: "/api/feedback",
      payload: { kind: "vote", featureKey: "messages" },
    });
    expect(response.statusCode).toBe(403);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.code).toBe("FEATURE_LOCKED");
    expect(body.details).toMatchObject({ feature: "feedback", state: "comingSoon" });
    expect(await db().select().from(feedbackEntries)).toHaveLength(before.length);

    // The contact form is a separate feature and stays open.
    const contact = await inject({ method: "POST", url: "/api/contact", payload: validContact });
    expect(contact.statusCode).toBe(201);
  });
});
