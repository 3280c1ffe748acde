import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** The prerender test, which must not share a module graph with the others (vitest.prerender.config.ts). */
export const prerenderTests = ["src/prerender.test.tsx"];

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: prerenderTests,
    environment: "happy-dom",
    setupFiles: ["./src/test-support/setup.ts"],
    // Generous for a loaded machine (npm test runs the projects side by side, CI shares its cores): a test that
    // passes does so as soon as it can; only a hang waits this long.
    testTimeout: 30_000,
    isolate: false,
  },
});
