import { newWorker, signUp } from "../support/accounts.ts";
import { accessibilityViolations, expect, expectDarkTheme, test } from "../support/fixtures.ts";

const sections = {
  Dashboard: ["Dashboard", "Profile Summary"],
  "Profile & Compliance": [
    "Personal Details",
    "Next of Kin",
    "Documents",
    "Skills Cards",
    "Qualifications",
    "Banking Details",
    "Tax Details",
  ],
  "Tools & Features": ["AI CV Optimizer", "Sharing Center", "Inductions", "Renewals Dashboard"],
  "Jobs & Projects": ["Jobs", "Projects/History", "Test Centers", "Groups"],
  "Community & Social": ["Messages", "Diggs", "Weather"],
  "Company & Support": ["Pricing", "About", "Contact", "Feedback", "Terms", "Privacy"],
};

test.use({ viewport: { width: 1280, height: 900 } });

test("signed out, the sidebar shows only Features and the Company section with Login and Sign Up", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Features" })).toBeVisible();
  await expect(nav.getByRole("button", { name: /Company & Support/ })).toBeVisible();
  for (const hidden of [
    "Profile & Compliance",
    "Tools & Features",
    "Jobs & Projects",
    "Community & Social",
  ]) {
    await expect(nav.getByRole("button", { name: new RegExp(hidden) })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
});

test("signed in, every section and item appears, and a locked item leads to its coming-soon page", async ({
  page,
}) => {
  await signUp(page, newWorker());
  const nav = page.getByRole("navigation", { name: "Main" });
  // Landing on /dashboard expands its section by itself; wait for that before toggling anything.
  await expect(nav.getByRole("button", { name: /^Dashboard/ })).toHaveAttribute("aria-expanded", "true");
  for (const [section, items] of Object.entries(sections)) {
    const toggle = nav.getByRole("button", { name: new RegExp(section.replace(/[&/]/g, ".")) });
    if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    for (const item of items)
      await expect(nav.getByRole("link", { name: new RegExp(`^${item}`) })).toBeVisible();
  }
  // The badge is the real unread count (issue 17 replaced the spec's fixed 3): a new worker has none.
  await expect(nav.getByRole("button", { name: /^Community & Social/ })).toHaveAccessibleName(
    "Community & Social",
  );
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  await nav.getByRole("link", { name: /^AI CV Optimizer/ }).click();
  await expect(page).toHaveURL(/\/cv-optimizer\?comingSoon=true$/);
  await expect(page.getByRole("heading", { name: "Support Our Mission" })).toBeVisible();
  for (const button of ["Support Development", "Vote for This Feature", "Back to Dashboard"]) {
    await expect(page.getByRole("main").getByRole("link", { name: button })).toBeVisible();
  }
});

test("the collapsed sidebar stays collapsed after a reload", async ({ page }) => {
  await signUp(page, newWorker());
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(page.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
});

test("the theme cycles light, dark, system with the right tooltips and survives a reload", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /^Switch to/ });
  // Default is system; from system the next mode is light.
  await expect(toggle).toHaveAccessibleName("Switch to light mode");
  await expect(toggle).toHaveAttribute("title", "Switch to light mode");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Switch to dark mode");
  await toggle.click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(toggle).toHaveAccessibleName("Switch to system preference");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to system preference" })).toHaveAttribute(
    "title",
    "Switch to system preference",
  );
  await page.getByRole("button", { name: "Switch to system preference" }).click();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
});

test("on a 375 px phone the menu opens as an overlay and closes after navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Main menu" });
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: /Company & Support/ }).click();
  await menu.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About SiteReady");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Main menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

/** Each public page with its own heading: a check that passes on the 404 page checks nothing. */
const publicPages: Array<[path: string, heading: string]> = [
  ["/", "Your cards and compliance, ready at the site gate"],
  ["/pricing", "Pricing"],
  ["/thank-you", "Thank you"],
  ["/about", "About SiteReady"],
  ["/features", "Features"],
  ["/contact", "Contact us"],
  ["/feedback", "Feedback"],
  ["/terms", "Terms of use"],
  ["/privacy", "Privacy notice"],
  ["/login", "Log in"],
  ["/register", "Create your free account"],
];

// One visitor walks them all, a step a page: a test a page loaded the whole app afresh eleven times.
test("each public page shows its own page, and axe finds nothing on it, in light and dark", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [path, heading] of publicPages) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      expect(await accessibilityViolations(page), `${path} in light`).toEqual([]);
      await expectDarkTheme(page);
      expect(await accessibilityViolations(page), `${path} in dark`).toEqual([]);
    });
  }
});

test("axe finds nothing on the dashboard, in light and dark", async ({ page }) => {
  await signUp(page, newWorker());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await expectDarkTheme(page);
  expect(await accessibilityViolations(page)).toEqual([]);
});
