import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./support/chromium.ts";
import { suiteServerOfThisWorker } from "./support/suite-servers.ts";

// In a worker: its own suite server (global-setup starts one per worker), in E2E_BASE_URL and the rest.
suiteServerOfThisWorker();

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  // A spec file's tests run one after another in one worker; two workers take the files in turn as each gets free,
  // so both stay busy to the end. Each worker has a suite server of its own for as long as it runs (its slot's,
  // suite-servers.ts): the journeys that share a server, and its admin's settings, are one after another in one
  // worker, as when every journey ran in one. The every-page walk runs a server of its own (every-page.spec.ts).
  // One journey at a time left most of the CPU idle: a worker waits on the browser, the server and the page's
  // timers far more than it computes (the walk alone, on a shared machine: 41% of one core).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  reporter: [["list"]],
  outputDir: "./test-results",
  use: {
    // Set by global-setup once the server is listening; config is re-read in each worker.
    baseURL: process.env.E2E_BASE_URL,
    locale: "en-GB",
    timezoneId: "Europe/London",
    // A trace of every test (snapshots and screencast) cost about a sixth of a journey's CPU to keep only the failures'
    // traces: a test that fails is traced on its retry (CI retries once; locally, run it with --trace on).
    trace: "on-first-retry",
    // Each new browser context would install the service worker and precache the whole app (about 180 files)
    // beside the test: a third of a journey's CPU on two cores. The specs about working offline allow it.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  // The longest file first, so the other worker's files fill the time beside it instead of one file running on
  // alone at the end: the walk is queued before the journeys (a spec file added later is a journey, in its place).
  projects: [
    { name: "every-page", testMatch: "every-page.spec.ts" },
    { name: "journeys", testIgnore: "every-page.spec.ts" },
  ],
});
