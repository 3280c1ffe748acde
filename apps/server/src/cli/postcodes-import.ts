// `npm run postcodes:import -- FILE [FILE …]`: loads a postcode directory for look-ups without any outside service.
// FILE is absolute or relative to the repository root (npm runs scripts there). Reads the ONS Postcode Directory CSV, OS Code-Point Open CSV files (one per postcode area; pass them all), or a
// CSV of postcode,latitude,longitude. Safe to run again. With the embedded database, stop the server first:
// PGlite must not be opened by two processes at once.
import { createReadStream } from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/client.ts";
import { ConfigError, loadConfig } from "../lib/config.ts";
import { countDirectoryPostcodes } from "../modules/geocoding/geocoding.repository.ts";
import {
  DirectoryFormatError,
  importPostcodeDirectory,
} from "../modules/geocoding/postcode-directory-import.ts";

const usage = "Usage: npm run postcodes:import -- FILE.csv [MORE.csv …]";

async function main() {
  const files = process.argv.slice(2).filter((arg) => arg !== "--");
  if (files.length === 0) {
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  try {
    for (const file of files) {
      const outcome = await importPostcodeDirectory(database.db, createReadStream(path.resolve(file)));
      console.info(
        `${path.basename(file)}: ${outcome.imported} postcodes imported (${outcome.format}), ${outcome.skipped} rows skipped.`,
      );
    }
    console.info(`The directory now holds ${await countDirectoryPostcodes(database.db)} postcodes.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DirectoryFormatError ? error.message : error,
  );
  process.exit(1);
});
