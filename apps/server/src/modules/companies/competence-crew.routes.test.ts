import { catalogues } from "@siteready/domain/catalogues";
import { type MessageRef, wordMessage } from "@siteready/domain/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { readOutbox } from "../../test-support/outbox.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { callerOf, type User } from "../profile/profile-test-support.ts";

const address = { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" };
const supervisor = { supervisor_name: "Sam Lee", supervisor_email: "sam.lee@northern.test" };
const inEnglish = (ref: MessageRef) => wordMessage(ref, catalogues.en, "en");

/**
 * The competence record on the crew board (issue 53): a role may require it; it is met once a supervisor has
 * confirmed one of the worker's entries; the company's look shows the entries with who confirmed each, logged
 * for the worker, and nothing of it to a company whose role does not need it.
 */
describe("the competence record for a company's crew", () => {
  let testApp: TestApp;
  let manager: User;
  let stranger: User;
  let worker: User;
  let driver: User;
  let companyId: string;
  let siteId: string;
  let crewId: string;
  let driverCrewId: string;
  let entryId: string;
  const call = callerOf(() => testApp.app);
  const tokenOf = (url: string) => new URL(url).hash.slice(1);
  const site = () => `/api/companies/${companyId}/sites/${siteId}`;
  const rowOf = async (id: string) =>
    (await call(manager, "GET", `${site()}/board`)).json().rows.find((row: { id: string }) => row.id === id);

  beforeAll(async () => {
    testApp = await createTestApp();
    [manager, stranger, worker, driver] = await Promise.all([
      signedInUser(testApp.app, { firstName: "Mo", lastName: "Manager" }),
      signedInUser(testApp.app, { firstName: "Sly", lastName: "Stranger" }),
      signedInUser(testApp.app, { firstName: "Ana", lastName: "Popescu" }),
      signedInUser(testApp.app, { firstName: "Dan", lastName: "Driver" }),
    ]);
    companyId = (await call(manager, "POST", "/api/companies", { name: "Acme Build", address })).json().id;
    await call(stranger, "POST", "/api/companies", { name: "Other Ltd", address });
    siteId = (
      await call(manager, "POST", `/api/companies/${companyId}/sites`, {
        name: "Wharf Road",
        postcode: "E1 6AN",
        starts_on: "2026-01-10",
      })
    ).json().id;
    const groundworker = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, {
      name: "Groundworker",
      documents: ["competence-record"],
    });
    expect(groundworker.statusCode, groundworker.body).toBe(201);
    expect(groundworker.json().documents).toEqual(["competence-record"]);
    const driving = await call(manager, "POST", `/api/companies/${companyId}/crew-roles`, {
      name: "Driver",
      cards: [{ card_type_id: "cscs-skilled-worker" }],
    });

    // The worker's record: a toolbox talk (with a photo as evidence) and a course, before joining.
    const talk = await call(worker, "POST", "/api/competence", {
      kind: "toolbox_talk",
      title: "Working at height",
      date: "2026-11-03",
      hours: "0.5",
    });
    entryId = talk.json().id;
    const evidence = await call(
      worker,
      "POST",
      `/api/competence/${entryId}/evidence`,
      uploadForm(await pngImage(), "sheet.png"),
    );
    expect(evidence.statusCode, evidence.body).toBe(200);
    await call(worker, "POST", "/api/competence", {
      kind: "course",
      title: "SMSTS",
      date: "2025-05-01",
      hours: 35,
    });
    await call(driver, "POST", "/api/competence", {
      kind: "cpd",
      title: "Drainage",
      date: "2026-02-01",
      hours: 6,
    });

    // The consent screen names the record and says it is not met yet.
    const invite = await call(manager, "POST", `${site()}/crew-invites`, { role_id: groundworker.json().id });
    const token = tokenOf(invite.json().url);
    const preview = (await call(worker, "POST", "/api/crew-invites/preview", { token })).json();
    expect(preview.sees.items).toEqual([
      expect.objectContaining({
        requirement: "competence-record",
        label: { key: "companies.document.competenceRecord" },
        my_record: null,
      }),
    ]);
    crewId = (await call(worker, "POST", "/api/crew-invites/accept", { token })).json().id;
    const driverInvite = await call(manager, "POST", `${site()}/crew-invites`, {
      role_id: driving.json().id,
    });
    driverCrewId = (
      await call(driver, "POST", "/api/crew-invites/accept", { token: tokenOf(driverInvite.json().url) })
    ).json().id;
  });
  afterAll(async () => testApp.close());

  it("is red without an entry confirmed by a supervisor, and green once a supervisor confirms one", async () => {
    expect(await rowOf(crewId)).toMatchObject({
      status: "red",
      reasons: [
        { key: "companies.reason.missing", values: { item: { key: "companies.document.competenceRecord" } } },
      ],
    });

    // Asking is not enough: the request is open, nothing is confirmed.
    const asked = await call(worker, "POST", `/api/competence/${entryId}/confirmation-requests`, supervisor);
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await rowOf(crewId)).status).toBe("red");

    const mail = readOutbox(testApp.config.dataDir)
      .filter((text) => text.includes(`To: ${supervisor.supervisor_email}`))
      .at(-1);
    const confirmToken = /\/confirm#([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1];
    const answer = await testApp.app.inject({
      method: "POST",
      url: "/api/competence-confirmations/answer",
      payload: { token: confirmToken, name: "Sam Lee", decision: "confirm" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await rowOf(crewId)).toMatchObject({ status: "green", reasons: [], next_expiry: null });
  });

  it("shows the company the entries with their confirmation in words, never the evidence, logged for the worker", async () => {
    const look = await call(manager, "GET", `${site()}/crew/${crewId}`);
    expect(look.statusCode, look.body).toBe(200);
    const [item] = look.json().items;
    expect(item).toMatchObject({
      requirement: "competence-record",
      status: "green",
      record: null,
      reason: null,
    });
    expect(item.competence).toHaveLength(2);
    expect(item.competence[0]).toMatchObject({
      kind: "toolbox_talk",
      title: "Working at height",
      date: "2026-11-03",
      hours: 0.5,
      confirmed: true,
    });
    expect(inEnglish(item.competence[0].confirmation)).toMatch(
      /^Confirmed by Sam Lee \(s•••@northern\.test\) on /,
    );
    expect(item.competence[1]).toMatchObject({ title: "SMSTS", hours: 35, confirmed: false });
    expect(inEnglish(item.competence[1].confirmation)).toBe("Not confirmed");
    // The supervisor's e-mail is masked and no evidence file is named.
    expect(look.body).not.toContain("sam.lee@");
    expect(look.body).not.toContain("evidence");

    const mine = (await call(worker, "GET", "/api/my-crews")).json();
    expect(mine.crews[0].views).toEqual([expect.objectContaining({ viewer_company: "Acme Build" })]);
  });

  it("shows nothing of the record to a role that does not require it, and another company's look is a 404", async () => {
    const driverLook = await call(manager, "GET", `${site()}/crew/${driverCrewId}`);
    expect(driverLook.statusCode).toBe(200);
    expect(driverLook.json().items.every((item: { competence: unknown }) => item.competence === null)).toBe(
      true,
    );
    expect(driverLook.body).not.toContain("Drainage");

    expect((await call(stranger, "GET", `${site()}/crew/${crewId}`)).statusCode).toBe(404);
    const strangerCompany = (await call(stranger, "GET", "/api/companies")).json().companies[0].id;
    const strangerSite = (
      await call(stranger, "POST", `/api/companies/${strangerCompany}/sites`, {
        name: "Elsewhere",
        postcode: "E1 6AN",
        starts_on: "2026-01-10",
      })
    ).json().id;
    const across = await call(
      stranger,
      "GET",
      `/api/companies/${strangerCompany}/sites/${strangerSite}/crew/${crewId}`,
    );
    expect(across.statusCode).toBe(404);
    expect(across.body).not.toContain("Working at height");
  });

  it("turns red again when the worker changes the confirmed entry's facts", async () => {
    const changed = await call(worker, "PUT", `/api/competence/${entryId}`, {
      kind: "toolbox_talk",
      title: "Working at height",
      date: "2026-11-03",
      hours: "1",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await rowOf(crewId)).status).toBe("red");
  });
});
