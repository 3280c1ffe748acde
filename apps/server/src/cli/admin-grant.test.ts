import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { diskDatabaseFromTemplate, diskDatabaseTestTimeoutMs } from "../test-support/test-database.ts";
import { adminGrant } from "./admin-grant.ts";

/** The role of pat@example.com in the database under `dataDir`, read after the command closed it. */
async function roleOfPat(pgliteDir: string) {
  const database = await openDatabase({ pgliteDir });
  try {
    const [row] = await database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, "pat@example.com"));
    return row?.role;
  } finally {
    await database.close();
  }
}

describe("npm run admin:grant", () => {
  it(
    "promotes an existing user to admin, sets a beta user, and says so when there is no such user",
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-grant-"));
      const pgliteDir = path.join(dataDir, "db");
      const setup = await diskDatabaseFromTemplate(dataDir);
      await setup.db
        .insert(users)
        .values({ name: "Pat Lee", email: "pat@example.com", firstName: "Pat", lastName: "Lee" });
      await setup.close();
      // The command reads DATA_DIR only: a TEST_DATABASE_URL must not send it elsewhere.
      const env = { DATA_DIR: dataDir };

      expect(await adminGrant(["Pat@Example.com"], env)).toEqual({
        exitCode: 0,
        message: "pat@example.com is now an admin.",
      });
      expect(await roleOfPat(pgliteDir)).toBe("admin");

      expect(await adminGrant(["nobody@example.com"], env)).toEqual({
        exitCode: 1,
        message: "No user with the e-mail nobody@example.com. They need to sign up first.",
      });

      expect(await adminGrant(["pat@example.com", "--role", "beta"], env)).toEqual({
        exitCode: 0,
        message: "pat@example.com is now a beta user.",
      });
      expect(await roleOfPat(pgliteDir)).toBe("beta");
      // On TEST_DATABASE_URL there is no PGlite template, so the first opening runs initdb and every migration.
    },
    diskDatabaseTestTimeoutMs,
  );

  it("shows how to use it when the e-mail or role is wrong", async () => {
    for (const args of [[], ["not-an-email"], ["pat@example.com", "--role", "owner"]]) {
      const { exitCode, message } = await adminGrant(args, {});
      expect(exitCode).toBe(2);
      expect(message).toBe("Usage: npm run admin:grant -- someone@example.com [--role user|beta|admin]");
    }
  });
});
