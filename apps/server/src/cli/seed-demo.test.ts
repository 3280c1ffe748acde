import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../lib/config.ts";
import { diskDatabaseFromTemplate, diskDatabaseTestTimeoutMs } from "../test-support/test-database.ts";
import { demoAccount, seedDemo } from "./seed-demo.ts";

describe("npm run seed:demo", () => {
  it(
    "creates a demo worker with every section filled and cards at each urgency level, once",
    async () => {
      const env = {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "siteready-demo-")),
        LOG_LEVEL: "silent",
        PUBLIC_URL: "http://localhost:3000",
      };
      await (await diskDatabaseFromTemplate(env.DATA_DIR)).close();
      expect(await seedDemo(env)).toEqual({ created: true });
      expect(await seedDemo(env)).toEqual({ created: false });

      const app = await buildApp(loadConfig(env, { SCHEDULED_JOBS: "off" }));
      try {
        const signIn = await app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: "http://localhost:3000" },
          payload: demoAccount,
        });
        const cookie = String([signIn.headers["set-cookie"]].flat()[0]).split(";")[0] ?? "";
        const dashboard = await app.inject({
          method: "GET",
          url: "/api/core-data?route=dashboard-data",
          headers: { cookie },
        });
        const body = dashboard.json();
        expect(body.completionData).toEqual({
          personalDetails: 100,
          nextOfKin: 100,
          documents: 100,
          // A card is complete with an expiry date and both photos; the IOSH card never expires: 4 of 5.
          skillsCards: 80,
          qualifications: 100,
          bankDetails: 100,
          taxDetails: 100,
        });
        const statuses = body.profile.skills_cards.map(
          (card: { urgency: { status: string } }) => card.urgency.status,
        );
        expect(new Set(statuses)).toEqual(new Set(["urgent", "warning", "valid", "expired", "unknown"]));
        expect(
          body.profile.skills_cards.some((card: { front_image_url: string | null }) => card.front_image_url),
        ).toBe(true);
      } finally {
        await app.close();
      }
      // Three apps on one PGlite database on disk (the migrated template, written there first).
    },
    diskDatabaseTestTimeoutMs,
  );
});
