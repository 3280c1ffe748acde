import { newWorker, setFeatureState, signInAsAdmin, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, pastTheRightEdge, test } from "../support/fixtures.ts";

test.setTimeout(120_000);

const origin = () => ({ origin: String(process.env.E2E_BASE_URL) });

test("a job needing a CPCS card is found, applied for and shortlisted", async ({ page, browser }) => {
  // A posts a job near Leeds (LS1 4DY) that needs a CPCS competent operator card.
  const poster = newWorker();
  await signUp(page, poster);
  await page.goto("/jobs");
  await page.getByRole("link", { name: "Post a job" }).first().click();
  await page.getByLabel("Job title").fill("Forward tipping dumper driver");
  await page.getByLabel("Trade", { exact: true }).selectOption("Plant Operator");
  await page
    .getByLabel("Description")
    .fill("Three weeks on a housing site in Leeds city centre, moving spoil with a 9 t dumper.");
  await page.getByLabel("Site postcode").fill("LS1 4DY");
  await page.getByLabel("Rate (£)").fill("190");
  const cardPicker = page.getByRole("combobox", { name: /Required cards/ });
  await cardPicker.fill("CPCS competent");
  await page
    .getByRole("option", { name: /CPCS.*Competent/i })
    .first()
    .click();
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByRole("heading", { name: "Forward tipping dumper driver" })).toBeVisible();

  // B holds that card and lives in Morley (LS27 9BB), about 4 miles away.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signUp(workerPage, newWorker());
  const card = await workerPage.request.post("/api/profile/skills-cards", {
    data: {
      card_type: "cpcs-competent-operator",
      registration_number: "CPCS-555",
      expiry_date: isoDateInDays(400),
    },
    headers: origin(),
  });
  expect(card.status()).toBe(201);
  await workerPage.goto("/jobs");
  await workerPage.getByLabel("Search jobs").fill("dumper");
  await workerPage.getByLabel("Near (postcode)").fill("LS27 9BB");
  await workerPage.getByRole("button", { name: "Search", exact: true }).click();
  const result = workerPage.getByRole("article").filter({ hasText: "Forward tipping dumper driver" });
  await expect(result).toBeVisible();
  await expect(result.getByText(/miles/)).toBeVisible();
  await expect(result.getByText("You hold all required cards")).toBeVisible();
  expect(await accessibilityViolations(workerPage)).toEqual([]);
  await result.getByRole("link", { name: /Forward tipping dumper driver/ }).click();
  await workerPage.getByLabel("Your message").fill("I have a blue CPCS dumper card and can start Monday.");
  await workerPage.getByRole("button", { name: "Apply for this job" }).click();
  await expect(workerPage.getByText("Applied", { exact: true }).first()).toBeVisible();

  // A sees the application with B's card and shortlists; B sees the status.
  await page.reload();
  await page.getByRole("button", { name: /^Shortlist/ }).click();
  await expect(page.getByText("Shortlisted", { exact: true }).first()).toBeVisible();
  await workerPage.goto("/jobs?tab=applications");
  await workerPage.reload();
  await expect(workerPage.getByText("Shortlisted", { exact: true }).first()).toBeVisible();
  await workerContext.close();
});

test("an ongoing project's site shows its forecast with work warnings", async ({ page }) => {
  await signUp(page, newWorker());
  const project = await page.request.post("/api/projects", {
    data: {
      name: "Deansgate tower",
      company: "Example Build Ltd",
      role: "Scaffolder",
      site_postcode: "M2 5PD",
      start_date: isoDateInDays(-60),
    },
    headers: origin(),
  });
  expect(project.status()).toBe(201);
  await page.goto("/projects");
  await expect(page.getByText("Deansgate tower")).toBeVisible();
  await page.goto("/weather");
  const site = page.getByRole("article", { name: "Deansgate tower" });
  await expect(site).toBeVisible();
  await expect(site.getByText(/too windy for crane lifts/i).first()).toBeVisible();
  await expect(site.getByText(/frost/i).first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("an admin enables test centres, and a search lists the nearest first", async ({ page, browser }) => {
  await setFeatureState(browser, "testCenters", "enabled");
  await page.goto("/");
  await signInAsAdmin(page);
  const loaded = await page.request.post("/api/admin/test-centres/import-example", {
    data: {},
    headers: origin(),
  });
  expect(loaded.ok()).toBe(true);

  const worker = await browser.newContext();
  const workerPage = await worker.newPage();
  await signUp(workerPage, newWorker());
  // A new worker has no postcode in their profile yet: the page asks for one, and no request fails.
  const searchStatuses: number[] = [];
  workerPage.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/test-centres") searchStatuses.push(response.status());
  });
  await workerPage.goto("/test-centers");
  await expect(
    workerPage.getByText(/^Type a postcode above to find the test centres nearest to it\./),
  ).toBeVisible();
  expect(searchStatuses).toEqual([200]);
  await workerPage
    .getByLabel(/postcode/i)
    .first()
    .fill("LS27 9BB");
  await workerPage
    .getByRole("button", { name: /Search|Find/ })
    .first()
    .click();
  const results = workerPage.getByRole("list", { name: "Test centres, nearest first" }).getByRole("listitem");
  await expect(results.first()).toContainText("Leeds");
  await expect(results.first()).toContainText("miles");
  const distances = await results.evaluateAll((items) =>
    items.map((item) => Number(/([\d.]+) miles/.exec(item.textContent ?? "")?.[1] ?? Number.NaN)),
  );
  expect(distances.length).toBeGreaterThan(1);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expect(workerPage.getByText("DEMO DATA").first()).toBeVisible();
  await worker.close();
});

test("on a phone, 'CSCS Blue' finds the card a job needs, and a card that runs out during the job is flagged to the worker and the poster", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page, newWorker());
  await page.goto("/jobs");
  await page.getByRole("link", { name: "Post a job" }).first().click();
  await page.getByLabel("Job title").fill("Labourer for a three-month fit-out");
  await page.getByLabel("Trade", { exact: true }).selectOption("Labourer");
  await page
    .getByLabel("Description")
    .fill("Loading out, floor protection and clearing up on a three-month office fit-out in Leeds.");
  await page.getByLabel("Site postcode").fill("LS1 4DY");
  await page.getByLabel("Rate (£)").fill("140");
  await page.getByLabel("Start date (optional)").fill(isoDateInDays(10));
  await page.getByLabel("Duration (optional)").fill("3 months");
  // What the search box's own example says.
  await expect(page.getByPlaceholder("Search, e.g. CPCS, CSCS Blue, IPAF")).toBeVisible();
  await page.getByRole("combobox", { name: /Required cards/ }).fill("CSCS Blue");
  // Once the search has caught up with the typing (the list shows the first card types until then), the blue
  // card comes first.
  await expect(page.getByText(/card types? found/)).toBeAttached();
  const blue = page.getByRole("listbox").getByRole("option").first();
  await expect(blue).toHaveText(/CSCS Skilled Worker \(Blue\)/);
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.screenshot({ path: "/tmp/sharing-jobs/required-cards-cscs-blue-360.png" });
  await blue.click();
  // The list stays open for more cards; Escape closes it.
  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("list", { name: "Chosen cards" }).getByText("CSCS Skilled Worker (Blue)"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByRole("heading", { name: "Labourer for a three-month fit-out" })).toBeVisible();
  const jobUrl = page.url();

  // A worker whose blue card runs out in 40 days, a month into the job.
  const workerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const workerPage = await workerContext.newPage();
  await signUp(workerPage, newWorker());
  const card = await workerPage.request.post("/api/profile/skills-cards", {
    data: {
      card_type: "cscs-skilled-worker",
      registration_number: "CSCS-4040",
      expiry_date: isoDateInDays(40),
    },
    headers: origin(),
  });
  expect(card.status()).toBe(201);
  await workerPage.goto(jobUrl);
  await expect(workerPage.getByRole("heading", { name: "Labourer for a three-month fit-out" })).toBeVisible();
  await expect(workerPage.getByText("You hold all required cards, but not for the whole job")).toBeVisible();
  await expect(
    workerPage.getByText(
      /^Your CSCS Skilled Worker \(Blue\) card expires on \d{1,2} \w{3} \d{4}, before this job ends\. Renew it/,
    ),
  ).toBeVisible();
  await expect(workerPage.getByText("You hold all required cards", { exact: true })).toHaveCount(0);
  expect(await pastTheRightEdge(workerPage)).toEqual([]);
  expect(await accessibilityViolations(workerPage)).toEqual([]);
  await workerPage.screenshot({ path: "/tmp/sharing-jobs/job-card-expires-worker-360.png", fullPage: true });
  await workerPage.getByLabel("Your message").fill("Blue CSCS card, renewing it next month.");
  await workerPage.getByRole("button", { name: "Apply for this job" }).click();
  await expect(workerPage.getByText("Applied", { exact: true }).first()).toBeVisible();
  await workerContext.close();

  // The poster sees the same about the applicant.
  await page.reload();
  const applicant = page.getByRole("article", { name: "Jamie O'Brien" });
  await expect(applicant.getByText("Holds all required cards, but not for the whole job")).toBeVisible();
  await expect(
    applicant.getByText(
      /^Their CSCS Skilled Worker \(Blue\) card expires on \d{1,2} \w{3} \d{4}, before this job ends\.$/,
    ),
  ).toBeVisible();
  expect(await pastTheRightEdge(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await applicant.screenshot({ path: "/tmp/sharing-jobs/job-card-expires-poster-360.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/sharing-jobs/job-card-expires-poster-1280.png", fullPage: true });
});
