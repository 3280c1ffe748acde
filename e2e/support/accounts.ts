import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

let counter = 0;
export function newWorker() {
  counter += 1;
  return {
    firstName: "Jamie",
    lastName: "O'Brien",
    email: `jamie.${Date.now()}.${counter}@siteready.test`,
    password: "scaffold-99",
  };
}

export type Worker = ReturnType<typeof newWorker>;

/** Registers through all four steps of the wizard, as a new user would. */
export async function register(page: Page, worker: Worker) {
  await page.goto("/register");
  await page.getByLabel("First name").fill(worker.firstName);
  await page.getByLabel("Last name").fill(worker.lastName);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Email").fill(worker.email);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Password", { exact: true }).fill(worker.password);
  await page.getByLabel("Confirm password").fill(worker.password);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Confirmation" })).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function logIn(page: Page, worker: { email: string; password: string }) {
  await page.getByLabel("Email").fill(worker.email);
  await page.getByLabel("Password").fill(worker.password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** The newest e-mail in the server's outbox addressed to `to`, decoded from quoted-printable. */
export function latestEmailTo(to: string): string {
  const outbox = path.join(String(process.env.E2E_DATA_DIR), "outbox");
  const messages = readdirSync(outbox)
    .sort()
    .map((file) =>
      readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    )
    .filter((text) => text.includes(to));
  const latest = messages.at(-1);
  if (!latest) throw new Error(`No e-mail to ${to} in the outbox`);
  return latest;
}
