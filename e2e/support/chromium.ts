import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's Chromium, or one Playwright manages, or a clear message naming how to get one. */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    safePlaywrightPath(),
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install one with `sudo apt-get update && sudo apt-get install -y chromium` " +
        "(Debian/Ubuntu), or `npx playwright install chromium` where the internet is reachable, or set CHROMIUM_PATH.",
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags that keep Chromium quiet on a machine with no internet (see STACK-NOTES). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
