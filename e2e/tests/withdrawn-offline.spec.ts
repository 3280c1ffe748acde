import { newWorker, signUp } from "../support/accounts.ts";
import { isoDateInDays } from "../support/dates.ts";
import { accessibilityViolations, expect, test } from "../support/fixtures.ts";
import { deviceCopy, offlineCodeOf, scanAtGate } from "../support/gate.ts";

// Working offline is what this journey is about: the service worker runs, as on a phone.
test.use({ serviceWorkers: "allow" });

const phone = { width: 360, height: 740 };
const origin = () => String(process.env.E2E_BASE_URL);

test("a card withdrawn after the worker's wallet synced is refused at a gate with no signal; one not withdrawn passes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The worker's phone: two cards, the wallet synced with a signed code for each.
  const workerContext = await browser.newContext({ viewport: phone });
  const worker = await workerContext.newPage();
  await signUp(worker, { ...newWorker(), firstName: "Kasia", lastName: "Wójcik" });
  const add = async (number: string) => {
    const created = await worker.request.post("/api/profile/skills-cards", {
      headers: { origin: origin() },
      data: { card_type: "cscs-labourer", registration_number: number, expiry_date: isoDateInDays(400) },
    });
    expect(created.ok()).toBe(true);
    return (await created.json()).id as string;
  };
  const withdrawnId = await add("CSCS-1111-0001");
  await add("CSCS-2222-0002");
  await worker.goto("/wallet");
  const withdrawnCode = await offlineCodeOf(worker, "CSCS-1111-0001");
  const keptCode = await offlineCodeOf(worker, "CSCS-2222-0002");

  // Then the worker deletes the first card: its signed code is still on the phone, in date for 24 hours.
  const deleted = await worker.request.delete(`/api/profile/skills-cards/${withdrawnId}`, {
    headers: { origin: origin() },
  });
  expect(deleted.ok()).toBe(true);

  // The gate phone opens /gate with signal: it keeps the keys and the signed list of withdrawn cards.
  const gateContext = await browser.newContext({ viewport: phone });
  const gate = await gateContext.newPage();
  await signUp(gate, { ...newWorker(), firstName: "Gail", lastName: "Keeper" });
  const listFetched = gate.waitForResponse(
    (response) => response.url().endsWith("/api/gate/withdrawals") && response.ok(),
  );
  await gate.goto("/gate");
  await listFetched;
  await gate.getByLabel("Site").fill("Riverside Plot 4");
  await gate.getByRole("button", { name: "Start the register" }).click();
  await expect(gate.getByText("Connect once so this phone can check offline codes.")).toBeHidden();
  await gate.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => deviceCopy(gate)).toContain('"gate-withdrawals"');

  // No signal at the gate, and the page opened again from the device copy.
  await gateContext.setOffline(true);
  await gate.reload();
  await expect(gate.getByRole("heading", { name: "Gate check" })).toBeVisible();

  const refused = await scanAtGate(gate, withdrawnCode.png);
  await expect(refused.getByRole("heading", { name: "Do not accept" })).toBeVisible();
  await expect(refused).toContainText(
    "This card was withdrawn or changed by its holder after this code was made.",
  );
  await expect(refused.getByText("Kasia Wójcik")).toBeVisible();
  await expect(refused.getByTestId("withdrawal-list-age")).toHaveText(
    /^List of withdrawn cards updated (just now|1 minute ago)\.$/,
  );
  await expect(refused.getByText(/checked against this phone's list of withdrawn cards/)).toBeVisible();
  expect(await accessibilityViolations(gate)).toEqual([]);
  await gate.screenshot({ path: "test-results/gate-withdrawn-offline-360.png", fullPage: true });
  // Red with a named holder: the gate-keeper refuses, and the register keeps why.
  await expect(refused.getByRole("button", { name: "Refuse entry" })).toBeFocused();
  await refused.getByRole("button", { name: "Refuse entry" }).click();
  await refused.getByRole("radio", { name: "No card" }).check();
  await refused.getByRole("button", { name: "Refuse entry" }).click();
  await expect(gate.getByText("Refused entry: Kasia Wójcik.")).toBeVisible();

  const passed = await scanAtGate(gate, keptCode.png);
  await expect(passed.getByRole("heading", { name: "Valid" })).toBeVisible();
  await expect(passed.getByText("CSCS-2222-0002")).toBeVisible();
  await expect(passed.getByTestId("withdrawal-list-age")).toHaveText(
    /^List of withdrawn cards updated (just now|1 minute ago)\.$/,
  );
  await gate.screenshot({ path: "test-results/gate-not-withdrawn-offline-360.png", fullPage: true });

  await gateContext.close();
  await workerContext.close();
});
