import { catalogues } from "@siteready/domain/catalogues";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shares } from "../../db/schema/sharing.ts";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { enrolTwoFactor } from "../../test-support/two-factor.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, isoDaysFromNow, type User } from "../profile/profile-test-support.ts";

const record = {
  route: "time-limited",
  share_code: "w4b 8kx-9zq",
  share_code_generated_on: isoDaysFromNow(-10),
  permission_ends_on: isoDaysFromNow(400),
  date_of_birth: "1990-04-12",
};

const receipt = {
  checked_on: isoDaysFromNow(0),
  method: "home-office-online",
  outcome: "confirmed-time-limited",
  follow_up_on: isoDaysFromNow(200),
  checker_name: "Pat Lee",
  reference: "RTW-1",
};

/**
 * The right to work through the sharing centre (issue 52): the record as a private item (step-up, audited), its
 * values and photos on the share page, the recipient's receipt of the check they did, and its PDF.
 */
describe("sharing the right to work", () => {
  let testApp: TestApp;
  let worker: User;
  let documentPhotoId: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const shared = (path: string, payload: object) =>
    testApp.app.inject({ method: "POST", url: `/api/shared/${path}`, remoteAddress: "203.0.113.7", payload });

  async function share(body: Record<string, unknown>, user = worker) {
    const response = await call(user, "POST", "/api/shares", {
      recipient_label: "Acme Build — site office",
      private_confirmed: true,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { ...response.json(), token: tokenOf(response.json().url) } as { id: string; token: string };
  }

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    const enabled = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/sharingCenter",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(enabled.statusCode).toBe(200);
    worker = await signedInUser(testApp.app, { firstName: "Ana", lastName: "Popescu" });
    const saved = await call(worker, "PUT", "/api/right-to-work", record);
    expect(saved.statusCode, saved.body).toBe(200);
    const photo = await call(
      worker,
      "POST",
      "/api/right-to-work/photos/document",
      uploadForm(await pngImage(), "passport.png"),
    );
    expect(photo.statusCode, photo.body).toBe(200);
    documentPhotoId = photo.json().record.photos[0].file_id;
  });
  afterAll(async () => testApp.close());

  it("offers the record as a private item, only to a worker who has one, and asks for a step-up to share it", async () => {
    const offered = (await call(worker, "GET", "/api/shares/shareable-items")).json().items;
    expect(offered).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "right-to-work", id: null, private: true })]),
    );
    const guarded = await signedInUser(testApp.app);
    const none = (await call(guarded, "GET", "/api/shares/shareable-items")).json().items;
    expect(none.some((item: { kind: string }) => item.kind === "right-to-work")).toBe(false);
    expect((await call(guarded, "PUT", "/api/right-to-work", record)).statusCode).toBe(200);

    const { authenticator, cookie } = await enrolTwoFactor(testApp.app, guarded);
    const headers = { cookie, origin: testOrigin };
    const body = { recipient_label: "Acme", items: [{ kind: "right-to-work" }] };
    const unconfirmed = await testApp.app.inject({
      method: "POST",
      url: "/api/shares",
      headers,
      payload: body,
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(Object.keys(unconfirmed.json().fieldErrors)).toEqual(["private_confirmed"]);
    const confirmed = { ...body, private_confirmed: true };
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/shares",
      headers,
      payload: confirmed,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED" });
    const stepUp = await testApp.app.inject({
      method: "POST",
      url: "/api/accounts/step-up",
      headers,
      payload: { code: authenticator.nextCode() },
    });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    const made = await testApp.app.inject({
      method: "POST",
      url: "/api/shares",
      headers,
      payload: confirmed,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().items).toEqual([expect.objectContaining({ kind: "right-to-work" })]);
  });

  it("shows the code as GOV.UK writes it, the date of birth and the photo, audited for the worker; the pack too", async () => {
    const { token } = await share({ items: [{ kind: "right-to-work" }] });
    const page = (await shared("view", { token })).json();
    // No card Smart Check covers is on the page, so its note does not send the reader there.
    expect(page.note).toEqual({ key: "sharing.page.enteredByHolder" });
    const [item] = page.items;
    expect(item).toMatchObject({ kind: "right-to-work", number: null });
    expect(item.lines).toEqual(
      expect.arrayContaining([
        { key: "rightToWork.shared.shareCode", values: { code: "W4B 8KX 9ZQ" } },
        { key: "rightToWork.shared.dateOfBirth", values: { date: "1990-04-12" } },
        { key: "rightToWork.shared.endsOn", values: { date: record.permission_ends_on } },
      ]),
    );
    expect(item.photos).toEqual([expect.objectContaining({ id: documentPhotoId })]);
    const photo = await shared("photo", {
      token,
      photo_id: documentPhotoId,
      width: 320,
      view_id: page.view_id,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");

    const pack = await shared("pack", { token, view_id: page.view_id });
    expect(pack.statusCode).toBe(200);
    expect(await pdfText(pack.rawPayload)).toContain("W4B 8KX 9ZQ");

    const audit = (await call(worker, "GET", "/api/profile/audit-log")).json().entries as Array<{
      field: string;
      action: string;
    }>;
    const fields = audit.map((entry) => `${entry.field} ${entry.action}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        "right_to_work_share_code share",
        "right_to_work_share_code shared_view",
        "right_to_work_date_of_birth shared_view",
      ]),
    );
  });

  it("never serves the record's photos through a share without it", async () => {
    await call(worker, "POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: "502135326",
      expiry_date: isoDaysFromNow(900),
    });
    const passport = (await call(worker, "GET", "/api/shares/shareable-items"))
      .json()
      .items.find((item: { type: string | null }) => item.type === "passport");
    const { token } = await share({ items: [{ kind: "document", id: passport.id }] });
    const photo = await shared("photo", { token, photo_id: documentPhotoId, width: 320 });
    expect(photo.statusCode).toBe(404);

    const receiptThere = await shared("right-to-work/receipts", { token, receipt });
    expect(receiptThere.statusCode).toBe(404);
    expect(receiptThere.json().messageRef.key).toBe("rightToWork.error.notShared");
  });

  it("takes the recipient's receipt without counting a view; the worker sees it; the PDF is for this share only", async () => {
    const first = await share({ items: [{ kind: "right-to-work" }], language: "bg" });
    const page = (await shared("view", { token: first.token })).json();
    await shared("viewer", { token: first.token, view_id: page.view_id, viewer_company: "Acme Build" });
    const recorded = await shared("right-to-work/receipts", { token: first.token, receipt });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      via: "share",
      outcome: "confirmed-time-limited",
      organisation: "Acme Build",
      checker_name: "Pat Lee",
    });
    const receiptId = recorded.json().id;
    const detail = (await call(worker, "GET", `/api/shares/${first.id}`)).json();
    expect(detail.views_used).toBe(1);

    const mine = (await call(worker, "GET", "/api/right-to-work")).json();
    expect(mine.receipts).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: receiptId, via: "share" })]),
    );

    const pdf = await shared("right-to-work/receipt.pdf", { token: first.token, receipt_id: receiptId });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("W4B 8KX 9ZQ");
    expect(text).toContain(catalogues.bg["rightToWork.outcome.confirmed-time-limited"]);
    expect(text).toContain("RTW-1");

    const second = await share({ items: [{ kind: "right-to-work" }] });
    const elsewhere = await shared("right-to-work/receipt.pdf", {
      token: second.token,
      receipt_id: receiptId,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("refuses a receipt on a share that was revoked, has ended or was opened as often as allowed", async () => {
    const revoked = await share({ items: [{ kind: "right-to-work" }] });
    await call(worker, "POST", `/api/shares/${revoked.id}/revoke`, {});
    const afterRevoke = await shared("right-to-work/receipts", { token: revoked.token, receipt });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().messageRef.key).toBe("rightToWork.error.shareEnded");

    const ended = await share({ items: [{ kind: "right-to-work" }] });
    await testApp.database.db
      .update(shares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shares.id, ended.id));
    const afterEnd = await shared("right-to-work/receipts", { token: ended.token, receipt });
    expect(afterEnd.statusCode).toBe(410);
    expect(afterEnd.json().messageRef.key).toBe("rightToWork.error.shareEnded");

    const once = await share({ items: [{ kind: "right-to-work" }], max_views: 1 });
    expect((await shared("view", { token: once.token })).statusCode).toBe(200);
    const afterLimit = await shared("right-to-work/receipts", { token: once.token, receipt });
    expect(afterLimit.statusCode).toBe(410);
    expect(afterLimit.json().messageRef.key).toBe("rightToWork.error.shareEnded");

    // The domain's date rules answer with the field's words.
    const open = await share({ items: [{ kind: "right-to-work" }] });
    const future = await shared("right-to-work/receipts", {
      token: open.token,
      receipt: { ...receipt, checked_on: isoDaysFromNow(2) },
    });
    expect(future.statusCode).toBe(400);
    expect(JSON.stringify(future.json().fieldErrorRefs)).toContain("rightToWork.receipt.checkedInFuture");
  });
});
