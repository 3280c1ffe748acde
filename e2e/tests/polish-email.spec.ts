import { newWorker } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { latestEmailTo } from "../support/smtp-inbox.ts";

test('a worker who reads SiteReady in Polish gets a Polish reset e-mail whose HTML says lang="pl"', async ({
  page,
  request,
}) => {
  // An account with no language of its own: the e-mail follows the device's choice of Polish (issue 49: the
  // HTML part said en-GB whatever language it was written in).
  const worker = newWorker();
  const signedUp = await request.post("/api/auth/sign-up/email", {
    data: worker,
    headers: { origin: new URL(String(process.env.E2E_BASE_URL)).origin },
  });
  expect(signedUp.ok()).toBe(true);

  await page.goto("/");
  await page.getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(/\/pl\/$/);
  await page.goto("/pl/login");
  await page.getByRole("link", { name: "Nie pamiętasz hasła?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zmień hasło");
  await page.getByLabel("E-mail").fill(worker.email);
  await page.getByRole("button", { name: "Wyślij link" }).click();
  await expect(page.getByRole("status")).toContainText("wysłaliśmy na niego link");

  const email = await latestEmailTo(worker.email);
  expect(email.subject).toBe("Zmień hasło do SiteReady");
  expect(email.text).toContain("Jeśli ta prośba nie pochodzi od Ciebie, zignoruj ten e-mail");
  expect(email.html).toMatch(/<html[^>]* lang="pl"/);
  expect(email.html).not.toContain("en-GB");
  expect(email.html).toContain("Jeśli ta prośba nie pochodzi od Ciebie");
});
