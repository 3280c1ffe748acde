import type { Locator } from "@playwright/test";

/** Whether the text sits on one line: its box is no taller than one line of its own font. */
export async function isOneLine(text: Locator): Promise<boolean> {
  return text.evaluate((element) => {
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
    // 'normal' line height reads as NaN: one line is then about 1.2 times the font size.
    const oneLine = Number.isNaN(lineHeight) ? fontSize * 1.2 : lineHeight;
    return element.getBoundingClientRect().height < oneLine * 1.5;
  });
}
