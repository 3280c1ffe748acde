import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./support/chromium.ts";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  // Two at once: the journeys one after another (they share the suite's server and its admin's settings), and
  // beside them the every-page walk, which runs its own server (every-page.spec.ts).
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
  projects: [
    { name: "journeys", testIgnore: "every-page.spec.ts", workers: 1 },
    { name: "every-page", testMatch: "every-page.spec.ts", workers: 1 },
  ],
});
