import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Pure functions with no module state: one module graph for every file is safe and far quicker.
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Migrates one database per run; each file then gets its own copy of it.
          globalSetup: ["src/test-support/database-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
      "apps/web/vitest.prerender.config.ts",
    ],
  },
});
