import {
  checkSignedCodeOffline,
  type GateSigningKey,
  parseGateCode,
  type SignedWithdrawalList,
  verifyWithdrawalList,
  withdrawalMessages,
} from "@siteready/domain/wallet";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateWithdrawals } from "../../db/schema/gate.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";
import { pruneGateWithdrawals } from "./wallet.jobs.ts";
import { recordWithdrawal } from "./wallet.service.ts";

/** Withdrawn codes caught offline (issue 51, decision 0019): what the triggers record and the list the phones keep. */
describe("withdrawals from the gate", () => {
  let testApp: TestApp;
  let worker: User;
  const call = callerOf(() => testApp.app);
  const db = () => testApp.database.db;
  let serial = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    worker = await signedInUser(testApp.app);
  });
  afterAll(async () => testApp.close());

  async function addCard(user: User = worker, expiry = "2099-03-31") {
    serial += 1;
    const created = await call(user, "POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: `CSCS-${serial}`,
      expiry_date: expiry,
    });
    expect(created.statusCode).toBe(201);
    return { id: created.json().id as string, number: `CSCS-${serial}` };
  }

  async function addDocument(user: User = worker) {
    serial += 1;
    const created = await call(user, "POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: `P${serial}`,
      expiry_date: "2031-05-01",
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  }

  const withdrawalOf = async (kind: string, id: string) =>
    (
      await db()
        .select({ at: gateWithdrawals.withdrawnAt })
        .from(gateWithdrawals)
        .where(and(eq(gateWithdrawals.kind, kind), eq(gateWithdrawals.recordId, id)))
    )[0]?.at ?? null;

  const signedCodeOf = async (id: string) => {
    const items = (await call(worker, "GET", "/api/wallet")).json().items as Array<{
      id: string;
      signed_code_url: string;
    }>;
    const url = items.find((item) => item.id === id)?.signed_code_url ?? "";
    const code = parseGateCode(url);
    if (code?.type !== "signed") throw new Error("no signed code");
    return code;
  };

  it("records a card deleted, un-ticked, or with its number or expiry changed", async () => {
    const deleted = await addCard();
    const before = Date.now();
    expect((await call(worker, "DELETE", `/api/profile/skills-cards/${deleted.id}`)).statusCode).toBe(204);
    const deletedAt = await withdrawalOf("skills-card", deleted.id);
    expect(deletedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const unticked = await addCard();
    expect(await withdrawalOf("skills-card", unticked.id)).toBeNull();
    const off = await call(worker, "PUT", `/api/wallet/items/skills-card/${unticked.id}`, {
      show_at_gate: false,
    });
    expect(off.statusCode).toBe(200);
    expect(await withdrawalOf("skills-card", unticked.id)).not.toBeNull();

    const renumbered = await addCard();
    const changed = await call(worker, "PUT", `/api/profile/skills-cards/${renumbered.id}`, {
      card_type: "cscs-labourer",
      registration_number: `${renumbered.number}-NEW`,
      expiry_date: "2099-03-31",
    });
    expect(changed.statusCode).toBe(200);
    expect(await withdrawalOf("skills-card", renumbered.id)).not.toBeNull();

    const document = await addDocument();
    const redated = await call(worker, "PUT", `/api/profile/documents/${document}`, {
      document_type: "passport",
      document_number: `P${serial}`,
      expiry_date: "2032-05-01",
    });
    expect(redated.statusCode).toBe(200);
    expect(await withdrawalOf("document", document)).not.toBeNull();
  });

  it("keeps the latest instant for a record withdrawn twice", async () => {
    const card = await addCard();
    await call(worker, "PUT", `/api/wallet/items/skills-card/${card.id}`, { show_at_gate: false });
    const first = await withdrawalOf("skills-card", card.id);
    await call(worker, "PUT", `/api/wallet/items/skills-card/${card.id}`, { show_at_gate: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await call(worker, "DELETE", `/api/profile/skills-cards/${card.id}`);
    const second = await withdrawalOf("skills-card", card.id);
    expect(second?.getTime()).toBeGreaterThan(first?.getTime() ?? Number.POSITIVE_INFINITY);
    const rows = await db().select().from(gateWithdrawals).where(eq(gateWithdrawals.recordId, card.id));
    expect(rows).toHaveLength(1);
  });

  it("records nothing for an edit a signed code does not carry, nor for a card never shown", async () => {
    const card = await addCard();
    const photo = await call(
      worker,
      "POST",
      `/api/profile/skills-cards/${card.id}/photos/front`,
      uploadForm(await pngImage(), "front.png"),
    );
    expect(photo.statusCode).toBe(200);
    const issued = await call(worker, "PUT", `/api/profile/skills-cards/${card.id}`, {
      card_type: "cscs-labourer",
      registration_number: card.number,
      issue_date: "2024-01-02",
      expiry_date: "2099-03-31",
    });
    expect(issued.statusCode).toBe(200);
    const photoOff = await call(worker, "PUT", `/api/wallet/items/skills-card/${card.id}`, {
      show_holder_photo: false,
    });
    expect(photoOff.statusCode).toBe(200);
    expect(await withdrawalOf("skills-card", card.id)).toBeNull();

    // Un-ticked (recorded), then deleted a day later: the un-tick was the withdrawal, nothing is added.
    const hidden = await addCard();
    await call(worker, "PUT", `/api/wallet/items/skills-card/${hidden.id}`, { show_at_gate: false });
    await db().delete(gateWithdrawals).where(eq(gateWithdrawals.recordId, hidden.id));
    await call(worker, "DELETE", `/api/profile/skills-cards/${hidden.id}`);
    expect(await withdrawalOf("skills-card", hidden.id)).toBeNull();
  });

  it("records every shown record of a deleted account", async () => {
    const leaver = await signedInUser(testApp.app);
    const card = await addCard(leaver);
    const document = await addDocument(leaver);
    const deleted = await call(leaver, "DELETE", "/api/account", { confirm: "DELETE MY ACCOUNT" });
    expect(deleted.statusCode).toBe(204);
    expect(await withdrawalOf("skills-card", card.id)).not.toBeNull();
    expect(await withdrawalOf("document", document)).not.toBeNull();
  });

  it("lets another module withdraw a record through the wallet service", async () => {
    const card = await addCard();
    const at = new Date(Date.now() - 5_000);
    await recordWithdrawal(db(), "skills-card", card.id, at);
    expect((await withdrawalOf("skills-card", card.id))?.getTime()).toBe(at.getTime());
    // An earlier instant does not replace a later one; a text that names no record is ignored.
    await recordWithdrawal(db(), "skills-card", card.id, new Date(at.getTime() - 60_000));
    expect((await withdrawalOf("skills-card", card.id))?.getTime()).toBe(at.getTime());
    await recordWithdrawal(db(), "skills-card", "not-a-record", at);
  });

  it("serves a signed list that the published keys verify, with a card deleted a minute ago", async () => {
    const card = await addCard();
    const code = await signedCodeOf(card.id);
    expect((await call(worker, "DELETE", `/api/profile/skills-cards/${card.id}`)).statusCode).toBe(204);
    const keys = (await call(null, "GET", "/api/gate/keys")).json().keys as GateSigningKey[];
    // The code the wallet held before the delete is refused on a phone with no signal.
    const fresh = (await call(null, "GET", "/api/gate/withdrawals")).json() as SignedWithdrawalList;
    const check = await checkSignedCodeOffline(code, keys, fresh, new Date());
    expect(check).toMatchObject({ outcome: "red", reason: withdrawalMessages.withdrawn });

    // Withdrawn a minute ago.
    const minuteAgo = new Date(Date.now() - 60_000);
    await db()
      .update(gateWithdrawals)
      .set({ withdrawnAt: minuteAgo })
      .where(eq(gateWithdrawals.recordId, card.id));
    await db()
      .update(gateWithdrawals)
      .set({ withdrawnAt: sql`now() - interval '2 days'` })
      .where(eq(gateWithdrawals.kind, "document"));

    const response = await call(null, "GET", "/api/gate/withdrawals");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const list = response.json() as SignedWithdrawalList;
    const read = await verifyWithdrawalList(list, keys);
    expect(read).not.toBeNull();
    expect(read?.withdrawn.get(`skills-card:${card.id}`)).toBe(Math.floor(minuteAgo.getTime() / 1000));
    // Two days ago is beyond any signed code's 24 hours.
    expect([...(read?.withdrawn.keys() ?? [])].some((key) => key.startsWith("document:"))).toBe(false);
    const now = Date.now() / 1000;
    expect(read?.validUntil).toBe((read?.issuedAt ?? 0) + 12 * 3600);
    expect(Math.abs((read?.issuedAt ?? 0) - now)).toBeLessThan(5);
  });

  it("prunes withdrawals older than any code needs, in batches", async () => {
    await db().delete(gateWithdrawals);
    const now = new Date("2026-12-07T06:00:00Z");
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const rows = [30, 40, 50, 60, 70, 25, 1].map((hours) => ({
      kind: "skills-card",
      recordId: crypto.randomUUID(),
      withdrawnAt: hoursAgo(hours),
    }));
    await db().insert(gateWithdrawals).values(rows);
    // Kept: 26 hours (the list's 25 and an hour): two batches of 2 and one of 1 remove the five older.
    expect(await pruneGateWithdrawals(db(), now, 2)).toEqual({ removed: 5 });
    const left = await db().select({ at: gateWithdrawals.withdrawnAt }).from(gateWithdrawals);
    expect(left.map((row) => row.at.getTime()).sort()).toEqual([
      hoursAgo(25).getTime(),
      hoursAgo(1).getTime(),
    ]);
    expect(await pruneGateWithdrawals(db(), now, 2)).toEqual({ removed: 0 });
  });
});
