import { corpusImage, loadCorpus } from "../../apps/server/src/bench/ocr-corpus/truth.ts";
import { newWorker, signInAsAdmin, signUp } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

// OCR runs for real on the server (tesseract.js, one worker); a read can take several seconds on a busy machine.
test.setTimeout(120_000);

/** A letter confirming an induction, photographed at an angle in uneven light (a tuning record of the corpus). */
const E2E_PHOTO = "053-letter";

test("a worker reads an induction from a photo of the paper record, checks it and saves it", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByLabel("State of Inductions").selectOption("enabled");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  try {
    await signUp(worker, newWorker());
    await worker.goto("/inductions");
    await expect(worker.getByRole("heading", { name: "Inductions", level: 1 })).toBeVisible();
    await expect(worker.getByRole("heading", { name: "No inductions yet" })).toBeVisible();
    await worker.getByRole("button", { name: "Add your first induction" }).click();

    // Saving the empty form names what is missing, in the spec's words.
    await worker.getByRole("button", { name: "Save induction" }).click();
    await expect(worker.getByText("site name is required")).toBeVisible();
    await expect(worker.getByText("company name is required")).toBeVisible();
    await expect(worker.getByLabel("Site name")).toBeFocused();

    // A phone photo from the OCR corpus: the sheet at an angle on a table, in uneven light, JPEG.
    const record = loadCorpus().find((entry) => entry.id === E2E_PHOTO);
    if (!record) throw new Error(`${E2E_PHOTO} is not in the corpus`);
    const sheet = record.truth;
    await worker.getByLabel("Photo of the induction record").setInputFiles({
      name: "induction.jpg",
      mimeType: "image/jpeg",
      buffer: corpusImage(record.id, "photo"),
    });
    await expect(worker.getByRole("progressbar", { name: "Reading your induction record" })).toBeVisible();
    await expect(worker.getByLabel("Site name")).toHaveValue(sheet.site_name, { timeout: 90_000 });
    await expect(worker.getByLabel("Company")).toHaveValue(sheet.company_name);
    await expect(worker.getByLabel("Induction date")).toHaveValue(sheet.date);
    await expect(
      worker.getByRole("status").filter({ hasText: "We read your induction sheet" }),
    ).toBeVisible();
    await expect(worker.getByText(/Read from your photo|Check this/).first()).toBeVisible();
    expect(await accessibilityViolations(worker)).toEqual([]);

    // The worker checks what was read, ticks the briefing they had, sets a valid-until date a year on, and saves.
    await worker.getByLabel("I had the safety briefing").check();
    await worker.getByRole("button", { name: "12 months after induction" }).click();
    await worker.getByRole("button", { name: "Save induction" }).click();
    await expect(worker.getByRole("heading", { name: "Signed induction sheet" })).toBeVisible();
    await worker.getByRole("button", { name: "Keep the photo you took as the sheet" }).click();
    await expect(worker.getByRole("img", { name: /Photo of the signed sheet/ })).toBeVisible();
    await worker.getByRole("button", { name: "Done" }).click();

    await worker.reload();
    const saved = worker.getByRole("article", { name: sheet.site_name });
    await expect(saved).toBeVisible();
    await expect(saved.getByText(sheet.company_name)).toBeVisible();
    // Every corpus record asks for these three, first in the checklist's order.
    await expect(saved.getByText(/^Hard hat, Hi-vis, Safety boots/)).toBeVisible();
    await expect(
      saved.getByRole("img", { name: `Open the signed sheet for ${sheet.site_name}` }),
    ).toBeVisible();
    expect(await accessibilityViolations(worker)).toEqual([]);
  } finally {
    await workerContext.close();
    // Lock it again so later tests see the shipped default.
    await page.getByLabel("State of Inductions").selectOption("donateToUnlock");
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  }
});
