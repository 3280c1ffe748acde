import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateScans } from "../../db/schema/gate.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";

interface Verification {
  level: string;
  flagged: boolean;
  check: {
    outcome: string;
    checker_name: string;
    company_name: string | null;
    current: boolean;
    facts: { number: string };
  } | null;
  summary: { key: string; values?: Record<string, unknown> };
}

/**
 * The evidence of checks (issue 51): a gate-keeper's scan is kept; they record what Smart Check showed on it;
 * the worker, the next check and the level follow the evidence, for the facts it was about.
 */
describe("evidence of checks", () => {
  let testApp: TestApp;
  let worker: User;
  let gatekeeper: User;
  let stranger: User;
  let companyId: string;
  let strangersCompanyId: string;
  const call = callerOf(() => testApp.app);
  const codeOf = (url: string) => new URL(url).hash.slice(1);

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    expect(
      (await call(admin, "PATCH", "/api/admin/features/sharingCenter", { state: "enabled" })).statusCode,
    ).toBe(200);
    worker = await signedInUser(testApp.app);
    gatekeeper = await signedInUser(testApp.app);
    stranger = await signedInUser(testApp.app);
    const address = { line1: "1 High Street", town: "Leeds", postcode: "LS1 1AA" };
    companyId = (await call(gatekeeper, "POST", "/api/companies", { name: "Acme Build", address })).json().id;
    strangersCompanyId = (
      await call(stranger, "POST", "/api/companies", { name: "Other Ltd", address })
    ).json().id;
    expect(companyId).toBeTruthy();
  });
  afterAll(async () => testApp.close());

  async function addCard(user: User, number: string, cardType = "cscs-labourer", photo = true) {
    const created = await call(user, "POST", "/api/profile/skills-cards", {
      card_type: cardType,
      registration_number: number,
      expiry_date: "2099-03-31",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    if (photo) {
      const upload = await call(
        user,
        "POST",
        `/api/profile/skills-cards/${id}/photos/front`,
        uploadForm(await pngImage(), "front.png"),
      );
      expect(upload.statusCode).toBe(200);
    }
    return id;
  }

  const walletItem = async (id: string) =>
    (
      (await call(worker, "GET", "/api/wallet")).json().items as {
        id: string;
        verification: Verification;
        signed_code_url: string;
      }[]
    ).find((item) => item.id === id);

  async function scan(checker: User, cardId: string) {
    const code = codeOf((await walletItem(cardId))?.signed_code_url ?? "");
    const checked = await call(checker, "POST", "/api/gate/checks", { token: code });
    expect(checked.statusCode).toBe(200);
    return checked.json() as { scan_id: string; smart_check: boolean; verification: Verification };
  }

  const record = (user: User, scanId: string, body: object) =>
    call(user, "POST", `/api/gate/scans/${scanId}/smart-check`, body);

  it("starts at the level the worker's own evidence reaches: typed in, or a photo", async () => {
    const typed = await addCard(worker, "TYPED-1", "cscs-labourer", false);
    const photographed = await addCard(worker, "PHOTO-1");
    expect((await walletItem(typed))?.verification).toMatchObject({
      level: "self-declared",
      check: null,
      flagged: false,
    });
    expect((await walletItem(photographed))?.verification).toMatchObject({
      level: "photo",
      summary: { key: "evidence.summary.photo" },
    });
  });

  it("keeps a gate-keeper's Smart Check 'matches' with who, which company and when; the worker and the next check see it", async () => {
    const cardId = await addCard(worker, "CSCS 1111 2222");
    const scanned = await scan(gatekeeper, cardId);
    expect(scanned).toMatchObject({ smart_check: true, verification: { level: "photo" } });
    expect(scanned.scan_id).toMatch(/^[0-9a-f-]{36}$/);

    const recorded = await record(gatekeeper, scanned.scan_id, { outcome: "matches", company_id: companyId });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ outcome: "matches", company_name: "Acme Build", current: true });

    const seen = (await walletItem(cardId))?.verification;
    expect(seen).toMatchObject({
      level: "smart-check",
      flagged: false,
      check: { outcome: "matches", company_name: "Acme Build", facts: { number: "CSCS 1111 2222" } },
      summary: { key: "evidence.summary.confirmed" },
    });
    expect(seen?.summary.values?.by).toContain("Acme Build");

    // The public check page shows the evidence too, but gives no scan to record on.
    const code = codeOf((await walletItem(cardId))?.signed_code_url ?? "");
    const publicCheck = (await call(null, "POST", "/api/gate-verifications", { token: code })).json();
    expect(publicCheck).toMatchObject({ scan_id: null, verification: { level: "smart-check" } });
  });

  it("shows the evidence as for the old number once the worker edits the card", async () => {
    const cardId = await addCard(worker, "OLD-NUMBER-9");
    const scanned = await scan(gatekeeper, cardId);
    expect((await record(gatekeeper, scanned.scan_id, { outcome: "matches" })).statusCode).toBe(201);
    const edited = await call(worker, "PUT", `/api/profile/skills-cards/${cardId}`, {
      card_type: "cscs-labourer",
      registration_number: "NEW-NUMBER-9",
      expiry_date: "2099-03-31",
    });
    expect(edited.statusCode).toBe(200);
    const after = (await walletItem(cardId))?.verification;
    expect(after).toMatchObject({
      level: "photo",
      flagged: false,
      check: { current: false, facts: { number: "OLD-NUMBER-9" }, company_name: null },
      summary: { key: "evidence.summary.oldFacts", values: { number: "OLD-NUMBER-9" } },
    });
  });

  it("flags the card and e-mails the worker at once when Smart Check does not match", async () => {
    const cardId = await addCard(worker, "NOMATCH-77");
    const scanned = await scan(gatekeeper, cardId);
    expect(
      (await record(gatekeeper, scanned.scan_id, { outcome: "not-found", company_id: companyId })).statusCode,
    ).toBe(201);
    expect((await walletItem(cardId))?.verification).toMatchObject({
      level: "photo",
      flagged: true,
      summary: { key: "evidence.summary.notFound" },
    });
    const mail = readOutbox(testApp.config.dataDir).at(-1) ?? "";
    expect(mail).toContain("Smart Check did not confirm one of your cards");
    expect(mail).toContain("Result: Card not found or cancelled.");
    expect(mail).toContain("Acme Build");

    // A later check that matches clears the flag.
    const again = await scan(gatekeeper, cardId);
    expect((await record(gatekeeper, again.scan_id, { outcome: "matches" })).statusCode).toBe(201);
    expect((await walletItem(cardId))?.verification).toMatchObject({ level: "smart-check", flagged: false });
  });

  it("refuses a record on a scan someone else made, on one's own card, for a company one does not work for, or too late", async () => {
    const cardId = await addCard(worker, "GUARDED-5");
    const scanned = await scan(gatekeeper, cardId);
    // Another company's gate-keeper (or anyone) cannot record on this scan: it is not theirs.
    const notTheirs = await record(stranger, scanned.scan_id, {
      outcome: "no-match",
      company_id: strangersCompanyId,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().messageRef).toMatchObject({ key: "evidence.error.scanNotFound" });
    expect((await record(stranger, "not-a-uuid", { outcome: "matches" })).statusCode).toBe(404);
    // Naming a company one is not a member of.
    const otherCompany = await record(gatekeeper, scanned.scan_id, {
      outcome: "matches",
      company_id: strangersCompanyId,
    });
    expect(otherCompany.statusCode).toBe(404);
    // The worker scanning their own card cannot confirm it.
    const own = await scan(worker, cardId);
    const selfConfirmed = await record(worker, own.scan_id, { outcome: "matches" });
    expect(selfConfirmed.statusCode).toBe(403);
    expect(selfConfirmed.json().messageRef).toMatchObject({ key: "evidence.error.ownCard" });
    // A scan more than an hour old.
    await testApp.database.db
      .update(gateScans)
      .set({ scannedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(gateScans.id, scanned.scan_id));
    expect((await record(gatekeeper, scanned.scan_id, { outcome: "matches" })).statusCode).toBe(410);
    expect((await walletItem(cardId))?.verification.level).toBe("photo");
  });

  it("answers bad input with 400 in words, and never lets anyone set a level", async () => {
    const cardId = await addCard(worker, "LEVEL-3");
    const scanned = await scan(gatekeeper, cardId);
    const noOutcome = await record(gatekeeper, scanned.scan_id, { outcome: "probably" });
    expect(noOutcome.statusCode).toBe(400);
    expect(JSON.stringify(noOutcome.json())).toContain("Choose what Smart Check showed.");
    // A level is worked out from evidence: a body that tries to set one is refused.
    const setLevel = await record(gatekeeper, scanned.scan_id, { outcome: "matches", level: "scheme-api" });
    expect(setLevel.statusCode).toBe(400);
    // The worker cannot set it on their card either: the field is not the card's, and the level stays.
    await call(worker, "PUT", `/api/profile/skills-cards/${cardId}`, {
      card_type: "cscs-labourer",
      registration_number: "LEVEL-3",
      expiry_date: "2099-03-31",
      verification: { level: "scheme-api" },
      verification_level: "scheme-api",
    });
    expect((await walletItem(cardId))?.verification.level).toBe("photo");
    // A card Smart Check does not cover (IPAF) takes no Smart Check outcome.
    const ipaf = await addCard(worker, "IPAF-1", "ipaf-pal");
    const ipafScan = await scan(gatekeeper, ipaf);
    expect(ipafScan.smart_check).toBe(false);
    expect((await record(gatekeeper, ipafScan.scan_id, { outcome: "matches" })).statusCode).toBe(400);
  });

  it("lists every look at the worker's records in one timeline, newest first, and only to the worker", async () => {
    const cardId = await addCard(worker, "TIMELINE-1");
    const scanned = await scan(gatekeeper, cardId);
    expect(
      (await record(gatekeeper, scanned.scan_id, { outcome: "matches", company_id: companyId })).statusCode,
    ).toBe(201);
    const code = codeOf((await walletItem(cardId))?.signed_code_url ?? "");
    expect((await call(null, "POST", "/api/gate-verifications", { token: code })).statusCode).toBe(200);
    const share = await call(worker, "POST", "/api/shares", {
      recipient_label: "Northgate Civils",
      items: [{ kind: "skills-card", id: cardId }],
    });
    expect(share.statusCode).toBe(201);
    const token = codeOf(share.json().url);
    const opened = await call(null, "POST", "/api/shared/view", { token });
    expect(opened.statusCode).toBe(200);
    expect(
      (
        await call(null, "POST", "/api/shared/viewer", {
          token,
          view_id: opened.json().view_id,
          viewer_name: "Dee Okafor",
          viewer_company: "Northgate Civils",
        })
      ).statusCode,
    ).toBeLessThan(300);

    const asked = await call(worker, "POST", `/api/shares/${share.json().id}/ask-to-delete`);
    expect(asked.statusCode).toBeLessThan(300);

    const { looks: all, next } = (await call(worker, "GET", "/api/looks")).json();
    // What else happened to a share is in the timeline too: here, the request to delete the copy.
    expect(all[0]).toMatchObject({
      kind: "share-event",
      outcome: "delete-requested",
      about: "Northgate Civils",
    });
    const looks = all.slice(1);
    const newest = looks.slice(0, 4);
    expect(newest.map((look: { kind: string }) => look.kind)).toEqual([
      "share-view",
      "gate-scan",
      "smart-check",
      "gate-scan",
    ]);
    expect(newest[0]).toMatchObject({
      who: "Dee Okafor",
      company: "Northgate Civils",
      about: "Northgate Civils",
    });
    // The check page, not signed in, names nobody; the gate-keeper's check names them.
    expect(newest[1]).toMatchObject({ who: null, record_type: "cscs-labourer", outcome: "green" });
    expect(newest[2]).toMatchObject({
      company: "Acme Build",
      outcome: "matches",
      record_kind: "skills-card",
    });
    expect(newest[3]).toMatchObject({ who: "Sam O'Neill", outcome: "green" });
    expect(next).toBeNull();
    // Paging: the looks before the newest one.
    const older = (await call(worker, "GET", `/api/looks?before=${encodeURIComponent(newest[0].at)}`)).json();
    expect(older.looks[0].id).toBe(newest[1].id);

    // The gate-keeper's own timeline holds none of the worker's looks; bad input is a 400.
    const theirs = (await call(gatekeeper, "GET", "/api/looks")).json().looks as { id: string }[];
    expect(theirs.some((look) => newest.some((mine: { id: string }) => mine.id === look.id))).toBe(false);
    expect((await call(worker, "GET", "/api/looks?before=yesterday")).statusCode).toBe(400);
    expect((await call(worker, "GET", `/api/looks?before=${newest[0].at}&before_id=1`)).statusCode).toBe(400);
    expect((await call(null, "GET", "/api/looks")).statusCode).toBe(401);
  });

  it("pages through looks at one and the same instant without skipping or repeating any", async () => {
    const holder = await signedInUser(testApp.app);
    const holderId = (await call(holder, "GET", "/api/auth/get-session")).json().user.id as string;
    const at = new Date("2026-12-01T08:00:00.000Z");
    await testApp.database.db.insert(gateScans).values(
      Array.from({ length: 52 }, () => ({
        holderUserId: holderId,
        checkerUserId: null,
        recordKind: "skills-card",
        recordId: "3f0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d10",
        codeKind: "live",
        outcome: "green",
        facts: { number: "X-1", expiry_date: null, type: "cscs-labourer" },
        scannedAt: at,
      })),
    );
    const first = (await call(holder, "GET", "/api/looks")).json();
    expect(first.looks).toHaveLength(50);
    const second = (
      await call(
        holder,
        "GET",
        `/api/looks?before=${encodeURIComponent(first.next.before)}&before_id=${first.next.before_id}`,
      )
    ).json();
    const ids = [...first.looks, ...second.looks].map((look: { id: string }) => look.id);
    expect(ids).toHaveLength(52);
    expect(new Set(ids).size).toBe(52);
    expect(second.next).toBeNull();
  });

  describe("the holder's own Smart Check answer", () => {
    const answer = (user: User, body: object) => call(user, "POST", "/api/evidence/own-checks", body);
    const ownCheckOf = async (id: string) =>
      (
        (await call(worker, "GET", "/api/wallet")).json().items as {
          id: string;
          own_check: { outcome: string; current: boolean; summary: { key: string } } | null;
        }[]
      ).find((item) => item.id === id)?.own_check;

    it("keeps the answer with the card's facts and shows it to the holder, but the level stays where it was", async () => {
      const cardId = await addCard(worker, "OWN-1");
      expect(await ownCheckOf(cardId)).toBeNull();
      const yes = await answer(worker, { kind: "skills-card", id: cardId, outcome: "still-verifies" });
      expect(yes.statusCode).toBe(201);
      expect(yes.json()).toMatchObject({
        outcome: "still-verifies",
        current: true,
        facts: { number: "OWN-1", expiry_date: "2099-03-31", type: "cscs-labourer" },
        summary: { key: "evidence.own.summary.yes" },
      });
      expect((await walletItem(cardId))?.verification).toMatchObject({ level: "photo", flagged: false });
      expect(await ownCheckOf(cardId)).toMatchObject({ outcome: "still-verifies", current: true });

      // "No" is the holder's own note: nobody else sees a flag.
      expect(
        (await answer(worker, { kind: "skills-card", id: cardId, outcome: "did-not-verify" })).statusCode,
      ).toBe(201);
      expect((await walletItem(cardId))?.verification).toMatchObject({ level: "photo", flagged: false });
      expect(await ownCheckOf(cardId)).toMatchObject({
        outcome: "did-not-verify",
        summary: { key: "evidence.own.summary.no" },
      });
      const checked = await scan(gatekeeper, cardId);
      expect(checked.verification).toMatchObject({ level: "photo", flagged: false });
      expect(JSON.stringify(checked)).not.toContain("did-not-verify");

      // Once the card's details change, the answer is shown as for the old details.
      await call(worker, "PUT", `/api/profile/skills-cards/${cardId}`, {
        card_type: "cscs-labourer",
        registration_number: "OWN-2",
        expiry_date: "2099-03-31",
      });
      expect(await ownCheckOf(cardId)).toMatchObject({
        current: false,
        summary: { key: "evidence.own.summary.oldFacts" },
      });
    });

    it("is 404 for another person's card, 400 for bad input or a card Smart Check does not cover", async () => {
      const cardId = await addCard(worker, "OWN-GUARD");
      const notTheirs = await answer(stranger, {
        kind: "skills-card",
        id: cardId,
        outcome: "still-verifies",
      });
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().messageRef).toMatchObject({ key: "evidence.error.ownRecordNotFound" });
      expect(await ownCheckOf(cardId)).toBeNull();
      expect(
        (await answer(worker, { kind: "skills-card", id: "not-a-uuid", outcome: "still-verifies" }))
          .statusCode,
      ).toBe(404);

      const badOutcome = await answer(worker, { kind: "skills-card", id: cardId, outcome: "matches" });
      expect(badOutcome.statusCode).toBe(400);
      expect(JSON.stringify(badOutcome.json())).toContain("evidence.own.chooseOutcome");
      const setLevel = await answer(worker, {
        kind: "skills-card",
        id: cardId,
        outcome: "still-verifies",
        level: "smart-check",
      });
      expect(setLevel.statusCode).toBe(400);

      const ipaf = await addCard(worker, "IPAF-OWN", "ipaf-pal");
      const uncovered = await answer(worker, { kind: "skills-card", id: ipaf, outcome: "still-verifies" });
      expect(uncovered.statusCode).toBe(400);
      expect(uncovered.json().messageRef).toMatchObject({ key: "evidence.smartCheck.notCovered" });
    });
  });
});
