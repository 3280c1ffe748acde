import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { prerenderTests } from "./vitest.config.ts";

/**
 * The build's prerendering, tested in a module graph of its own: after a server render in the same module graph,
 * component tests rendered in a MemoryRouter failed with "You cannot render a <Router> inside another <Router>"
 * (the server renderer leaves react-router's context behind).
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web-prerender",
    root: import.meta.dirname,
    include: prerenderTests,
    environment: "happy-dom",
    setupFiles: ["./src/test-support/setup.ts"],
    // Generous for a loaded machine (npm test runs the projects side by side, CI shares its cores): a test that
    // passes does so as soon as it can; only a hang waits this long.
    testTimeout: 30_000,
  },
});
