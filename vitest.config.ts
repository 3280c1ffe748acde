import { configDefaults, defineConfig } from "vitest/config";

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
          // Run again on PostgreSQL (TEST_DATABASE_URL, CI's second run), the files that never reach it are left
          // out, as a second run would repeat the first one's work exactly: the adapters' (an adapter never
          // touches the database, only repositories do; reading the OCR corpus's photos again was about a sixth of
          // the suite's time) and those about the embedded database itself (the commands that open DATA_DIR,
          // the backup and restore of it, the server started with no configuration), which on that run also
          // had to build their embedded database from nothing, with no migrated template to copy.
          exclude: process.env.TEST_DATABASE_URL
            ? [
                ...configDefaults.exclude,
                "src/adapters/**",
                "src/backup/**",
                "src/cli/admin-grant.test.ts",
                "src/cli/files-migrate-to-s3.test.ts",
                "src/cli/seed-demo.test.ts",
                "src/server.test.ts",
              ]
            : configDefaults.exclude,
          environment: "node",
          // Migrates one database per run; each file then gets its own copy of it.
          globalSetup: ["src/test-support/database-template.ts"],
          // Every file builds its own app on its own database copy and keeps no module state, so one module
          // graph per worker is safe and saves loading better-auth, sharp, stripe and pdfkit for every file.
          isolate: false,
          // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The
          // files wait on PGlite and scrypt as much as they compute, so two share the two cores well. CI's run on
          // PostgreSQL beside the browser suite takes one (SERVER_TEST_WORKERS), so neither starves the other.
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS) || 2,
          // A project with its own worker count runs in its own group (after the unit projects).
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
      "apps/web/vitest.prerender.config.ts",
    ],
  },
});
