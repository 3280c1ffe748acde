// `npm run admin:grant -- someone@example.com`: makes an existing user an admin.
// `npm run admin:grant -- someone@example.com --role beta` (or user) sets another user type instead.
// With the embedded database, stop the server first: PGlite must not be opened by two processes at once.
import path from "node:path";
import { parseArgs } from "node:util";
import { isUserType, userTypes } from "@siteready/domain";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { setRoleByEmail } from "../modules/accounts/accounts.repository.ts";

const usage = `Usage: npm run admin:grant -- someone@example.com [--role ${userTypes.join("|")}]`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string", default: "admin" } },
  });
  const email = positionals[0]?.trim();
  const role = values.role;
  if (!email?.includes("@") || !isUserType(role)) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    const user = await setRoleByEmail(database.db, email, role);
    if (!user) {
      console.error(`No user with the e-mail ${email}. They need to sign up first.`);
      process.exitCode = 1;
      return;
    }
    console.info(`${user.email} is now ${role === "admin" ? "an admin" : `a ${role} user`}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
