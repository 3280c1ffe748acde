import type { Browser, Page } from "@playwright/test";
import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { deviceCopy, qrCodeOf } from "../support/gate.ts";

// Working offline is what these journeys are about: the service worker runs, as on a phone.
test.use({ serviceWorkers: "allow" });

const phone = { width: 360, height: 740 };
const site = "Riverside Plot 4";
const registerCsv = `/api/gate/sign-ins.csv?site=${encodeURIComponent(site)}`;

/** A worker's phone with one skills card shown at the gate, open full screen on its wallet. */
async function workerWithCard(
  browser: Browser,
  name: { firstName: string; lastName: string },
  expiresInDays: number,
) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signUp(page, { ...newWorker(), ...name });
  const card = await page.request.post("/api/profile/skills-cards", {
    headers: { origin: String(process.env.E2E_BASE_URL) },
    data: {
      card_type: "cscs-labourer",
      registration_number: `CSCS-${Math.floor(Math.random() * 1e8)}`,
      expiry_date: isoDateInDays(expiresInDays),
    },
  });
  expect(card.ok()).toBe(true);
  await page.goto("/wallet");
  await page
    .getByRole("list", { name: "Cards to show at the gate" })
    .getByRole("button", { name: /full screen$/ })
    .click();
  return { context, page, card: page.getByRole("dialog") };
}

/** A gate-keeper's phone on /gate with the site's register started, after one visit with signal. */
async function gatePhone(browser: Browser) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await signUp(page, { ...newWorker(), firstName: "Gail", lastName: "Keeper" });
  await page.goto("/gate");
  await page.getByLabel("Site").fill(site);
  await page.getByRole("button", { name: "Start the register" }).click();
  await expect(page.getByText("Connect once so this phone can check offline codes.")).toBeHidden();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

async function scan(gate: Page, png: Buffer) {
  await gate
    .getByLabel("Scan from a photo")
    .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: png });
  return gate.getByRole("dialog");
}

const onSiteNow = (gate: Page) => gate.getByRole("list", { name: /^On site now: \d+$/ });

test("a refused worker is never on site: the register and its CSV say refused, with the reason", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const rob = await workerWithCard(browser, { firstName: "Rob", lastName: "Expired" }, -10);
  const jamie = await workerWithCard(browser, { firstName: "Jamie", lastName: "O'Brien" }, 400);
  const { context, page: gate } = await gatePhone(browser);

  // A red check leads with Refuse, its reason already chosen; nothing is recorded until the gate-keeper decides.
  const robsCheck = await scan(gate, (await qrCodeOf(rob.page)).png);
  await expect(robsCheck.getByRole("heading", { name: "Do not accept" })).toBeVisible();
  await expect(robsCheck.getByText("This card has expired.")).toBeVisible();
  await expect(robsCheck.getByRole("button", { name: "Refuse entry" })).toBeFocused();
  await expect(robsCheck.getByRole("button", { name: "Accept and sign in" })).toHaveCount(0);
  await robsCheck.getByRole("button", { name: "Refuse entry" }).click();
  await expect(robsCheck.getByRole("radio", { name: "Card expired" })).toBeChecked();
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/gate-refuse-360.png", fullPage: true });
  await robsCheck.getByRole("button", { name: "Refuse entry" }).click();
  await expect(gate.getByText("Refused entry: Rob Expired.")).toBeVisible();

  const jamiesCheck = await scan(gate, (await qrCodeOf(jamie.page)).png);
  await expect(jamiesCheck.getByRole("heading", { name: "Valid" })).toBeVisible();
  await jamiesCheck.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(gate.getByText("Signed in: Jamie O'Brien.")).toBeVisible();

  // On site now is the roll-call: Jamie only. Every check is listed, Rob's as refused.
  await expect(gate.getByText(/waiting to send/)).toBeHidden();
  await expect(onSiteNow(gate)).toHaveAccessibleName("On site now: 1");
  await expect(onSiteNow(gate)).toContainText("Jamie O'Brien");
  await expect(onSiteNow(gate)).not.toContainText("Rob Expired");
  const checks = gate.getByRole("table", { name: "Checks and decisions" });
  await expect(checks.getByRole("row", { name: /Rob Expired/ })).toContainText("Refused: Card expired");
  await expect(checks.getByRole("row", { name: /Rob Expired/ })).not.toContainText("Signed in");
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/gate-register-360.png", fullPage: true });

  const csvLine = async (name: string) =>
    (await (await gate.request.get(registerCsv)).text()).split("\r\n").find((line) => line.includes(name)) ??
    "";
  const ukTime = /^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2},/;
  expect(await csvLine("Rob Expired")).toMatch(ukTime);
  expect(await csvLine("Rob Expired")).toMatch(
    /,Red,This card has expired\.,Online,Refused,Card expired,,,Gail Keeper$/,
  );
  expect(await csvLine("Jamie O'Brien")).toMatch(/,Green,In date\.,Online,Signed in,,,,Gail Keeper$/);

  // Signing out: Jamie leaves the roll-call, and the CSV says when.
  await onSiteNow(gate).getByRole("button", { name: "Sign out Jamie O'Brien" }).click();
  await expect(gate.getByText("Nobody is on site now.")).toBeVisible();
  await expect(gate.getByText(/waiting to send/)).toBeHidden();
  await expect
    .poll(() => csvLine("Jamie O'Brien"))
    .toMatch(/,Signed in,,,\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2},Gail Keeper$/);
  for (const phoneContext of [context, rob.context, jamie.context]) await phoneContext.close();
});

test("a gate phone with no signal and a worker's phone with signal end in a checked offline code", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const jamie = await workerWithCard(browser, { firstName: "Jamie", lastName: "O'Brien" }, 400);
  await expect(jamie.card.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "live");
  const { context, page: gate } = await gatePhone(browser);
  await context.setOffline(true);

  // The live code cannot be checked here: the gate says which button on the worker's card to tap.
  const liveCheck = await scan(gate, (await qrCodeOf(jamie.page)).png);
  await expect(liveCheck.getByRole("heading", { name: "Do not accept" })).toBeVisible();
  await expect(liveCheck).toContainText('Ask the worker to tap "Show the offline code" on their card');
  await expect(liveCheck.getByRole("button", { name: "Scan again" })).toBeFocused();
  await expect(liveCheck.getByRole("button", { name: /sign in/i })).toHaveCount(0);
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/gate-live-offline-360.png", fullPage: true });
  await liveCheck.getByRole("button", { name: "Scan again" }).click();

  await jamie.card.getByRole("button", { name: "Show the offline code" }).click();
  await expect(jamie.card.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "signed");
  await expect(
    jamie.card.getByText(/Offline code: the gate-keeper's phone checks it with no signal/),
  ).toBeVisible();
  expect(await accessibilityViolations(jamie.page)).toEqual([]);
  await jamie.page.screenshot({ path: "test-results/gate-worker-offline-code-360.png", fullPage: true });

  const offlineCheck = await scan(gate, (await qrCodeOf(jamie.page)).png);
  await expect(offlineCheck.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(offlineCheck.getByText(/Checked on this phone with no signal/)).toBeVisible();
  await offlineCheck.getByRole("button", { name: "Accept and sign in" }).click();
  await expect(onSiteNow(gate)).toContainText("Jamie O'Brien");
  await expect(gate.getByText("1 change to the register is on this phone, waiting to send.")).toBeVisible();

  // Nothing was recorded for the live code; the offline check reaches the register with the signal.
  await context.setOffline(false);
  await gate.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(gate.getByText(/waiting to send/)).toBeHidden();
  const csv = (await (await gate.request.get(registerCsv)).text()).trim().split("\r\n");
  expect(csv).toHaveLength(2);
  expect(csv[1]).toMatch(/Jamie O'Brien,.*,Green,In date\.,On the phone \(offline code\),Signed in,/);
  await context.close();
  await jamie.context.close();
});

test("a gate phone opened with no signal shows the site's register from its last sync, and says when", async ({
  browser,
}) => {
  const { context, page: gate } = await gatePhone(browser);
  const signedIn = await gate.request.post("/api/gate/sign-ins", {
    headers: { origin: String(process.env.E2E_BASE_URL) },
    data: {
      sign_ins: [
        {
          client_id: crypto.randomUUID(),
          site,
          holder_name: "Dana Worker",
          card_title: "CSCS Labourer (Green)",
          scheme: "CSCS",
          card_number: "CSCS-0042-7781",
          expiry_date: isoDateInDays(400),
          outcome: "green",
          reason: "In date.",
          code_kind: "live",
          decision: "accepted",
          refusal_reason: null,
          note: null,
          scanned_at: new Date().toISOString(),
        },
      ],
    },
  });
  expect(signedIn.ok()).toBe(true);
  await gate.reload();
  await expect(gate.getByRole("table").getByText("Dana Worker")).toBeVisible();
  // The copy is on the phone before the signal goes.
  await expect.poll(() => deviceCopy(gate)).toContain("Dana Worker");

  await context.setOffline(true);
  await gate.reload();
  await expect(gate.getByRole("heading", { name: `Sign-in register: ${site}` })).toBeVisible();
  await expect(gate.getByRole("table").getByText("Dana Worker")).toBeVisible();
  await expect(onSiteNow(gate)).toContainText("Dana Worker");
  await expect(gate.getByText("Nobody has been checked at this site yet.")).toHaveCount(0);
  await expect(
    gate.getByText(
      /^No signal: this is the register from this phone's last sync \(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\)/,
    ),
  ).toBeVisible();
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/gate-register-offline-360.png", fullPage: true });
  await context.close();
});
