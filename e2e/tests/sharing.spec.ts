import { readFile } from "node:fs/promises";
import { pdfText } from "../../apps/server/src/test-support/pdf-text.ts";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

const registrationNumber = "CSCS-5521-0087";
const passportNumber = "533380006";

test("a worker shares one card for 7 days; the employer sees only that card, the worker sees the view, revoke ends it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await setFeatureState(browser, "sharingCenter", "enabled");
  const worker = newWorker();
  await signUp(page, worker);

  // A card to share, and a passport that must not be shared.
  await page.goto("/skills-cards");
  await page
    .getByRole("button", { name: /Add (your first|a) card/ })
    .first()
    .click();
  await page.getByRole("combobox", { name: "Card type" }).fill("labourer");
  await page
    .getByRole("option", { name: /Labourer/ })
    .first()
    .click();
  await page.getByLabel("Registration number").fill(registrationNumber);
  await page.getByLabel("Expiry date").fill(isoDateInDays(400));
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByText(registrationNumber).first()).toBeVisible();
  const passport = await page.request.post("/api/profile/documents", {
    data: { document_type: "passport", document_number: passportNumber, expiry_date: isoDateInDays(900) },
    headers: { origin: String(process.env.E2E_BASE_URL) },
  });
  expect(passport.ok()).toBe(true);

  // The share: just the card, 7 days (the default).
  await page.goto("/sharing-center");
  await expect(page.getByRole("heading", { name: "Sharing Center", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Share your first records" }).click();
  await page.getByLabel("Who is it for?").fill("Acme Build — site office");
  await page.getByRole("checkbox", { name: new RegExp(registrationNumber) }).check();
  await expect(page.getByRole("radio", { name: "7 days" })).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(
    page.getByRole("heading", { name: "Your link for Acme Build — site office is ready" }),
  ).toBeVisible();
  await expect(page.getByTestId("share-qr-code")).toBeVisible();
  const link = await page.getByLabel("Share link").inputValue();
  expect(link).toMatch(new RegExp(`^${process.env.E2E_BASE_URL}/share#[\\w-]{43}$`));
  expect(await accessibilityViolations(page)).toEqual([]);

  // A fresh, signed-out browser: the card's type, number and status, and nothing else of the worker's.
  const employer = await browser.newContext({ acceptDownloads: true });
  const employerPage = await employer.newPage();
  const response = await employerPage.goto(link);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(employerPage.getByRole("heading", { name: "Shared records", level: 1 })).toBeVisible();
  const records = employerPage.getByRole("list", { name: "Shared records" });
  await expect(records.getByRole("article")).toHaveCount(1);
  await expect(records.getByRole("heading", { level: 2 })).toHaveText(/Labourer/);
  await expect(records.getByText(registrationNumber)).toBeVisible();
  await expect(records.getByText("Valid")).toBeVisible();
  await expect(employerPage.getByText(/check CSCS cards on CSCS Smart Check/)).toBeVisible();
  await expect(employerPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const shownText = String(await employerPage.locator("body").textContent());
  for (const private_ of [passportNumber, worker.email, "Passport"])
    expect(shownText).not.toContain(private_);
  expect(await accessibilityViolations(employerPage)).toEqual([]);

  // The compliance pack downloads, and its text holds the registration number.
  const downloading = employerPage.waitForEvent("download");
  await employerPage.getByRole("button", { name: "Download compliance pack (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("compliance-pack.pdf");
  const text = await pdfText(await readFile(String(await download.path())));
  expect(text).toContain(registrationNumber);
  expect(text).toContain("Shared by the holder");
  expect(text).not.toContain(passportNumber);

  // The worker: told of the first view, and the log shows one view with the download.
  await page.getByRole("button", { name: "Done" }).click();
  await page.reload();
  await expect(
    page.getByRole("status").filter({ hasText: "Your share for Acme Build — site office was opened" }),
  ).toBeVisible();
  const share = page.getByRole("article", { name: "Acme Build — site office" });
  await expect(share.getByText("Opened once")).toBeVisible();
  await share.getByRole("button", { name: "Who looked" }).click();
  const views = share.getByRole("list", { name: "Views of this share" });
  await expect(views.getByRole("listitem")).toHaveCount(1);
  await expect(views.getByText(/Chrome on Linux · downloaded the PDF once/)).toBeVisible();

  // Revoke in one tap: the employer's link then shows no data.
  await share.getByRole("button", { name: /^Revoke/ }).click();
  await expect(share.getByText("Revoked", { exact: true })).toBeVisible();
  await employerPage.reload();
  await expect(employerPage.getByRole("heading", { name: "This link has ended" })).toBeVisible();
  const endedText = String(await employerPage.locator("body").textContent());
  expect(endedText).not.toContain(registrationNumber);
  expect(endedText).not.toContain(worker.firstName);
  await employer.close();
});
