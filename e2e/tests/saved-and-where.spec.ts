import type { Locator, Page } from "@playwright/test";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";

// A worker on a phone: every form here is used at 360 px.
test.use({ viewport: { width: 360, height: 740 } });

const origin = () => ({ origin: String(process.env.E2E_BASE_URL) });
const screenshots = "/tmp/forms";
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2027-03-09' as the app writes it in English: '9 Mar 2027'. */
function englishDate(iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

async function addRecord(page: Page, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { data, headers: origin() });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

/** The polite status that says a form saved (the screen reader hears it; a phone shows it at the bottom). */
const savedStatus = (page: Page) => page.getByRole("status").filter({ hasText: /^Saved$/ });

/**
 * A photo control offers both ways to get a photo: 'Take a photo' opens the camera (`capture`), 'Choose from
 * gallery' (or '… or files') opens the phone's picker, with no forced capture.
 */
async function expectCameraAndGallery(control: Locator, camera: "environment" | "user", gallery: RegExp) {
  await expect(control.getByLabel("Take a photo")).toHaveAttribute("capture", camera);
  const choose = control.getByLabel(gallery);
  await expect(choose).toHaveAttribute("type", "file");
  await expect(choose).not.toHaveAttribute("capture");
  await expect(choose).toHaveAttribute("accept", /image\/jpeg/);
}

test("a card changed through Edit says saved, closes its form and leaves the focus on the card", async ({
  page,
}) => {
  await signUp(page, newWorker());
  const card = await addRecord(page, "/api/profile/skills-cards", {
    card_type: "cscs-labourer",
    registration_number: "CSCS-20931",
    expiry_date: isoDateInDays(20),
  });

  await page.goto("/skills-cards");
  const article = page.getByRole("article", { name: "CSCS Labourer (Green)" });
  await article.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Change card details" });
  await expect(page.getByRole("heading", { name: "Change your CSCS Labourer (Green) card" })).toBeFocused();
  // The same form changes the photos.
  await expect(page.getByRole("group", { name: "Front of the card" })).toBeVisible();
  const renewed = isoDateInDays(5 * 365);
  await form.getByLabel("Expiry date").fill(renewed);
  expect(await pastTheRightEdge(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/card-edit-360.png`, fullPage: true });

  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(article).toBeFocused();
  await expect(article.getByText(englishDate(renewed))).toBeVisible();
  const stored = await page.request.get("/api/profile/skills-cards");
  expect(((await stored.json()) as { id: string; expiry_date: string }[])[0]).toMatchObject({
    id: card.id,
    expiry_date: renewed,
  });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/card-saved-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${screenshots}/card-saved-1280.png` });
});

test("a project changed through Edit says saved and leaves the focus on the project", async ({ page }) => {
  await signUp(page, newWorker());
  await addRecord(page, "/api/projects", {
    name: "Holbeck school extension",
    company: "Northern Groundworks Ltd",
    start_date: "2023-02-01",
  });

  await page.goto("/projects");
  const project = page.getByRole("article", { name: "Holbeck school extension" });
  await project.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("End date (optional)").fill("2024-01-31");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(project).toBeFocused();
  await expect(project.getByText("Feb 2023 – Jan 2024")).toBeVisible();
});

test("a job I posted, changed through Edit, says saved and leaves the focus on its title", async ({
  page,
}) => {
  await signUp(page, newWorker());
  const job = await addRecord(page, "/api/jobs", {
    title: "Groundworker for a school extension",
    trade: "Groundworker",
    description: "Four weeks of drainage and kerbing on a school extension in Leeds city centre.",
    site_postcode: "LS1 4DY",
    rate_type: "day_rate",
    rate: "180",
    required_card_types: [],
    contact_preference: "in_app",
  });

  await page.goto(`/jobs?job=${job.id}`);
  await page.getByRole("button", { name: "Edit job" }).click();
  await page.getByLabel("Rate (£)").fill("200");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Groundworker for a school extension" })).toBeFocused();
  await expect(page.getByText("£200 a day")).toBeVisible();
});

test("a listing I own, changed through Edit, says saved and leaves the focus on its title", async ({
  page,
  browser,
}) => {
  await setFeatureState(browser, "diggs", "enabled");
  try {
    await signUp(page, newWorker());
    const listing = await addRecord(page, "/api/diggs/listings", {
      title: "Crew house in Morley",
      description: "Four-bed house, ten minutes from the ring road. Driveway for two vans.",
      postcode: "LS27 9BB",
      price_per_week: "600",
      price_basis: "per_room",
      room_type: "whole_house",
      beds: 4,
      minimum_stay_nights: 7,
      available_from: isoDateInDays(10),
    });

    await page.goto(`/diggs?listing=${listing.id}`);
    await expect(page.getByRole("heading", { name: "Crew house in Morley" })).toBeFocused();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByLabel("Title").fill("Crew house in Morley, four beds");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(savedStatus(page)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Crew house in Morley, four beds" })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshots}/listing-saved-360.png` });
  } finally {
    await setFeatureState(browser, "diggs", "donateToUnlock");
  }
});

test("a profile section says saved and keeps the focus on its Save button", async ({ page }) => {
  await signUp(page, newWorker());
  await page.goto("/next-of-kin");
  await page.getByLabel("First name").fill("Robin");
  await page.getByLabel("Last name").fill("O'Brien");
  await page.getByLabel("Relationship").fill("Brother");
  await page.getByLabel("Mobile number").fill("07700 900123");
  const save = page.getByRole("button", { name: "Save" });
  await save.click();
  await expect(savedStatus(page)).toBeVisible();
  await expect(save).toBeFocused();
  await page.screenshot({ path: `${screenshots}/next-of-kin-saved-360.png` });
});

test("every photo can come from the camera or the gallery", async ({ page }) => {
  // Four forms, each with its photo buttons checked and screenshotted: beside the PostgreSQL suite (CI) 30 s was short.
  test.setTimeout(60_000);
  await signUp(page, newWorker());

  // A new card's front and back, taken in the add form.
  await page.goto("/skills-cards");
  await page
    .getByRole("button", { name: /Add (your first|a) card/ })
    .first()
    .click();
  for (const side of ["Front", "Back"]) {
    await expectCameraAndGallery(
      page.getByRole("group", { name: `${side} of the card` }),
      "environment",
      /^Choose from gallery$/,
    );
  }
  // Reached with the keyboard, the photo buttons show where the focus is.
  await page.getByLabel("Expiry date").focus();
  const takeFront = page.getByRole("group", { name: "Front of the card" }).getByLabel("Take a photo");
  // Tab walks the date's day, month and year first.
  for (
    let presses = 0;
    presses < 4 && !(await takeFront.evaluate((input) => input === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(takeFront).toBeFocused();
  const ring = await page
    .locator("label", { hasText: "Take a photo" })
    .first()
    .evaluate((label) => getComputedStyle(label).outlineStyle);
  expect(ring).toBe("solid");
  expect(await pastTheRightEdge(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/card-add-photos-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${screenshots}/card-add-photos-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });

  // A saved card's photos, changed in its Edit form.
  await addRecord(page, "/api/profile/skills-cards", {
    card_type: "cscs-labourer",
    registration_number: "CSCS-20931",
    expiry_date: isoDateInDays(400),
  });
  await page.goto("/skills-cards");
  await page
    .getByRole("article", { name: "CSCS Labourer (Green)" })
    .getByRole("button", { name: "Edit" })
    .click();
  await expectCameraAndGallery(
    page.getByRole("group", { name: "Back of the card" }),
    "environment",
    /^Choose from gallery$/,
  );

  // A document's scan, which may also be a PDF.
  await addRecord(page, "/api/profile/documents", {
    document_type: "passport",
    expiry_date: isoDateInDays(900),
  });
  await page.goto("/documents");
  await page.getByRole("article", { name: "Passport" }).getByRole("button", { name: "Edit" }).click();
  const scan = page.getByRole("group", { name: /passport/ });
  await expectCameraAndGallery(scan, "environment", /^Choose from gallery or files$/);
  await expect(scan.getByLabel("Choose from gallery or files")).toHaveAttribute("accept", /application\/pdf/);
  expect(await pastTheRightEdge(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/document-edit-360.png`, fullPage: true });

  // The profile photo is a selfie: the camera opens facing the worker.
  await page.goto("/personal-details");
  await expectCameraAndGallery(
    page.getByRole("group", { name: "Profile photo" }),
    "user",
    /^Choose from gallery$/,
  );
});
