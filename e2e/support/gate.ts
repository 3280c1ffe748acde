import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { expect } from "./fixtures.ts";

/** The wallet's QR code: its PNG (to feed to a gate's "Scan from a photo") and the text it holds, from its pixels. */
export async function qrCodeOf(page: Page) {
  const source = String(await page.getByTestId("gate-qr-code").getAttribute("src"));
  const png = Buffer.from(source.replace(/^data:image\/png;base64,/, ""), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { png, text: String(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data) };
}

/** What the app keeps in IndexedDB (the TanStack Query device copy), as text; "" when there is none. */
export function deviceCopy(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("siteready-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("device-copy")) return resolve("");
          const read = db.transaction("device-copy").objectStore("device-copy").get("query-client");
          read.onsuccess = () => resolve(read.result ? JSON.stringify(read.result) : "");
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/**
 * On the wallet page: the signed offline code of the card with this number (its full screen opened, "Show the
 * offline code" tapped, then closed again), as the worker's phone holds it after a sync.
 */
export async function offlineCodeOf(page: Page, number: string) {
  await page
    .getByRole("list", { name: "Cards to show at the gate" })
    .getByRole("listitem")
    .filter({ hasText: number })
    .getByRole("button", { name: /full screen$/ })
    .click();
  const card = page.getByRole("dialog");
  await card.getByRole("button", { name: "Show the offline code" }).click();
  await expect(card.getByTestId("gate-qr-code")).toHaveAttribute("data-code-kind", "signed");
  const code = await qrCodeOf(page);
  await card.getByRole("button", { name: "Close" }).first().click();
  await card.waitFor({ state: "hidden" });
  return code;
}

/** Feeds a QR image to /gate's "Scan from a photo"; the result screen that opens. */
export async function scanAtGate(gate: Page, png: Buffer) {
  await gate
    .getByLabel("Scan from a photo")
    .setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: png });
  return gate.getByRole("dialog");
}
