import type { Page } from "@playwright/test";

/** The element with focus: a name as a person would read it, and whether a focus indicator is drawn round it. */
export function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    // A date field's last Tab stop is the browser's own calendar button inside it, which draws its own ring
    // while the field itself no longer counts as focused.
    const onInnerPart =
      element.matches("input[type='date'], input[type='time']") && !element.matches(":focus");
    const ringed = style.boxShadow !== "none";
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    const name = element.getAttribute("aria-label") ?? label ?? element.textContent ?? "";
    const box = element.getBoundingClientRect();

    return {
      name: name.replace(/\s+/g, " ").trim(),
      tag: element.tagName.toLowerCase(),
      indicated: outlined || ringed || onInnerPart,
      onScreen: box.width > 0 && box.height > 0,
    };
  });
}
