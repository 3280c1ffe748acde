import type { Page } from "@playwright/test";
import { newWorker, setFeatureState, signUp } from "../support/accounts.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";

test.describe.configure({ mode: "serial" });
// Two accounts and two browsers in one journey: on a CI machine busy with the every-page walk beside it, 30 s
// was not always enough.
test.setTimeout(90_000);

const communitySection = (page: Page) => page.getByRole("button", { name: /^Community & Social/ });

test.beforeAll(async ({ browser }) => {
  await setFeatureState(browser, "messages", "enabled");
  await setFeatureState(browser, "groups", "enabled");
});
test.afterAll(async ({ browser }) => {
  // Later specs expect the shipped defaults.
  await setFeatureState(browser, "messages", "donateToUnlock");
  await setFeatureState(browser, "groups", "donateToUnlock");
});

test("two workers message each other live, the badge counts unread, and a block stops messages", async ({
  browser,
}) => {
  const alex = { ...newWorker(), firstName: "Alex", lastName: "Carter" };
  const bea = { ...newWorker(), firstName: "Bea", lastName: "Mason" };
  const alexContext = await browser.newContext();
  const beaContext = await browser.newContext();
  const alexPage = await alexContext.newPage();
  const beaPage = await beaContext.newPage();
  await signUp(alexPage, alex);
  await signUp(beaPage, bea);
  await expect(communitySection(beaPage)).toHaveAccessibleName("Community & Social");

  await alexPage.goto("/messages");
  await expect(alexPage.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  await alexPage.getByLabel("Start a conversation").fill(bea.email);
  await alexPage.getByRole("button", { name: "Start conversation" }).click();
  await expect(alexPage.getByRole("heading", { name: "Bea M." })).toBeVisible();
  await alexPage.getByLabel("Your message").fill("Can you start Monday? Plan: https://example.com/plan");
  await alexPage.getByRole("button", { name: "Send" }).click();
  await expect(alexPage.getByRole("list", { name: "Messages with Bea M." })).toContainText(
    "Can you start Monday?",
  );

  // Bea, still on her dashboard, sees the count arrive without reloading.
  await expect(communitySection(beaPage)).toHaveAccessibleName("Community & Social 1 unread");
  await communitySection(beaPage).click();
  await beaPage.getByRole("link", { name: "Messages 1 unread" }).click();
  await beaPage.getByRole("link", { name: /Alex C\./ }).click();
  const thread = beaPage.getByRole("list", { name: "Messages with Alex C." });
  await expect(thread).toContainText("Can you start Monday?");
  await expect(thread.getByRole("link", { name: "https://example.com/plan" })).toHaveAttribute(
    "href",
    "https://example.com/plan",
  );
  // Read: the badge goes.
  await expect(communitySection(beaPage)).toHaveAccessibleName("Community & Social");
  expect(await accessibilityViolations(beaPage)).toEqual([]);

  await beaPage.getByLabel("Your message").fill("Yes, see you at 7");
  await beaPage.getByRole("button", { name: "Send" }).click();
  // Alex sees the reply live, and that Bea read his message.
  await expect(alexPage.getByRole("list", { name: "Messages with Bea M." })).toContainText(
    "Yes, see you at 7",
  );
  await expect(alexPage.getByText("Seen")).toBeVisible();

  await alexPage.getByRole("button", { name: "Block" }).click();
  await expect(alexPage.getByText("You blocked this person. Unblock them to send a message.")).toBeVisible();
  await expect(beaPage.getByText("You cannot message this person.")).toBeVisible();
  await expect(beaPage.getByLabel("Your message")).toHaveCount(0);
  const conversationId = new URL(beaPage.url()).searchParams.get("c");
  const attempt = await beaPage.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { body: "Why did you block me?" },
    headers: { origin: new URL(beaPage.url()).origin },
  });
  expect(attempt.status()).toBe(403);

  await alexContext.close();
  await beaContext.close();
});

test("a group is created, a worker joins by its invite link, and a post appears for both", async ({
  browser,
}) => {
  const alex = { ...newWorker(), firstName: "Alex", lastName: "Carter" };
  const bea = { ...newWorker(), firstName: "Bea", lastName: "Mason" };
  const alexContext = await browser.newContext();
  const beaContext = await browser.newContext();
  const alexPage = await alexContext.newPage();
  const beaPage = await beaContext.newPage();
  await signUp(alexPage, alex);
  await signUp(beaPage, bea);

  await alexPage.goto("/groups");
  await alexPage.getByLabel("Group name").fill("Riverside Block C crew");
  await alexPage.getByLabel("Description (optional)").fill("Groundworks, phase 2");
  await alexPage.getByRole("button", { name: "Create group" }).click();
  await expect(alexPage.getByRole("heading", { name: "Riverside Block C crew" })).toBeVisible();
  await expect(alexPage.getByRole("img", { name: "QR code of the invite link" })).toBeVisible();
  const inviteLink = await alexPage.getByLabel("Invite link").inputValue();
  expect(await accessibilityViolations(alexPage)).toEqual([]);

  await beaPage.goto(inviteLink);
  await expect(beaPage.getByRole("heading", { name: "Join Riverside Block C crew" })).toBeVisible();
  await beaPage.getByRole("button", { name: "Join group" }).click();
  await expect(beaPage.getByRole("heading", { name: "Riverside Block C crew" })).toBeVisible();
  // Alex's page lists the new member without a reload.
  await expect(alexPage.getByText("Bea M.")).toBeVisible();

  await beaPage.getByLabel("Write a post").fill("Skip arrives at 10, details at www.example.com/skip");
  await beaPage.getByRole("button", { name: "Post", exact: true }).click();
  for (const page of [beaPage, alexPage]) {
    await expect(page.getByRole("list", { name: "Posts" })).toContainText("Skip arrives at 10");
  }

  await alexContext.close();
  await beaContext.close();
});
