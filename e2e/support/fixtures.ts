import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Collects console errors and failed page loads so a test can assert there were none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** An axe scan (WCAG 2.1 A/AA) of the current page; returns the violations, which tests expect to be empty. */
export async function accessibilityViolations(page: Page) {
  // axe.run in the page itself (legacy mode), not partial runs finished in a blank page opened for each scan: that
  // page was about half of every scan's time. axe.run reaches only frames of the page's own origin, so a page
  // holding another site's frame gets the full run.
  const ownOrigin = (url: string) =>
    url.startsWith("about:") || new URL(url).origin === new URL(page.url()).origin;
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(page.frames().every((frame) => ownOrigin(frame.url())))
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/** Switches the device to dark mode and waits for the app (theme 'system', the default) to follow it. */
export async function expectDarkTheme(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/**
 * What runs off the right of the screen: the page itself, or a control cut off inside a box that hides it (a
 * long translated option can widen a select past its card without widening the page). Anything inside a box
 * that scrolls sideways on purpose is left out.
 */
export async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page is ${overflow} px wider than the screen`);
    const scrollsSideways = (element: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    for (const element of document.querySelectorAll("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= window.innerWidth + 1) continue;
      let parent = element.parentElement;
      while (parent && !scrollsSideways(parent)) parent = parent.parentElement;
      if (parent) continue;
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      found.push(`${element.tagName.toLowerCase()} "${name}" ends at ${Math.round(box.right)} px`);
      if (found.length >= 5) break;
    }
    return found;
  });
}
