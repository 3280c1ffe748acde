import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";

const run = promisify(execFile);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

describe("npm run admin:grant", () => {
  // Each step spawns the CLI (a Node process loading TypeScript), so the test gets more than the usual time.
  it("promotes an existing user to admin, sets a beta user, and says so when there is no such user", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "siteready-grant-"));
    const pgliteDir = path.join(dataDir, "db");
    const setup = await openDatabase({ pgliteDir });
    await setup.db
      .insert(users)
      .values({ name: "Pat Lee", email: "pat@example.com", firstName: "Pat", lastName: "Lee" });
    await setup.close();

    const env = { PATH: process.env.PATH ?? "", DATA_DIR: dataDir };
    const granted = await run(
      process.execPath,
      ["--import", "tsx", "src/cli/admin-grant.ts", "Pat@Example.com"],
      {
        cwd: serverRoot,
        env,
      },
    );
    expect(granted.stdout).toContain("pat@example.com is now an admin.");

    const missing = await run(
      process.execPath,
      ["--import", "tsx", "src/cli/admin-grant.ts", "nobody@example.com"],
      {
        cwd: serverRoot,
        env,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1 });
    expect((missing as { stderr: string }).stderr).toContain("No user with the e-mail nobody@example.com");

    const check = await openDatabase({ pgliteDir });
    const [row] = await check.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, "pat@example.com"));
    await check.close();
    expect(row?.role).toBe("admin");

    const beta = await run(
      process.execPath,
      ["--import", "tsx", "src/cli/admin-grant.ts", "pat@example.com", "--role", "beta"],
      { cwd: serverRoot, env },
    );
    expect(beta.stdout).toContain("pat@example.com is now a beta user.");
    const betaRow = await openDatabase({ pgliteDir });
    const [tester] = await betaRow.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, "pat@example.com"));
    await betaRow.close();
    expect(tester?.role).toBe("beta");
  }, 90_000);
});
