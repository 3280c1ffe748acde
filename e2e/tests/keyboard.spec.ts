import type { Page } from "@playwright/test";
import { newWorker } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { focusedElement } from "../support/keyboard.ts";

/**
 * A worker who cannot use a touch screen or a mouse (or whose gloves make a tap unreliable with a keyboard
 * paired) fills every form with the keyboard alone: Tab to move, typing, Space and Enter. Every stop of the
 * Tab key shows where the focus is.
 */
test.setTimeout(120_000);

/** Presses Tab until the control named `name` has focus; every stop on the way must show its focus. */
async function tabTo(page: Page, name: string | RegExp) {
  const matches = (text: string) => (typeof name === "string" ? text === name : name.test(text));
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
    const focused = await focusedElement(page);
    if (!focused) continue;
    expect(focused, `the focus is shown on ${focused.tag} "${focused.name}"`).toMatchObject({
      indicated: true,
      onScreen: true,
    });
    if (matches(focused.name)) return;
  }
  throw new Error(`the Tab key never reached "${name}"`);
}

async function typeInto(page: Page, name: string | RegExp, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** Loads a page and starts from its top, as a keyboard user arriving there would. */
async function openAtTop(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.locator("body").focus();
}

test("a worker signs up and fills the profile's forms with the keyboard alone, the focus always shown", async ({
  page,
}) => {
  const worker = newWorker();
  await openAtTop(page, "/register", "Create your free account");
  await typeInto(page, /^First name/, worker.firstName);
  await typeInto(page, /^Last name/, worker.lastName);
  // Enter goes on to the next step, whose heading takes the focus so a screen reader says where we are.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Contact" })).toBeFocused();
  await typeInto(page, /^Email/, worker.email);
  await page.keyboard.press("Enter");
  // The step is checked before it changes, and its heading takes the focus a frame later: keys pressed before
  // then would be lost to it.
  await expect(page.getByRole("heading", { level: 2, name: "Security" })).toBeFocused();
  await typeInto(page, /^Password/, worker.password);
  await typeInto(page, /^Confirm password/, worker.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Confirmation" })).toBeVisible();
  await tabTo(page, "I agree to the terms of use and the privacy notice.");
  await page.keyboard.press("Space");
  await tabTo(page, "Create account");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  await openAtTop(page, "/personal-details", "Personal Details");
  await typeInto(page, /^Phone number/, "07700 900123");
  await typeInto(page, /^Address line 1/, "1 Example Street");
  await typeInto(page, /^Town or city/, "Leeds");
  await typeInto(page, /^Postcode/, "LS1 4DY");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  await openAtTop(page, "/next-of-kin", "Next of Kin");
  await typeInto(page, /^First name/, "Chris");
  await typeInto(page, /^Last name/, "Okoro");
  await typeInto(page, /^Relationship/, "Partner");
  await typeInto(page, /^Mobile number/, "07700 900456");
  await tabTo(page, "Save");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // A card picked from the list by typing and the arrow keys.
  await openAtTop(page, "/skills-cards", "Skills Cards");
  await tabTo(page, /^Add (your first|a) card/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Card type" })).toBeVisible();
  await tabTo(page, /^Card type/);
  // The commonest card is suggested already: select it and type over it.
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("cpcs");
  await expect(page.getByRole("option").first()).toContainText("CPCS");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Card type" })).toHaveValue(/CPCS/);
  await typeInto(page, /^Registration number/, "CPCS-556677");
  // Typed into the date field's day, month and year; 11 November reads the same in either order the
  // browser's language puts them.
  await typeInto(page, /^Expiry date/, "11112030");
  await tabTo(page, "Save card");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Your cards" }).getByText("CPCS-556677")).toBeVisible();

  await openAtTop(page, "/bank-details", "Banking Details");
  await typeInto(page, /^Account holder name/, `${worker.firstName} ${worker.lastName}`);
  await typeInto(page, /^Sort code/, "12-34-56");
  await typeInto(page, /^Account number/, "12345678");
  await typeInto(page, /^Bank name/, "Example Bank");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

  // A list to choose from, typed into.
  await openAtTop(page, "/documents", "Documents");
  await tabTo(page, /^Add (your first|a) document/);
  await page.keyboard.press("Enter");
  await tabTo(page, /^Document type/);
  await page.keyboard.type("Passport");
  await expect(page.getByLabel("Document type")).toHaveValue("passport");
  await typeInto(page, /^Document number/, "123456789");
  await typeInto(page, /^Expiry date/, "11112030");
  await tabTo(page, /^Save/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("article", { name: "Passport" })).toBeVisible();

  // Radio buttons, moved through with the arrow keys.
  await openAtTop(page, "/tax-details", "Tax Details");
  await tabTo(page, /employ/i);
  for (let step = 0; step < 4; step++) {
    if ((await focusedElement(page))?.name.startsWith("Self-employed")) break;
    await page.keyboard.press("ArrowDown");
  }
  await expect(page.getByLabel("Self-employed", { exact: false })).toBeChecked();
  await typeInto(page, /^National Insurance number/, "QQ123456C");
  await typeInto(page, /^Personal UTR/, "1234567890");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
});
