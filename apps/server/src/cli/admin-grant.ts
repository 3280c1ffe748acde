// `npm run admin:grant -- someone@example.com`: makes an existing user an admin.
// With the embedded database, stop the server first: PGlite must not be opened by two processes at once.
import path from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { setRoleByEmail } from "../modules/accounts/accounts.repository.ts";

async function main() {
  const email = process.argv[2]?.trim();
  if (!email?.includes("@")) {
    console.error("Usage: npm run admin:grant -- someone@example.com");
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    const user = await setRoleByEmail(database.db, email, "admin");
    if (!user) {
      console.error(`No user with the e-mail ${email}. They need to sign up first.`);
      process.exitCode = 1;
      return;
    }
    console.info(`${user.email} is now an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
