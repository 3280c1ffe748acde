import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser, testOrigin } from "../../test-support/auth-helpers.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { type AuthenticatorApp, enrolTwoFactor } from "../../test-support/two-factor.ts";
import { minimalPdf, uploadForm } from "../files/upload-test-support.ts";
import { isoDaysFromNow, validBankDetails, validEmployeeTax } from "../profile/profile-test-support.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Guard values, not buttons (issue 46): every way to a sensitive value — revealing it, changing it, putting it in
 * a share, exporting it — and every way to weaken the account's protection asks an account with two-factor to
 * confirm it's you on this session in the last 10 minutes, whichever endpoint is called.
 */
describe("step-up on every path to a sensitive value", () => {
  let testApp: TestApp;
  let cookie: string;
  let authenticator: AuthenticatorApp;
  let password: string;
  let userId: string;
  let rightToWorkId: string;
  let cardId: string;

  const call = (method: Method, url: string, payload?: object | FormData, jar = cookie) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: jar, origin: testOrigin },
      ...(payload ? { payload: payload as object } : {}),
    });

  const shareOf = (items: object[]) => ({
    recipient_label: "Acme Build — site office",
    items,
    private_confirmed: true,
  });

  /** Every endpoint that reaches a sensitive value or the account's protection, with a body it would accept. */
  const guardedCalls = (): Array<[string, Method, string, object | FormData | undefined]> => [
    ["save bank details", "PUT", "/api/profile/bank-details", validBankDetails],
    ["remove bank details", "DELETE", "/api/profile/bank-details", undefined],
    ["reveal bank details", "POST", "/api/profile/bank-details/reveal", { field: "account_number" }],
    ["save tax details", "PUT", "/api/profile/tax-details", validEmployeeTax],
    ["remove tax details", "DELETE", "/api/profile/tax-details", undefined],
    ["reveal the NI number", "POST", "/api/profile/tax-details/reveal", { field: "ni_number" }],
    ["share bank details", "POST", "/api/shares", shareOf([{ kind: "bank-details" }])],
    ["share the NI number", "POST", "/api/shares", shareOf([{ kind: "ni-number" }])],
    [
      "share a right-to-work document",
      "POST",
      "/api/shares",
      shareOf([{ kind: "document", id: rightToWorkId }]),
    ],
    [
      "add a right-to-work document",
      "POST",
      "/api/profile/documents",
      { document_type: "visa_brp", document_number: "ZU1234567", expiry_date: isoDaysFromNow(300) },
    ],
    [
      "change a right-to-work document",
      "PUT",
      `/api/profile/documents/${rightToWorkId}`,
      { document_type: "right_to_work_share_code", document_number: "W7X9K2M4P" },
    ],
    [
      "replace a right-to-work document's file",
      "POST",
      `/api/profile/documents/${rightToWorkId}/file`,
      uploadForm(minimalPdf, "proof.pdf"),
    ],
    ["remove a right-to-work document", "DELETE", `/api/profile/documents/${rightToWorkId}`, undefined],
    ["export everything", "GET", "/api/profile/export", undefined],
    ["delete the account", "DELETE", "/api/account", { confirm: "DELETE MY ACCOUNT" }],
    ["turn two-factor off", "POST", "/api/auth/two-factor/disable", { password }],
    ["make new recovery codes", "POST", "/api/auth/two-factor/generate-backup-codes", { password }],
    ["add a passkey", "GET", "/api/auth/passkey/generate-register-options", undefined],
    [
      "remove a passkey",
      "POST",
      "/api/auth/passkey/delete-passkey",
      { id: "6f1c1d5e-8a54-4d5f-9a53-0c6b2f3c1a10" },
    ],
    [
      "change the password",
      "POST",
      "/api/auth/change-password",
      { currentPassword: password, newPassword: "scaffold ladder ninety tea" },
    ],
  ];

  const refusals = async () => {
    const answered: string[] = [];
    for (const [what, method, url, payload] of guardedCalls()) {
      const response = await call(method, url, payload);
      answered.push(`${what}: ${response.statusCode} ${(response.json() as { code?: string }).code ?? ""}`);
    }
    return answered;
  };

  const stepUp = async () => {
    const response = await call("POST", "/api/accounts/step-up", { code: authenticator.nextCode() });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    testApp = await createTestApp({ ADMIN_EMAILS: "boss@example.com" });
    const admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    const sharingOn = await testApp.app.inject({
      method: "PATCH",
      url: "/api/admin/features/sharingCenter",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(sharingOn.statusCode).toBe(200);

    const worker = await signedInUser(testApp.app);
    ({ password, userId } = worker);
    // Everything is in place before two-factor goes on, as for a worker who turns it on later.
    cookie = worker.cookie;
    expect((await call("PUT", "/api/profile/bank-details", validBankDetails)).statusCode).toBe(200);
    expect((await call("PUT", "/api/profile/tax-details", validEmployeeTax)).statusCode).toBe(200);
    const proof = await call("POST", "/api/profile/documents", {
      document_type: "right_to_work_share_code",
      document_number: "W7X9K2M4P",
    });
    rightToWorkId = proof.json().id;
    const card = await call("POST", "/api/profile/skills-cards", {
      card_type: "cscs-labourer",
      registration_number: "CSCS-1234-5678",
      expiry_date: isoDaysFromNow(400),
    });
    cardId = card.json().id;
    ({ authenticator, cookie } = await enrolTwoFactor(testApp.app, worker));
  });
  afterAll(async () => testApp.close());

  it("refuses each of them with STEP_UP_REQUIRED until this session confirms it's you", async () => {
    const answered = await refusals();
    expect(answered.filter((line) => !line.endsWith("403 STEP_UP_REQUIRED"))).toEqual([]);
    expect(answered).toHaveLength(20);
  });

  it("asks nothing for what holds no sensitive value: a share of a card, an ordinary document", async () => {
    const cardShare = await call("POST", "/api/shares", shareOf([{ kind: "skills-card", id: cardId }]));
    expect(cardShare.statusCode, cardShare.body).toBe(201);
    const passport = await call("POST", "/api/profile/documents", {
      document_type: "passport",
      document_number: "502135326",
      expiry_date: isoDaysFromNow(900),
    });
    expect(passport.statusCode).toBe(201);
  });

  it("lets them through after a step-up, and asks again once it is over 10 minutes old", async () => {
    await stepUp();
    const bankShare = await call(
      "POST",
      "/api/shares",
      shareOf([{ kind: "bank-details" }, { kind: "utr" }].slice(0, 1)),
    );
    expect(bankShare.statusCode, bankShare.body).toBe(201);

    await testApp.database.db.execute(
      sql`update sessions set step_up_at = now() - interval '11 minutes' where user_id = ${userId}`,
    );
    // The sessions trigger tells this instance's session cache, as on a second instance (decision 0021).
    const stale = await call("POST", "/api/shares", shareOf([{ kind: "ni-number" }]));
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: "STEP_UP_REQUIRED" });
  });

  it("writes the sharing of private values and each showing of them, page and PDF, to the worker's audit log", async () => {
    await stepUp();
    const created = await call(
      "POST",
      "/api/shares",
      shareOf([{ kind: "bank-details" }, { kind: "ni-number" }]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const token = new URL(created.json().url).hash.slice(1);

    const viewer = (path: string, payload: object) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/shared/${path}`,
        remoteAddress: "203.0.113.9",
        payload,
      });
    const page = await viewer("view", { token });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json().items)).toContain("12345678");
    const pack: LightMyRequestResponse = await viewer("pack", { token, view_id: page.json().view_id });
    expect(await pdfText(pack.rawPayload)).toContain("12345678");

    const audit = (await call("GET", "/api/profile/audit-log")).json().entries as Array<{
      field: string;
      action: string;
      actor_user_id: string | null;
      ip_address: string | null;
    }>;
    const shared = audit.filter((entry) => entry.action === "share");
    expect(shared.map((entry) => entry.field).sort()).toEqual(
      expect.arrayContaining(["account_number", "ni_number", "sort_code"]),
    );
    expect(shared.every((entry) => entry.actor_user_id === userId)).toBe(true);
    const shown = audit.filter(
      (entry) => entry.action === "shared_view" && entry.ip_address === "203.0.113.9",
    );
    // The page and the pack each showed the account number, sort code and NI number.
    expect(shown.filter((entry) => entry.field === "account_number")).toHaveLength(2);
    expect(shown.filter((entry) => entry.field === "ni_number")).toHaveLength(2);
    expect(shown.every((entry) => entry.actor_user_id === null)).toBe(true);
  });
  it("asks the same step-up before joining a crew whose role needs right-to-work evidence, and logs the company's look at it", async () => {
    await testApp.database.db.execute(
      sql`update sessions set step_up_at = now() - interval '11 minutes' where user_id = ${userId}`,
    );
    const contractor = await signedInUser(testApp.app);
    const post = async (url: string, payload: object) =>
      (await testApp.app.inject({ method: "POST", url, headers: contractor.headers, payload })).json();
    const company = await post("/api/companies", {
      name: "Acme Build",
      address: { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" },
    });
    const site = await post(`/api/companies/${company.id}/sites`, {
      name: "Wharf Road",
      postcode: "LS1 4AP",
      starts_on: isoDaysFromNow(-1),
    });
    const role = await post(`/api/companies/${company.id}/crew-roles`, {
      name: "Labourer",
      documents: ["right-to-work"],
    });
    const invite = await post(`/api/companies/${company.id}/sites/${site.id}/crew-invites`, {
      role_id: role.id,
    });
    const token = new URL(invite.url).hash.slice(1);

    const refused = await call("POST", "/api/crew-invites/accept", { token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "STEP_UP_REQUIRED" });
    // Confirmed it's you on this session just now (three codes of this window are spent by the tests above).
    await testApp.database.db.execute(sql`update sessions set step_up_at = now() where user_id = ${userId}`);
    const joined = await call("POST", "/api/crew-invites/accept", { token });
    expect(joined.statusCode, joined.body).toBe(200);

    const look = await testApp.app.inject({
      method: "GET",
      url: `/api/companies/${company.id}/sites/${site.id}/crew/${joined.json().id}`,
      headers: contractor.headers,
    });
    expect(look.statusCode).toBe(200);
    expect(JSON.stringify(look.json().items)).toContain("W7X9K2M4P");
    const audit = (await call("GET", "/api/profile/audit-log")).json().entries as Array<{
      field: string;
      action: string;
      actor_user_id: string | null;
    }>;
    expect(
      audit.filter(
        (entry) =>
          entry.field === "right_to_work_document" &&
          entry.action === "shared_view" &&
          entry.actor_user_id === contractor.userId,
      ),
    ).toHaveLength(1);
  });
});
