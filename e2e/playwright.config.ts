import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "./support/chromium.ts";

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/global-setup.ts",
  fullyParallel: false,
  workers: 1,
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
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
