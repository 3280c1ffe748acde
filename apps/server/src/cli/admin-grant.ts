// `npm run admin:grant -- someone@example.com`: makes an existing user an admin.
// `npm run admin:grant -- someone@example.com --role beta` (or user) sets another user type instead.
// With the embedded database, stop the server first: PGlite must not be opened by two processes at once.
import path from "node:path";
import { parseArgs } from "node:util";
import { isUserType, userTypes } from "@siteready/domain/features";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../lib/config.ts";
import { setRoleByEmail } from "../modules/accounts/accounts.repository.ts";
import { runCommand } from "./run-command.ts";

const usage = `Usage: npm run admin:grant -- someone@example.com [--role ${userTypes.join("|")}]`;

/** Runs the command on `args`; `env` replaces the environment in tests. Says what to print and the exit code. */
export async function adminGrant(
  args: string[],
  env?: Record<string, string | undefined>,
): Promise<{ exitCode: 0 | 1 | 2; message: string }> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { role: { type: "string", default: "admin" } },
  });
  const email = positionals[0]?.trim();
  const role = values.role;
  if (!email?.includes("@") || !isUserType(role)) return { exitCode: 2, message: usage };
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    const user = await setRoleByEmail(database.db, email, role);
    if (!user)
      return { exitCode: 1, message: `No user with the e-mail ${email}. They need to sign up first.` };
    return {
      exitCode: 0,
      message: `${user.email} is now ${role === "admin" ? "an admin" : `a ${role} user`}.`,
    };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) runCommand(adminGrant(process.argv.slice(2)));
