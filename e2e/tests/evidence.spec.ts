import { readFile } from "node:fs/promises";
import { pdfText } from "../../apps/server/src/test-support/pdf-text.ts";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { qrCodeOf } from "../support/gate.ts";
import { cardPhoto } from "../support/images.ts";

const phone = { width: 360, height: 740 };
const firstNumber = "CSCS-7001-4410";
const correctedNumber = "CSCS-7001-4411";

/** Today as the English pages write it ("7 Dec 2026"): the evidence says when the check happened. */
const today = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(
  new Date(),
);

test("a gate-keeper records what Smart Check showed; the worker, a share's recipient and its PDF see who confirmed it and when, until the card's number changes", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await setFeatureState(browser, "sharingCenter", "enabled");
  const workerContext = await browser.newContext({ viewport: phone });
  const page = await workerContext.newPage();
  await signUp(page, newWorker());
  const origin = { origin: String(process.env.E2E_BASE_URL) };
  const card = await page.request.post("/api/profile/skills-cards", {
    data: { card_type: "cscs-labourer", registration_number: firstNumber, expiry_date: isoDateInDays(400) },
    headers: origin,
  });
  expect(card.status()).toBe(201);
  const cardId = (await card.json()).id as string;
  const photo = await page.request.post(`/api/profile/skills-cards/${cardId}/photos/front`, {
    multipart: { file: { name: "front.jpg", mimeType: "image/jpeg", buffer: await cardPhoto() } },
    headers: origin,
  });
  expect(photo.ok()).toBe(true);

  // Before any check the wallet says exactly how far the card goes: a photo, not checked with the scheme.
  await page.goto("/wallet");
  const wallet = page.getByRole("list", { name: "Cards to show at the gate" });
  await expect(
    wallet.getByText(/Photo of the card · The holder added a photo of it\. Not checked/),
  ).toBeVisible();
  await wallet.getByRole("button", { name: /full screen$/ }).click();
  await expect(page.getByRole("dialog").getByTestId("gate-qr-code")).toHaveAttribute(
    "data-code-kind",
    "live",
  );
  const live = await qrCodeOf(page);

  // A gate-keeper of Acme Build's site scans it with signal and records what Smart Check showed.
  const gateContext = await browser.newContext({ viewport: phone });
  const gate = await gateContext.newPage();
  await signUp(gate, { ...newWorker(), firstName: "Priya", lastName: "Shah" });
  const company = await gate.request.post("/api/companies", {
    data: { name: "Acme Build", address: { line1: "1 Wharf Road", town: "Leeds", postcode: "LS1 4AP" } },
    headers: origin,
  });
  expect(company.status()).toBe(201);
  const companyId = (await company.json()).id as string;
  const site = await gate.request.post(`/api/companies/${companyId}/sites`, {
    data: { name: "Riverside Plot 4", postcode: "LS1 4AP", starts_on: isoDateInDays(-1) },
    headers: origin,
  });
  expect(site.status()).toBe(201);
  await gate.goto(`/gate?company=${companyId}&site=${(await site.json()).id}`);
  await expect(gate.getByRole("heading", { name: "Gate check" })).toBeVisible();
  await gate
    .getByLabel("Scan from a photo")
    .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: live.png });
  const scanned = gate.getByRole("dialog");
  await expect(scanned.getByRole("heading", { name: "Valid" })).toBeVisible();
  const smartCheck = scanned.getByRole("region", { name: "Check it on CSCS Smart Check" });
  await expect(smartCheck.getByRole("link", { name: /Open Smart Check/ })).toHaveAttribute(
    "href",
    "https://www.cscssmartcheck.co.uk/",
  );
  await expect(smartCheck.getByLabel("Checking for")).toHaveValue(companyId);
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/evidence-smart-check-360.png", fullPage: true });
  await smartCheck.getByRole("button", { name: "It matches" }).click();
  await expect(smartCheck.getByText("Recorded: It matches. The holder can see it.")).toBeVisible();
  await scanned.getByRole("button", { name: "Accept and sign in" }).click();
  await gateContext.close();

  // The worker sees who confirmed it, for which company, and when.
  const confirmed = `Confirmed on Smart Check by Acme Build (Priya Shah), ${today}.`;
  await page.reload();
  await expect(wallet.getByText(`Checked on Smart Check · ${confirmed}`)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/evidence-wallet-360.png", fullPage: true });

  // A share made later carries the evidence to its recipient and into the PDF.
  const share = await page.request.post("/api/shares", {
    data: { recipient_label: "Northgate Civils", items: [{ kind: "skills-card", id: cardId }] },
    headers: origin,
  });
  expect(share.status()).toBe(201);
  const employer = await browser.newContext({ viewport: phone, acceptDownloads: true });
  const employerPage = await employer.newPage();
  await employerPage.goto((await share.json()).url);
  const shared = employerPage.getByRole("article", { name: "CSCS Labourer (Green)" });
  await expect(shared.getByText(confirmed)).toBeVisible();
  expect(await accessibilityViolations(employerPage)).toEqual([]);
  const downloading = employerPage.waitForEvent("download");
  await employerPage.getByRole("button", { name: "Download compliance pack (PDF)" }).click();
  const pack = await pdfText(await readFile(String(await (await downloading).path())));
  expect(pack.replace(/\s+/g, " ")).toContain(`Checked on Smart Check · ${confirmed}`);

  // The worker corrects the number: the check was of the old one, and now says so everywhere.
  const edited = await page.request.put(`/api/profile/skills-cards/${cardId}`, {
    data: {
      card_type: "cscs-labourer",
      registration_number: correctedNumber,
      expiry_date: isoDateInDays(400),
    },
    headers: origin,
  });
  expect(edited.ok()).toBe(true);
  const oldFacts = `Checked on Smart Check by Acme Build (Priya Shah), ${today}, when its number was ${firstNumber}.`;
  await page.reload();
  await expect(wallet.getByText(`Photo of the card · ${oldFacts}`)).toBeVisible();
  await employerPage.reload();
  await expect(shared.getByText(correctedNumber)).toBeVisible();
  await expect(shared.getByText(oldFacts, { exact: false })).toBeVisible();
  await expect(shared.getByText(/^Confirmed on Smart Check/)).toHaveCount(0);
  await employer.close();
  await workerContext.close();
});
