import { newWorker } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";

const landingHeading = "Your cards and compliance, ready at the site gate";

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page is there to read: its heading, what SiteReady does, and the ways in", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landingHeading);
    await expect(page.getByRole("heading", { name: "Warned before anything runs out" })).toBeVisible();
    await expect(page.getByText("There are no adverts and we never sell your data.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(page).toHaveTitle("SiteReady");
  });

  test("a marketing page is there to read, and a link to another one opens it", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing");
    await expect(page.getByText("SiteReady is free, and everything stays free.")).toBeVisible();
    await expect(page).toHaveTitle("Pricing · SiteReady");
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
  });
});

test("the server sends the landing page's content in its HTML, with the same security headers", async ({
  request,
}) => {
  const response = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self'");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  // The build's Brotli twin of the page (scripts/precompress.mjs).
  expect(response.headers()["content-encoding"]).toBe("br");
  const html = await response.text();
  expect(html).toContain(landingHeading);
  expect(html).toContain("Free for everyone on site. For good.");
  // Any other page still gets the app's empty shell. Its scripts go out as the build compressed them: those
  // of 1 KB or more (scripts/precompress.mjs's threshold) in Brotli, smaller ones as they are.
  const shell = await (await request.get("/dashboard")).text();
  expect(shell).toContain('<div id="root"></div>');
  const scripts = [...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(1);
  const encodings = [];
  for (const script of scripts) {
    const response = await request.get(String(script), { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers()["content-type"]).toContain("javascript");
    const large = (await response.body()).length >= 1024;
    expect(response.headers()["content-encoding"], String(script)).toBe(large ? "br" : undefined);
    encodings.push(response.headers()["content-encoding"]);
  }
  expect(encodings).toContain("br");
});

test("with JavaScript the landing page comes alive where it is and moves to /login without reloading", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(landingHeading);
  // The signed-out sidebar appears once the app has taken the page over and asked who is here.
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
  await expect(page.getByLabel("Email")).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("on a desktop the log-in page does not move while the app takes it over, so a tap lands where it was aimed", async ({
  page,
}) => {
  // The page's layout shifts (the browser's own measure of content moving on screen) from its first paint on.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { layoutShifts?: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/login");
  // The collapse button needs the measured viewport: once it is there, the app's own layout has followed.
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toBeVisible();
  const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts ?? []);
  // The painted phone bar swapped for the sidebar moved the whole page by 0.11 (Google's "poor" is 0.1);
  // what is left is the sidebar's own account buttons filling in.
  expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
});

test("on a desktop a tap on the painted sidebar before the app has arrived is carried out when it has", async ({
  page,
  consoleErrors,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  // The app's code takes two seconds to come, as on a weak signal: the tap is on the painted page.
  await page.route(/start-app-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(page.getByRole("button", { name: /^Switch to/ })).toHaveAccessibleName("Switch to dark mode", {
    timeout: 10_000,
  });
  expect(consoleErrors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the landing page runs no app while it is read, and one tap on the menu opens it", async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landingHeading);
    expect(scripts.filter((script) => script.includes("start-app"))).toEqual([]);

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    expect(scripts.filter((script) => script.includes("start-app"))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("the login form, filled in and sent before the app has arrived, signs in", async ({
    page,
    consoleErrors,
  }) => {
    const worker = newWorker();
    const origin = { origin: String(process.env.E2E_BASE_URL) };
    const signUp = await page.request.post("/api/auth/sign-up/email", { data: worker, headers: origin });
    expect(signUp.ok()).toBe(true);
    await page.context().clearCookies();
    // The app's code takes two seconds to come, as on a weak signal, so all of this happens before it is there.
    await page.route(/start-app-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto("/login");
    await page.getByLabel("Email").fill(worker.email);
    await page.getByLabel("Password").fill(worker.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
