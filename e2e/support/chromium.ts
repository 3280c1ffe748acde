import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Debian's Chromium, or one Playwright manages. Undefined when there is none: the config that reads this is also
 * loaded by tools that run no browser (knip in `npm test`), so the clear message waits for `requireChromium`.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    safePlaywrightPath(),
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

/** The browser the suite needs, or a clear message naming how to get one. */
export function requireChromium(): string {
  const found = findChromium();
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
