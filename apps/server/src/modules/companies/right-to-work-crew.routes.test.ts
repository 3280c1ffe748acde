import { catalogues } from "@siteready/domain/catalogues";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { pdfText } from "../../test-support/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, isoDaysFromNow, type User } from "../profile/profile-test-support.ts";

const address = { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" };

/**
 * Right to work on the crew board (issue 52): a worker's right-to-work record meets a role's right-to-work
 * requirement, the company sees its values (audited for the worker) with the checks it recorded, and records
 * its own check, only for a crew member whose role needs it.
 */
describe("right to work for a company's crew", () => {
  let testApp: TestApp;
  let owner: User;
  let manager: User;
  let stranger: User;
  let worker: User;
  let driver: User;
  let companyId: string;
  let siteId: string;
  let crewId: string;
  let driverCrewId: string;
  let receiptId: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const site = () => `/api/companies/${companyId}/sites/${siteId}`;
  const receipt = {
    checked_on: isoDaysFromNow(0),
    method: "home-office-online",
    outcome: "confirmed-time-limited",
    follow_up_on: isoDaysFromNow(200),
    checker_name: "Mo Manager",
    reference: "RTW-55",
  };

  async function joinCrew(person: User, roleId: string) {
    const invite = await call(manager, "POST", `${site()}/crew-invites`, { role_id: roleId });
    expect(invite.statusCode, invite.body).toBe(201);
    const accepted = await call(person, "POST", "/api/crew-invites/accept", {
      token: tokenOf(invite.json().url),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json().id as string;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    [owner, manager, stranger, worker, driver] = await Promise.all([
      signedInUser(testApp.app, { firstName: "Olive", lastName: "Owner" }),
      signedInUser(testApp.app, { firstName: "Mo", lastName: "Manager" }),
      signedInUser(testApp.app, { firstName: "Sly", lastName: "Stranger" }),
      signedInUser(testApp.app, { firstName: "Ana", lastName: "Popescu" }),
      signedInUser(testApp.app, { firstName: "Dan", lastName: "Driver" }),
    ]);
    companyId = (await call(owner, "POST", "/api/companies", { name: "Acme Build", address })).json().id;
    await call(stranger, "POST", "/api/companies", { name: "Other Ltd", address });
    await call(owner, "POST", `/api/companies/${companyId}/colleague-invites`, {
      email: manager.email,
      role: "manager",
    });
    const [invite] = (await call(manager, "GET", "/api/colleague-invites")).json().invites;
    await call(manager, "POST", `/api/colleague-invites/${invite.id}/accept`);
    siteId = (
      await call(manager, "POST", `/api/companies/${companyId}/sites`, {
        name: "Wharf Road",
        postcode: "E1 6AN",
        starts_on: "2026-01-10",
      })
    ).json().id;
    const labourer = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, {
      name: "Labourer",
      cards: [],
      documents: ["right-to-work"],
      amber_days: 30,
    });
    expect(labourer.statusCode, labourer.body).toBe(201);
    const driving = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, {
      name: "Driver",
      cards: [{ card_type_id: "cscs-skilled-worker" }],
      amber_days: 30,
    });
    crewId = await joinCrew(worker, labourer.json().id);
    driverCrewId = await joinCrew(driver, driving.json().id);
    await call(driver, "PUT", "/api/right-to-work", {
      route: "settled",
      share_code: "W7X9K2M4P",
      share_code_generated_on: isoDaysFromNow(-5),
      date_of_birth: "1985-01-02",
    });
  });
  afterAll(async () => testApp.close());

  it("counts a crew member with a right-to-work record as meeting the role's right-to-work requirement", async () => {
    const before = (await call(manager, "GET", `${site()}/board`)).json();
    expect(before.rows.find((row: { id: string }) => row.id === crewId)).toMatchObject({ status: "red" });

    const saved = await call(worker, "PUT", "/api/right-to-work", {
      route: "time-limited",
      share_code: "w4b 8kx-9zq",
      share_code_generated_on: isoDaysFromNow(-10),
      permission_ends_on: isoDaysFromNow(400),
      date_of_birth: "1990-04-12",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call(manager, "GET", `${site()}/board`)).json();
    expect(after.rows.find((row: { id: string }) => row.id === crewId)).toMatchObject({
      status: "green",
      reasons: [],
      next_expiry: isoDaysFromNow(400),
    });
    expect(after.counts).toMatchObject({ green: 1 });
  });

  it("shows the record's values to the company, audited for the worker", async () => {
    const look = await call(manager, "GET", `${site()}/crew/${crewId}`);
    expect(look.statusCode, look.body).toBe(200);
    const [item] = look.json().items;
    expect(item).toMatchObject({
      requirement: "right-to-work",
      status: "green",
      right_to_work: {
        record: {
          route: "time-limited",
          date_of_birth: "1990-04-12",
          permission_ends_on: isoDaysFromNow(400),
        },
        receipts: [],
      },
    });
    expect(item.right_to_work.record.share_code.replace(/\s/g, "")).toBe("W4B8KX9ZQ");

    const audit = (await call(worker, "GET", "/api/profile/audit-log")).json().entries as Array<{
      field: string;
      action: string;
    }>;
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "right_to_work_share_code", action: "shared_view" }),
        expect.objectContaining({ field: "right_to_work_date_of_birth", action: "shared_view" }),
      ]),
    );
  });

  it("lets a manager record the company's check in its name; the worker sees it, the look lists it", async () => {
    const recorded = await call(manager, "POST", `${site()}/crew/${crewId}/right-to-work-receipts`, {
      ...receipt,
      organisation: "Typed Name Ltd",
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      via: "company",
      organisation: "Acme Build",
      outcome: "confirmed-time-limited",
      follow_up_on: receipt.follow_up_on,
    });
    receiptId = recorded.json().id;

    const mine = (await call(worker, "GET", "/api/right-to-work")).json();
    expect(mine.receipts).toEqual([expect.objectContaining({ id: receiptId, organisation: "Acme Build" })]);
    const look = (await call(manager, "GET", `${site()}/crew/${crewId}`)).json();
    expect(look.items[0].right_to_work.receipts).toEqual([expect.objectContaining({ id: receiptId })]);

    // The domain's date rules answer with the field's words.
    const late = await call(manager, "POST", `${site()}/crew/${crewId}/right-to-work-receipts`, {
      ...receipt,
      checked_on: isoDaysFromNow(3),
    });
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json().fieldErrorRefs)).toContain("rightToWork.receipt.checkedInFuture");
  });

  it("gives the company the receipt's PDF with the evidence in the reader's language, audited", async () => {
    const codeLooks = async () =>
      (
        (await call(worker, "GET", "/api/profile/audit-log")).json().entries as Array<{ field: string }>
      ).filter((entry) => entry.field === "right_to_work_share_code").length;
    const looksBefore = await codeLooks();
    const pdf = await testApp.app.inject({
      method: "GET",
      url: `${site()}/crew/${crewId}/right-to-work-receipts/${receiptId}/pdf`,
      headers: { ...manager.headers, "accept-language": "bg" },
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("W4B 8KX 9ZQ");
    expect(text).toContain(catalogues.bg["rightToWork.outcome.confirmed-time-limited"]);
    expect(text).toContain("Acme Build");
    expect(await codeLooks()).toBe(looksBefore + 1);
  });

  it("refuses a stranger, a role that does not need right to work, and another company's receipt (404)", async () => {
    const stranger404 = await call(
      stranger,
      "POST",
      `${site()}/crew/${crewId}/right-to-work-receipts`,
      receipt,
    );
    expect(stranger404.statusCode).toBe(404);
    const strangerPdf = await call(
      stranger,
      "GET",
      `${site()}/crew/${crewId}/right-to-work-receipts/${receiptId}/pdf`,
    );
    expect(strangerPdf.statusCode).toBe(404);

    // The driver holds a record, but the Driver role does not need right to work.
    const driver404 = await call(
      manager,
      "POST",
      `${site()}/crew/${driverCrewId}/right-to-work-receipts`,
      receipt,
    );
    expect(driver404.statusCode).toBe(404);
    const driverLook = (await call(manager, "GET", `${site()}/crew/${driverCrewId}`)).json();
    expect(JSON.stringify(driverLook)).not.toContain("W7X9K2M4P");
    // This company's receipt asked for under another crew member: 404.
    const wrongMember = await call(
      manager,
      "GET",
      `${site()}/crew/${driverCrewId}/right-to-work-receipts/${receiptId}/pdf`,
    );
    expect(wrongMember.statusCode).toBe(404);
  });

  it("shows the record's photo among the PDF's evidence once the worker adds one", async () => {
    const photo = await call(
      worker,
      "POST",
      "/api/right-to-work/photos/document",
      uploadForm(await pngImage(), "passport.png"),
    );
    expect(photo.statusCode, photo.body).toBe(200);
    const pdf = await call(
      manager,
      "GET",
      `${site()}/crew/${crewId}/right-to-work-receipts/${receiptId}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  });
});
