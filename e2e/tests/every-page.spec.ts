import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { catalogues } from "@siteready/domain/catalogues";
import { type Language, languageNames, languages, type MessageKey } from "@siteready/domain/i18n";
import { adminAccount } from "../support/accounts.ts";
import {
  accessibilityViolations,
  test as base,
  expect,
  pastTheRightEdge,
  smallTouchTargets,
} from "../support/fixtures.ts";
import { startProductionServer } from "../support/global-setup.ts";
import { focusedElement } from "../support/keyboard.ts";

/**
 * Every route of the app, as an admin with every finished feature switched on (so each locked page shows the
 * page itself): axe finds nothing at 360 px in the light and the dark theme and at 1280 px in one of them, no standalone
 * link or button is smaller than 44 × 44 px at 360 px, no page is wider than a 320 px phone, and every Tab stop shows its
 * focus. The server is this spec's own, so switching features on changes no other spec.
 */
/** The admin who walks the app in `language`. */
const languageAdminEmail = (language: Language) => `admin-${language}@siteready.test`;

const test = base.extend<object, { ownServer: { baseUrl: string }; adminState: string; walkPage: Page }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-e2e-every-page-"));
      const server = await startProductionServer(dataDir, {
        ADMIN_EMAILS: [adminAccount.email, ...languages.map(languageAdminEmail)].join(","),
      });
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // Signed in as the admin once, with every finished feature switched on through Admin → Features.
  adminState: [
    async ({ ownServer, browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: ownServer.baseUrl });
      const page = await context.newPage();
      const origin = { origin: ownServer.baseUrl };
      await page.request.post("/api/auth/sign-up/email", { data: adminAccount, headers: origin });
      const signIn = await page.request.post("/api/auth/sign-in/email", {
        data: { email: adminAccount.email, password: adminAccount.password },
        headers: origin,
      });
      expect(signIn.ok()).toBe(true);
      await page.goto("/admin");
      await page.getByRole("button", { name: "Switch on every finished feature" }).click();
      await page.getByRole("button", { name: /^Switch on \d+ features$/ }).click();
      await expect(page.getByText("Every finished feature is switched on.")).toBeVisible();
      const file = `${workerInfo.project.outputDir}/every-page-admin.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // The English walk goes from page to page in one tab, as the admin would through the app (openSettled); a
  // worker started again after a failure starts a new tab.
  walkPage: [
    async ({ ownServer, adminState, browser }, use) => {
      const context = await browser.newContext({ baseURL: ownServer.baseUrl, storageState: adminState });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ walkPage }, use) => use(walkPage),
  baseURL: async ({ ownServer }, use) => use(ownServer.baseUrl),
});

/** The routes of the web app, read from its pages' declarations so a new page is walked without editing this list. */
function routesOfTheApp() {
  const pages = new URL("../../apps/web/src/app/routes/", import.meta.url);
  const declarations = readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".route.ts"))
    .sort()
    .map((file) => readFileSync(new URL(file, pages), "utf8"));
  // A page declares its title by key; the tab shows the catalogue's English for it (null: the product's name).
  const routes = declarations.flatMap((declaration) =>
    [...declaration.matchAll(/path: "([^"]+)",(?:\s*\/\/.*)*\s*titleKey: (?:"([^"]+)"|null),/g)].map(
      ([, route, key]) => ({
        route: route as string,
        title: key ? `${catalogues.en[key as MessageKey]} · SiteReady` : "SiteReady",
      }),
    ),
  );
  // The provider callback only forwards somewhere else.
  return routes.filter(({ route }) => route !== "/auth/callback");
}

/**
 * Opens `route`: loaded from its address the first time, then as the app's own links go (the address changed
 * in the page, the router told), arrived at when the tab shows the page's own title: a full load took 2 s a
 * page, nine tenths of it starting the app again. Every route is also loaded from its address in the walks in
 * the other languages.
 */
async function openSettled(page: Page, route: string, title: string) {
  if (page.url().startsWith("http")) {
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, route);
  } else await page.goto(route);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // Lists and skeletons are done loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.setTimeout(90_000);

/** Enough to pass the sidebar (about 20 stops) and reach the page's own controls. */
const tabStopsWalked = 40;

type Theme = "light" | "dark";

/** axe at the current width in these themes; the app follows the device's theme as it changes. */
async function scanInThemes(page: Page, width: number, themes: readonly Theme[], problems: string[]) {
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
    else await expect(page.locator("html")).not.toHaveClass(/dark/);
    for (const violation of await accessibilityViolations(page))
      problems.push(`${width} ${theme}: ${violation.id} ${violation.targets.join(", ")}`);
  }
}

for (const [index, { route, title }] of routesOfTheApp().entries()) {
  // Phones first: each page in both themes at 360 px. At 1280 px a page is scanned in one theme, the pages
  // taking turns, so the wide layout (the sidebar on every page, the wide tables) is seen in both themes across
  // the walk, with three scans a page instead of four; a page's own colours are the same at either width.
  const wideTheme: Theme = index % 2 === 0 ? "dark" : "light";
  test(`${route} passes axe at 360 px in both themes and at 1280 px in the ${wideTheme} one, is 44 px to touch, and fits a 320 px phone`, async ({
    page,
  }) => {
    const problems: string[] = [];
    await page.setViewportSize({ width: 360, height: 740 });
    await openSettled(page, route, title);
    await scanInThemes(page, 360, ["light", "dark"], problems);
    for (const small of await smallTouchTargets(page)) problems.push(`360: ${small} is too small to touch`);

    await page.setViewportSize({ width: 320, height: 640 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`320: ${overflow} px wider than the screen`);

    // The same page widened, as a tablet turned or a window resized shows it: opening it again cost a sixth of
    // the walk's time (a full load per route) and saw nothing a resize does not.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await scanInThemes(page, 1280, [wideTheme], problems);

    // From the top of the page, every stop of the Tab key (the skip link, the sidebar, then the page's own
    // controls) shows where the focus is.
    await page.locator("body").focus();
    for (let stop = 0; stop < tabStopsWalked; stop++) {
      await page.keyboard.press("Tab");
      const focused = await focusedElement(page);
      if (focused && !(focused.indicated && focused.onScreen))
        problems.push(`Tab stop ${stop + 1}: no visible focus on ${focused.tag} "${focused.name}"`);
    }
    expect(problems).toEqual([]);
  });
}

/**
 * The walk in each other language, at 360 px in the light theme: axe, and no page wider than a 320 px phone
 * (Lithuanian and Bulgarian words run longer than English ones). The pages a worker opens most are walked in
 * every language; the others are shared out, each in one other language, so every page is seen translated and
 * the suite (one browser, pages one after another) stays within its time. Each language has an admin of its
 * own whose account chose it, so the admin the English walk shares keeps English.
 */
const walkedInEveryLanguage = new Set([
  "/",
  "/login",
  "/dashboard",
  "/skills-cards",
  "/profile",
  "/renewals",
]);
const otherLanguages: Language[] = languages.filter((each) => each !== "en");

function routesWalkedIn(language: Language) {
  const turn = otherLanguages.indexOf(language);
  return routesOfTheApp()
    .map(({ route }) => route)
    .filter((route, index) => walkedInEveryLanguage.has(route) || index % otherLanguages.length === turn);
}

for (const language of otherLanguages) {
  test(`every page passes axe and fits a 320 px phone in ${languageNames[language]}`, async ({
    browser,
    baseURL,
    adminState,
  }) => {
    test.setTimeout(150_000);
    // The English admin's fixture has switched every finished feature on by now.
    expect(adminState).toBeTruthy();
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const account = { ...adminAccount, email: languageAdminEmail(language) };
    const origin = { origin: String(baseURL) };
    await page.request.post("/api/auth/sign-up/email", { data: account, headers: origin });
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email: account.email, password: account.password },
      headers: origin,
    });
    expect(signIn.ok()).toBe(true);
    const chosen = await page.request.put("/api/account/language", { data: { language }, headers: origin });
    expect(chosen.ok()).toBe(true);

    const problems: string[] = [];
    for (const route of routesWalkedIn(language)) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(route);
      await expect(page.locator("html"), route).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      for (const violation of await accessibilityViolations(page))
        problems.push(`${route}: ${violation.id} ${violation.targets.join(", ")}`);
      await page.setViewportSize({ width: 320, height: 640 });
      for (const problem of await pastTheRightEdge(page)) problems.push(`${route} at 320: ${problem}`);
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

test("the walk covers the whole route table, and every page in another language", () => {
  expect(routesOfTheApp().length).toBeGreaterThan(35);
  // The English walk knows it has reached the next page by its title (openSettled): no two pages share one.
  const titles = routesOfTheApp().map(({ title }) => title);
  expect(new Set(titles).size).toBe(titles.length);
  const translatedWalk = new Set(otherLanguages.flatMap(routesWalkedIn));
  expect(routesOfTheApp().filter(({ route }) => !translatedWalk.has(route))).toEqual([]);
});
