import "@testing-library/jest-dom/vitest";
import { messageAreas } from "@siteready/domain/i18n";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { resetLeavingSignedOut } from "../features/accounts/hooks/use-auth-session.ts";
import { loadAreas, showLanguage } from "../i18n/i18n.ts";
import { serverRecovery } from "../lib/server-recovery.ts";
import { restoreMatchMedia } from "./match-media.ts";

// findBy… and waitFor give up after 10 s instead of 1 s: on a loaded machine (npm test runs lint, typecheck and
// both suites side by side) a render can take longer than a second; a passing wait ends as soon as it is met.
configure({ asyncUtilTimeout: 10_000 });

// Components are tested without their page's route, so every area's words are loaded; route-areas.test.ts holds
// each page's declared areas to the keys its files use.
await loadAreas(messageAreas);

// Test files share one window and module graph (isolate: false), so each test leaves nothing behind.
afterEach(async () => {
  cleanup();
  // A test that showed another language leaves the next one in English.
  await showLanguage("en");
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreMatchMedia();
  // Requests that failed in one test must not start a health check that runs into the next.
  serverRecovery.reset();
  resetLeavingSignedOut();
});
