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

/**
 * Chromium's features the suite switches off. Chromium reads only the last `--disable-features` it is given and
 * Playwright passes its own first, so this list carries Playwright's too (playwright-core's chromiumSwitches.ts,
 * as of 1.65: check it when Playwright is upgraded).
 */
const disabledFeatures = [
  // Playwright's.
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // Ours: every new window of Chromium 15x loads its address bar's two popups as web pages, in a renderer of
  // their own (about a second of CPU per window, a fifth of what the suite's renderers used), for an address bar
  // a headless browser never shows.
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  // Ours: a renderer process for each site (and a spare one kept warm) guards a user's browser against a
  // compromised page; the suite's pages are its own. With one process for the pages of a window, four spec files'
  // journeys used 7% less CPU (244 s against 263 s, measured three times each), the same tests passing.
  "IsolateOrigins",
  "site-per-process",
  "SpareRendererForSitePerProcess",
];

/** Flags that keep Chromium quiet on a machine with no internet (see STACK-NOTES), and light. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-site-isolation-trials",
  `--disable-features=${disabledFeatures.join(",")}`,
];
