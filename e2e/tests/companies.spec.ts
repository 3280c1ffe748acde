import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";
import { qrCodeOf } from "../support/gate.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { cardPhoto } from "../support/images.ts";

// The gate phone keeps the site's expected crew and checks codes with no signal: the service worker runs.
test.use({ serviceWorkers: "allow" });

const phone = { width: 360, height: 740 };
const desk = { width: 1280, height: 900 };
const movedClock = path.resolve(import.meta.dirname, "../support/moved-clock.mjs");

/**
 * This journey's own server, on a data folder of its own: to move the server's clock on, the server is started
 * again on the same data with its clock a day, then three days, ahead (support/moved-clock.mjs). Sessions live
 * in the database and cookies do not tell ports apart, so every phone stays signed in across the restarts.
 */
function journeyServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-companies-"));
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  return {
    get baseUrl() {
      return String(server?.baseUrl);
    },
    async start(clockShiftDays = 0) {
      await server?.stop();
      server = await startProductionServer(
        dataDir,
        clockShiftDays === 0
          ? {}
          : {
              NODE_OPTIONS: `--import=${movedClock}`,
              E2E_CLOCK_SHIFT_DAYS: String(clockShiftDays),
            },
      );
    },
    async stop() {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const server = journeyServer();
test.beforeAll(async () => server.start());
test.afterAll(async () => server.stop());

async function phoneFor(browser: Browser, person: ReturnType<typeof newWorker>) {
  // The first server's address: signing up goes there; after a restart every call names the server's address.
  const context = await browser.newContext({ viewport: phone, baseURL: server.baseUrl });
  const page = await context.newPage();
  await signUp(page, person, server.baseUrl);
  return { context, page };
}

/** A JSON call beside the page, on the server as it runs now (its address changes with each restart). */
function call(page: Page, method: "GET" | "POST" | "PUT", url: string, data?: unknown) {
  return page.request.fetch(`${server.baseUrl}${url}`, {
    method,
    ...(data === undefined ? {} : { data }),
    headers: { origin: server.baseUrl },
  });
}

async function expectCleanPage(page: Page, name: string) {
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: `test-results/companies-${name}-360.png`, fullPage: true });
  await page.setViewportSize(desk);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/companies-${name}-1280.png`, fullPage: true });
  await page.setViewportSize(phone);
}

/** The scheduler runs each job once 5 s after the server starts (db/scheduler.ts), then hourly. */
const firstJobRunMs = 8_000;

/**
 * Starts the server again with its clock moved on, waits for its scheduled jobs' first run there (the change
 * feed's job judges the crew as on that day), and opens `url` there on each page.
 */
async function daysLater(days: number, pages: Array<{ page: Page; url: string }>) {
  await server.start(days);
  await new Promise((resolve) => setTimeout(resolve, firstJobRunMs));
  for (const { page, url } of pages) await page.goto(`${server.baseUrl}${url}`);
}

test("a contractor runs a site's crew against the tickets its role needs; workers consent, and leaving ends the company's access", async ({
  browser,
}) => {
  // Three phones, a desk, and the server started three times.
  test.setTimeout(240_000);
  const contractor = await phoneFor(browser, { ...newWorker(), firstName: "Morag", lastName: "Reid" });
  const sam = await phoneFor(browser, { ...newWorker(), firstName: "Sam", lastName: "Price" });
  const anaAccount = { ...newWorker(), firstName: "Ana", lastName: "Pop" };
  const ana = await phoneFor(browser, anaAccount);
  const page = contractor.page;

  // A company, from the sidebar's Companies link.
  await page.setViewportSize(desk);
  await page.getByRole("link", { name: "Companies" }).click();
  await page.setViewportSize(phone);
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Run your crews here" })).toBeVisible();
  await page.getByRole("button", { name: "Create a company" }).click();
  await page.getByLabel("Company name").fill("Ridge Civils Ltd");
  await page.getByLabel("Companies House number (optional)").fill("0123 4567");
  await page.getByLabel("Address line 1", { exact: true }).fill("1 Yard Lane");
  await page.getByLabel("Town or city").fill("Leeds");
  await page.getByLabel("Postcode").fill("LS1 1AA");
  await expectCleanPage(page, "create-company");
  await page.getByRole("button", { name: "Create a company" }).click();
  const companies = page.getByRole("list", { name: "Your companies" });
  await expect(companies.getByText("Your role: Owner · 0 crew members")).toBeVisible();
  await companies.getByRole("link", { name: "Open Ridge Civils Ltd" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ridge Civils Ltd" })).toBeVisible();
  await expect(page.getByText("Companies House 01234567 · 1 Yard Lane, Leeds, LS1 1AA")).toBeVisible();

  // A site that blocks anyone not ready at its gate.
  await page.getByRole("button", { name: "Add a site" }).click();
  await page.getByLabel("Site name").fill("Riverside Plot 4");
  await page.getByLabel("Postcode").fill("LS2 7EW");
  await page.getByLabel("Start date").fill(isoDateInDays(0));
  await page.getByLabel("Block at the gate").check();
  await page.getByRole("button", { name: "Add a site" }).click();
  const sites = page.getByRole("list", { name: "Sites" });
  await expect(sites.getByRole("heading", { name: "Riverside Plot 4" })).toBeVisible();
  await expect(sites.getByText("Block at the gate · 0 crew members")).toBeVisible();

  // "Plant operator" needs a CSCS Skilled Worker card and a CPCS A58.
  await page.getByRole("button", { name: "Add a role" }).click();
  await page.getByLabel("Role or job title").fill("Plant operator");
  const cards = page.getByRole("combobox", { name: "Cards needed" });
  await cards.fill("CSCS Blue");
  await page
    .getByRole("option", { name: /CSCS Skilled Worker \(Blue\)/ })
    .first()
    .click();
  await cards.fill("CPCS Competent Operator");
  await page
    .getByRole("option", { name: /CPCS Competent Operator/ })
    .first()
    .click();
  await page.keyboard.press("Escape");
  await page
    .getByLabel(/^Category of CPCS Competent Operator/)
    .selectOption("A58 Excavator 360° below 10 tonnes");
  await expectCleanPage(page, "crew-role");
  await page.getByRole("button", { name: "Add a role" }).click();
  const role = page.getByRole("list", { name: "Crew roles" }).getByRole("listitem").first();
  await expect(role.getByRole("heading", { name: "Plant operator" })).toBeVisible();
  await expect(role.getByText("CSCS Skilled Worker (Blue)", { exact: true })).toBeVisible();
  await expect(
    role.getByText(/CPCS Competent Operator.*, category A58 Excavator 360° below 10 tonnes/),
  ).toBeVisible();
  await expect(role.getByText("Shows amber 30 days before an expiry")).toBeVisible();
  await expectCleanPage(page, "company");

  // Two invites: Sam by link (and its QR code), Ana by e-mail.
  await sites.getByRole("link", { name: "Open the crew board: Riverside Plot 4" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Riverside Plot 4" })).toBeVisible();
  const boardUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByLabel("Their role on this site").selectOption({ label: "Plant operator" });
  await page.getByRole("button", { name: "Make the invite" }).click();
  await expect(page.getByText("The invite is ready: pass on the link")).toBeVisible();
  await expect(page.getByTestId("crew-invite-qr-code")).toBeVisible();
  const samInvite = await page.getByLabel("Invite link").inputValue();
  expect(samInvite).toMatch(new RegExp(`^${server.baseUrl}/crew-invite#[\\w-]{20,}$`));
  await expectCleanPage(page, "invite-link");
  await page.getByRole("button", { name: "Invite someone else" }).click();
  await page.getByLabel("Their role on this site").selectOption({ label: "Plant operator" });
  await page.getByLabel("Email (optional)").fill(anaAccount.email);
  await page.getByRole("button", { name: "Make the invite" }).click();
  await expect(page.getByText(`Invite sent to ${anaAccount.email}.`)).toBeVisible();

  // Sam: a photo, a blue card that runs out in two days (no photo of it) and the CPCS card; then the invite.
  const photo = await sam.page.request.post(`${server.baseUrl}/api/profile/personal-details/photo`, {
    headers: { origin: server.baseUrl },
    multipart: { file: { name: "me.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() } },
  });
  expect(photo.ok()).toBe(true);
  for (const [cardType, days, number] of [
    ["cscs-skilled-worker", 2, "CSCS-7001"],
    ["cpcs-competent-operator", 400, "CPCS-7002"],
  ] as const) {
    const card = await call(sam.page, "POST", "/api/profile/skills-cards", {
      card_type: cardType,
      registration_number: number,
      expiry_date: isoDateInDays(days),
    });
    expect(card.status()).toBe(201);
  }
  await sam.page.goto(samInvite);
  await expect(sam.page.getByRole("heading", { level: 1, name: "Crew invite" })).toBeVisible();
  await expect(
    sam.page.getByText("Ridge Civils Ltd invites you to the crew at Riverside Plot 4 as Plant operator."),
  ).toBeVisible();
  const sees = sam.page.getByRole("list", { name: "What the company will see" });
  await expect(sees.getByText("Your name: Sam Price")).toBeVisible();
  await expect(sees.getByText("Your profile photo")).toBeVisible();
  await expect(
    sees.getByText(
      /^CSCS Skilled Worker \(Blue\): your CSCS Skilled Worker \(Blue\), expires \d+ \w+ \d{4}$/,
    ),
  ).toBeVisible();
  await expect(sees.getByText(/A58 Excavator 360° below 10 tonnes/)).toBeVisible();
  await expect(sees.getByRole("listitem")).toHaveCount(4);
  await expect(sam.page.getByText("Your bank details, NI number and UTR")).toBeVisible();
  await expectCleanPage(sam.page, "consent");
  await sam.page.getByRole("button", { name: "Accept and join the crew" }).click();
  await expect(
    sam.page.getByText("You are in the crew of Ridge Civils Ltd at Riverside Plot 4."),
  ).toBeVisible();

  // Ana finds the e-mailed invite among her crews, and declines.
  await ana.page.goto(`${server.baseUrl}/companies`);
  const invites = ana.page.getByRole("list", { name: "Invites to answer" });
  await expect(
    invites.getByText("Ridge Civils Ltd invites you to Riverside Plot 4 as Plant operator"),
  ).toBeVisible();
  await invites.getByRole("link", { name: "See the invite" }).click();
  await ana.page.getByRole("button", { name: "Decline" }).click();
  await expect(
    ana.page.getByText("Invite declined: Ridge Civils Ltd sees nothing of your records."),
  ).toBeVisible();

  // The board: Sam amber with the reasons, Ana declined; the feed says both.
  await page.reload();
  const crew = page.getByRole("list", { name: "Crew" });
  const samRow = crew.getByRole("listitem").filter({ hasText: "Sam Price" }).first();
  await expect(samRow).toHaveAttribute("data-status", "amber");
  await expect(samRow.getByText("Check soon")).toBeVisible();
  await expect(samRow.getByText("CSCS Skilled Worker (Blue) expires in 2 days")).toBeVisible();
  await expect(crew.locator('li[data-status="declined"]')).toHaveCount(1);
  await expect(page.getByTestId("count-amber")).toHaveText("1");
  await expect(page.getByTestId("count-declined")).toHaveText("1");
  const feed = page.getByRole("list", { name: "Changes, newest first" });
  await expect(feed.getByText("Sam Price joined the crew")).toBeVisible();
  await expect(feed.getByText(/declined the invite$/)).toBeVisible();
  // A live look at Sam's records, which Sam then finds in the view log.
  await samRow.getByRole("button", { name: "Look at the records of Sam Price" }).click();
  const records = page.getByRole("region", { name: "Records of Sam Price" });
  await expect(records.getByRole("img", { name: "Sam Price" })).toBeVisible();
  await expect(records.getByText(/CSCS-7001/)).toBeVisible();
  await expectCleanPage(page, "board-amber");
  await sam.page.goto(`${server.baseUrl}/companies`);
  await sam.page.getByText("The company looked 1 time").click();
  await expect(sam.page.getByRole("list", { name: "Looks by Ridge Civils Ltd" })).toContainText(
    "Ridge Civils Ltd",
  );

  // The gate phone keeps the site's expected crew, then checks Sam's offline code with no signal.
  const gate = await contractor.context.newPage();
  await gate.goto(`${server.baseUrl}/gate?${new URL(page.url()).searchParams}`);
  await expect(gate.getByText("1 expected crew member kept on this phone", { exact: false })).toBeVisible();
  await expect(gate.getByText("Block at the gate")).toBeVisible();
  await expect(gate.getByText("Connect once so this phone can check offline codes.")).toBeHidden();
  await gate.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await sam.page.goto(`${server.baseUrl}/wallet`);
  await expect(sam.page.getByRole("list", { name: "Cards to show at the gate" })).toBeVisible();
  await sam.context.setOffline(true);
  await sam.page.evaluate(() => window.dispatchEvent(new Event("offline")));
  await sam.page
    .getByRole("list", { name: "Cards to show at the gate" })
    .getByRole("listitem")
    .filter({ hasText: "CSCS-7001" })
    .getByRole("button", { name: /full screen$/ })
    .click();
  await expect(sam.page.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "signed");
  const signed = await qrCodeOf(sam.page);
  await sam.context.setOffline(false);
  await contractor.context.setOffline(true);
  await gate
    .getByLabel("Scan from a photo")
    .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: signed.png });
  const scanned = gate.getByRole("dialog");
  await expect(scanned.getByText("Sam Price").first()).toBeVisible();
  await expect(scanned.getByRole("img", { name: "Sam Price" })).toBeVisible();
  const verdict = scanned.getByRole("region", { name: "This site's crew" });
  await expect(verdict.getByText("Not ready: this site blocks entry")).toBeVisible();
  await expect(verdict.getByText("CSCS Skilled Worker (Blue) expires in 2 days")).toBeVisible();
  // The site blocks anyone not ready: the gate-keeper's first choice is to refuse.
  await expect(scanned.getByRole("button", { name: "Refuse entry" })).toBeFocused();
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/companies-gate-offline-360.png" });
  await contractor.context.setOffline(false);
  await gate.close();

  // A day later the server has judged the crew once; three days later Sam's blue card has expired.
  // Just after a restart the embedded database is busy with the scheduled jobs' first run, so the board's first
  // answer may wait behind them: on a loaded CI machine longer than an assertion's usual 5 s.
  const afterRestart = { timeout: 20_000 };
  await daysLater(1, [{ page, url: boardUrl }]);
  await expect(samRow.getByText("CSCS Skilled Worker (Blue) expires in 1 day")).toBeVisible(afterRestart);
  await daysLater(3, [{ page, url: boardUrl }]);
  await expect(feed.getByText("Sam Price's CSCS Skilled Worker (Blue) has expired")).toBeVisible(
    afterRestart,
  );
  await expect(samRow).toHaveAttribute("data-status", "red");
  await expect(samRow.getByText("Not ready")).toBeVisible();
  await expect(samRow.getByText("CSCS Skilled Worker (Blue) has expired")).toBeVisible();
  await expect(page.getByTestId("count-red")).toHaveText("1");
  await expect(page.getByText(/^\d+ new changes?$/)).toBeVisible();
  await feed
    .getByRole("listitem")
    .filter({ hasText: "has expired" })
    .getByRole("button", { name: /Mark as seen/ })
    .click();
  await expect(feed.getByRole("listitem").filter({ hasText: "has expired" })).toHaveAttribute(
    "data-acknowledged",
    "true",
  );
  await expectCleanPage(page, "board-red");

  // Sam leaves: the board says so and the company's look at Sam's records is refused at once.
  const recordsUrl = await samRecordsUrl(page);
  await sam.page.goto(`${server.baseUrl}/companies`);
  const samCrew = sam.page.getByRole("list", { name: "Your crews" }).getByRole("listitem").first();
  await samCrew.getByRole("button", { name: "Leave the crew of Ridge Civils Ltd" }).click();
  await sam.page.getByRole("button", { name: "Leave", exact: true }).click();
  await expect(samCrew.getByText(/the company no longer sees your records/)).toBeVisible();
  expect([403, 404]).toContain((await call(page, "GET", recordsUrl)).status());
  await page.reload();
  await expect(samRow).toHaveAttribute("data-status", "left");
  await expect(samRow.getByText("Left", { exact: true })).toBeVisible();
  await expect(samRow.getByText(/^Left the crew on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  await expect(samRow.getByRole("button", { name: /Look at the records/ })).toHaveCount(0);
  await expect(feed.getByText("Sam Price left the crew")).toBeVisible();
  await expectCleanPage(page, "board-left");

  for (const each of [contractor, sam, ana]) await each.context.close();
});

test("a role that needs the competence record: the consent screen says what is seen, the look lists the entries", async ({
  browser,
}) => {
  // Two phones signed up, a company, a role, a consent and a look: 28 s on a quiet machine, past 30 s on CI's.
  test.setTimeout(90_000);
  const contractor = await phoneFor(browser, { ...newWorker(), firstName: "Morag", lastName: "Reid" });
  const lee = await phoneFor(browser, { ...newWorker(), firstName: "Lee", lastName: "Wong" });
  const page = contractor.page;
  const json = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  const company = await json(
    await call(page, "POST", "/api/companies", {
      name: "Ridge Civils Ltd",
      address: { line1: "1 Yard Lane", town: "Leeds", postcode: "LS1 1AA" },
    }),
  );
  const site = await json(
    await call(page, "POST", `/api/companies/${company.id}/sites`, {
      name: "Canal Wharf",
      postcode: "LS2 7EW",
      starts_on: isoDateInDays(0),
    }),
  );
  const role = await json(
    await call(page, "POST", `/api/companies/${company.id}/crew-roles`, {
      name: "Groundworker",
      documents: ["competence-record"],
    }),
  );
  await json(
    await call(lee.page, "POST", "/api/competence", {
      kind: "toolbox_talk",
      title: "Working at height",
      date: "2026-11-03",
      hours: "0.5",
    }),
  );
  const invite = await json(
    await call(page, "POST", `/api/companies/${company.id}/sites/${site.id}/crew-invites`, {
      role_id: role.id,
    }),
  );

  // The consent screen names the record, what of it the company sees, and that nothing is confirmed yet.
  await lee.page.goto(invite.url);
  await expect(lee.page.getByText(/Training and competence record: each entry with its kind/)).toBeVisible();
  await expect(lee.page.getByText(/None is confirmed by a supervisor yet/)).toBeVisible();
  await expectCleanPage(lee.page, "consent-competence");
  await lee.page.getByRole("button", { name: "Accept and join the crew" }).click();
  await expect(lee.page.getByText("You are in the crew of Ridge Civils Ltd at Canal Wharf.")).toBeVisible();

  // The board: red until a supervisor confirms an entry; the look lists the entry, not confirmed.
  await page.goto(`${server.baseUrl}/companies?company=${company.id}&site=${site.id}`);
  const leeRow = page
    .getByRole("list", { name: "Crew" })
    .getByRole("listitem")
    .filter({ hasText: "Lee Wong" });
  await expect(leeRow.getByText("Missing: Training and competence record")).toBeVisible();
  await leeRow.first().getByRole("button", { name: "Look at the records of Lee Wong" }).click();
  const entries = page.getByRole("list", { name: "Training and competence entries" });
  await expect(entries.getByText("Working at height")).toBeVisible();
  await expect(entries.getByText("Toolbox talk · 3 Nov 2026 · 0.5 hours")).toBeVisible();
  await expect(entries.getByText("Not confirmed")).toBeVisible();
  await expectCleanPage(page, "look-competence");

  for (const each of [contractor, lee]) await each.context.close();
});

/** The address of the company's live look at Sam's records, as the board's button asks for it. */
async function samRecordsUrl(page: Page): Promise<string> {
  const looked = page.waitForRequest((request) => /\/crew\/[\w-]+$/.test(new URL(request.url()).pathname));
  const samRow = page
    .getByRole("list", { name: "Crew" })
    .getByRole("listitem")
    .filter({ hasText: "Sam Price" });
  await samRow.first().getByRole("button", { name: "Look at the records of Sam Price" }).click();
  return new URL((await looked).url()).pathname;
}
