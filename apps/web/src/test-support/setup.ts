import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { serverRecovery } from "../lib/server-recovery.ts";
import { restoreMatchMedia } from "./match-media.ts";

// Test files share one window and module graph (isolate: false), so each test leaves nothing behind.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreMatchMedia();
  // Requests that failed in one test must not start a health check that runs into the next.
  serverRecovery.reset();
});
