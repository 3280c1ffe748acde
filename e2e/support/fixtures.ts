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

/** The smallest touch target a phone user gets: 44 × 44 CSS px (WCAG 2.5.5, Apple's and DESIGN.md's minimum). */
const TOUCH_TARGET_PX = 44;

/**
 * Links and buttons on screen smaller than 44 × 44 px, as "tag "name" w×h". A link inside a sentence is left
 * out (it is as tall as its line, WCAG 2.5.5's inline exception), as is anything hidden from sight (the
 * skip link until it has focus).
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, [role="button"], [role="link"], [role="tab"]',
    );
    const isInline = (element: Element) => getComputedStyle(element).display === "inline";
    const inRunningText = (target: HTMLElement) => {
      if (!isInline(target)) return false;
      let block = target.parentElement;
      while (block && ["inline", "contents"].includes(getComputedStyle(block).display))
        block = block.parentElement;
      const own = target.textContent ?? "";
      return Boolean(block?.textContent?.replace(own, "").trim());
    };
    for (const target of targets) {
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) continue;
      if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
      if (inRunningText(target)) continue;
      const name = (target.getAttribute("aria-label") ?? target.textContent ?? "").trim().slice(0, 40);
      found.push(
        `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return found;
  }, TOUCH_TARGET_PX);
}
