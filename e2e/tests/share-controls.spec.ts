import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { latestEmailTo } from "../support/smtp-inbox.ts";

/** Shares with more control (issue 51): a view limit, and a code e-mailed to the recipient. */

const registrationNumber = "CSCS-7310-5151";

/** A signed-up worker with one card, on the sharing centre's new share form, the recipient's name typed. */
async function workerWithCard(page: Page, browser: Browser, recipient: string) {
  await setFeatureState(browser, "sharingCenter", "enabled");
  await signUp(page, newWorker());
  const card = await page.request.post("/api/profile/skills-cards", {
    data: {
      card_type: "cscs-labourer",
      registration_number: registrationNumber,
      expiry_date: isoDateInDays(400),
    },
    headers: { origin: String(process.env.E2E_BASE_URL) },
  });
  expect(card.ok()).toBe(true);
  await page.goto("/sharing-center");
  await page.getByRole("button", { name: "Share your first records" }).click();
  await page.getByLabel("Who is it for?").fill(recipient);
  await page.getByRole("checkbox", { name: new RegExp(registrationNumber) }).check();
  await page.getByText("More control").click();
}

async function createdLink(page: Page, recipient: string) {
  await page.getByRole("button", { name: "Create share link" }).click();
  await expect(page.getByRole("heading", { name: `Your link for ${recipient} is ready` })).toBeVisible();
  return page.getByLabel("Share link").inputValue();
}

test("a share limited to 2 views shows twice, then refuses the third; the worker reads 2 of 2 views used", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const recipient = "Acme Build — two looks";
  await workerWithCard(page, browser, recipient);
  await page.getByLabel(/Most times it can be opened/).fill("2");
  const link = await createdLink(page, recipient);

  const employer = await browser.newContext();
  for (const look of [1, 2]) {
    const fresh = await employer.newPage();
    await fresh.goto(link);
    await expect(
      fresh.getByRole("list", { name: "Shared records" }).getByText(registrationNumber),
    ).toBeVisible();
    await fresh.close();
    expect(look).toBeGreaterThan(0);
  }
  const third = await employer.newPage();
  await third.goto(link);
  await expect(third.getByRole("heading", { name: "This link has been used up" })).toBeVisible();
  await expect(
    third.getByText("This link has been opened as many times as its owner allowed. Ask them for a new link."),
  ).toBeVisible();
  await expect(third.getByText(registrationNumber)).toHaveCount(0);
  await employer.close();

  // The list as the worker finds it when they come back to it.
  await page.reload();
  const share = page.getByRole("article", { name: recipient });
  await expect(share.getByText("2 of 2 views used")).toBeVisible();
  await expect(share.getByText("Ended: it was opened as many times as you allowed")).toBeVisible();
});

test("a share that asks for the recipient's e-mail opens only with the code sent to that address; a wrong code is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const recipient = "Acme Build — checked";
  const address = `gate-${randomUUID().slice(0, 8)}@acme.example`;
  await workerWithCard(page, browser, recipient);
  await page.getByLabel(/Their e-mail/).fill(address);
  await page
    .getByRole("checkbox", { name: "Ask for a code sent to this address before they can open it" })
    .check();
  await page.getByLabel(/delete their copy by/).fill(isoDateInDays(30));
  expect(await accessibilityViolations(page)).toEqual([]);
  const link = await createdLink(page, recipient);

  const employer = await browser.newContext();
  const viewer = await employer.newPage();
  await viewer.goto(link);
  await expect(viewer.getByRole("heading", { name: "Confirm your e-mail" })).toBeVisible();
  await expect(viewer.getByText(`asked for a code sent to ${address[0]}•••@acme.example`)).toBeVisible();
  await expect(viewer.getByText(registrationNumber)).toHaveCount(0);
  await viewer.getByRole("button", { name: "Send me a code" }).click();
  await expect(viewer.getByText(/We sent a 6-digit code to/)).toBeVisible();
  expect(await accessibilityViolations(viewer)).toEqual([]);

  const email = await latestEmailTo(address);
  expect(email.subject).toBe("Your code to open a SiteReady share");
  const code = /Your code is (\d{6})/.exec(email.text ?? "")?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);

  const wrong = code === "000000" ? "111111" : "000000";
  await viewer.getByRole("textbox", { name: "Code from the e-mail" }).fill(wrong);
  await viewer.getByRole("button", { name: "Open", exact: true }).click();
  await expect(
    viewer.getByText("That code is not right. Check the latest e-mail and try again."),
  ).toBeVisible();
  await expect(viewer.getByText(registrationNumber)).toHaveCount(0);

  await viewer.getByRole("textbox", { name: "Code from the e-mail" }).fill(code);
  await viewer.getByRole("button", { name: "Open", exact: true }).click();
  const records = viewer.getByRole("list", { name: "Shared records" });
  await expect(records.getByText(registrationNumber)).toBeVisible();
  await expect(viewer.getByText(/Please delete any copy of these records you keep by/)).toBeVisible();
  await employer.close();

  // The worker sees the code's address and the events, and can ask for the copy to be deleted.
  await page.getByRole("button", { name: "Done" }).click();
  const share = page.getByRole("article", { name: recipient });
  await expect(share.getByText(`Code sent to ${address} before it opens`)).toBeVisible();
  await share.getByRole("button", { name: "Who looked" }).click();
  await expect(share.getByText("A wrong code was typed")).toBeVisible();
  await share.getByRole("button", { name: "Ask the recipient to delete their copy" }).click();
  await expect(share.getByText(/You asked them to delete their copy on/)).toBeVisible();
  const request = await latestEmailTo(address);
  expect(request.subject).toBe("Please delete your copy of shared records");
});
