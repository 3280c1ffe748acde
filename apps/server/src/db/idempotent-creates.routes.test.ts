import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInUser, signedInUser } from "../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { idempotencyMessages } from "./idempotent-creates.ts";
import { idempotencyKeys } from "./schema/accounts.ts";
import { skillsCards } from "./schema/profile.ts";

/**
 * Decision 0026: a create sent again with its Idempotency-Key (the web app's retry after a 503 or a lost
 * answer, a second tap on Save) is answered again, never made twice.
 */
describe("idempotency keys on creates", () => {
  let testApp: TestApp;
  let worker: SignedInUser;

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "keys.admin@example.com" });
    worker = await signedInUser(testApp.app);
  });
  afterAll(() => testApp.close());

  const card = (registrationNumber: string) => ({
    card_type: "cscs-labourer",
    registration_number: registrationNumber,
    expiry_date: "2031-01-01",
  });
  const addCard = (body: object, key?: string, user = worker) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/profile/skills-cards",
      headers: { ...user.headers, ...(key === undefined ? {} : { "idempotency-key": key }) },
      payload: body,
    });
  const cardsOf = async (user: SignedInUser) =>
    (
      await testApp.database.db
        .select({ number: skillsCards.registrationNumber })
        .from(skillsCards)
        .where(eq(skillsCards.userId, user.userId))
    ).map((row) => row.number);

  it("answers the same create sent twice with one key once: one card, the same answer, the repeat marked", async () => {
    const user = await signedInUser(testApp.app);
    const first = await addCard(card("K-1"), "key-a-1", user);
    const again = await addCard(card("K-1"), "key-a-1", user);

    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await cardsOf(user)).toEqual(["K-1"]);
  });

  it("refuses the key with another request (422, in words) and adds nothing", async () => {
    const user = await signedInUser(testApp.app);
    expect((await addCard(card("K-2"), "key-b-1", user)).statusCode).toBe(201);
    const other = await addCard(card("K-3"), "key-b-1", user);

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: "CONFLICT", message: idempotencyMessages.keyReused });
    expect(await cardsOf(user)).toEqual(["K-2"]);
  });

  it("makes one card from several requests with one key at once, each answered with it", async () => {
    const user = await signedInUser(testApp.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => addCard(card("K-4"), "key-c-1", user)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(4);
    expect(await cardsOf(user)).toEqual(["K-4"]);
  });

  it("keeps nothing of a create that failed: the same key then carries the corrected request", async () => {
    const user = await signedInUser(testApp.app);
    // Refused by the body's schema, before the create runs.
    const invalid = await addCard({ ...card("K-5"), expiry_date: "someday" }, "key-d-1", user);
    expect(invalid.statusCode).toBe(400);
    expect((await addCard(card("K-5"), "key-d-1", user)).statusCode).toBe(201);

    // Refused by the create itself, after the key was claimed in its transaction: the claim rolled back too.
    const copy = await addCard(card("K-5"), "key-d-2", user);
    expect(copy.statusCode).toBe(409);
    const corrected = await addCard(card("K-6"), "key-d-2", user);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers["idempotent-replayed"]).toBeUndefined();
    expect((await cardsOf(user)).sort()).toEqual(["K-5", "K-6"]);
  });

  it("keeps each person's keys apart: someone else's request with the same key is their own create", async () => {
    const [alice, bob] = [await signedInUser(testApp.app), await signedInUser(testApp.app)];
    const fromAlice = await addCard(card("K-7"), "shared-key", alice);
    const fromBob = await addCard(card("K-7"), "shared-key", bob);

    expect([fromAlice.statusCode, fromBob.statusCode]).toEqual([201, 201]);
    expect(fromBob.json().id).not.toBe(fromAlice.json().id);
    expect(fromBob.headers["idempotent-replayed"]).toBeUndefined();
    expect(await cardsOf(bob)).toEqual(["K-7"]);
  });

  it("treats a key whose day is over as unused", async () => {
    const user = await signedInUser(testApp.app);
    expect((await addCard(card("K-8"), "key-e-1", user)).statusCode).toBe(201);
    await testApp.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.userId, user.userId));

    const later = await addCard(card("K-9"), "key-e-1", user);
    expect(later.statusCode).toBe(201);
    expect((await cardsOf(user)).sort()).toEqual(["K-8", "K-9"]);
  });

  it("refuses a key it does not accept (400, in words) and creates nothing", async () => {
    const user = await signedInUser(testApp.app);
    for (const key of ["", "has space", "é", "x".repeat(101)]) {
      const refused = await addCard(card("K-10"), key, user);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json().message).toBe(idempotencyMessages.invalidKey);
    }
    expect(await cardsOf(user)).toEqual([]);
    expect((await addCard(card("K-10"), "x".repeat(100), user)).statusCode).toBe(201);
  });

  it("creates as before without a key: two sends are two creates", async () => {
    const user = await signedInUser(testApp.app);
    const body = {
      type: "NVQ Level 2 Bricklaying",
      issuing_authority: "City & Guilds",
      issue_date: "2020-06-01",
    };
    const send = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/profile/qualifications",
        headers: user.headers,
        payload: body,
      });
    expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
  });

  it("answers 409 to each of several saves of one card at once with their own keys, and keeps one", async () => {
    // On PostgreSQL the losers meet the unique index inside their request's transaction: the check that says
    // which card they met must still run there (a savepoint), or they answer 500.
    const user = await signedInUser(testApp.app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => addCard(card("K-11"), `key-f-${index}`, user)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await cardsOf(user)).toEqual(["K-11"]);
  });

  it("keeps the answer encrypted: a share's link is not in the database, and the repeat gives it again", async () => {
    const admin = await signedInUser(testApp.app, { email: "keys.admin@example.com" });
    const enabled = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/sharingCenter",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(enabled.statusCode).toBe(200);
    const user = await signedInUser(testApp.app);
    const cardId = (await addCard(card("K-12"), undefined, user)).json().id;
    const share = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/shares",
        headers: { ...user.headers, "idempotency-key": "key-g-1" },
        payload: {
          recipient_label: "Site office",
          items: [{ kind: "skills-card", id: cardId }],
          expiry: "30",
        },
      });
    const first = await share();
    const again = await share();

    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const link: string = first.json().url;
    expect(again.json().url).toBe(link);
    const [kept] = await testApp.database.db
      .select({ answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.userId));
    expect(kept?.answer).toMatch(/^v1\./);
    expect(kept?.answer).not.toContain(new URL(link).hash.slice(1));
    expect(kept?.answer).not.toContain("Site office");
  });
});
