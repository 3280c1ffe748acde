import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { breachedPasswordList } from "../../cli/breached-passwords-filter.ts";
import {
  breachedListEntries,
  breachedPasswordsFile,
  breachedPasswordsFilter,
  isBreachedPassword,
  readBloomFilterFile,
} from "./breached-passwords.ts";

/** The committed filter (data/breached-passwords.bloom) against the list it is made from (a devDependency). */
describe("the leaked-password filter", () => {
  let list: string[];
  let committed: Buffer;
  beforeAll(() => {
    list = readFileSync(breachedPasswordList, "utf8").split("\n");
    committed = readFileSync(breachedPasswordsFile);
  });

  it("has every password of the list it can be asked about, in any case (every 997th line checked)", async () => {
    const sample = list.filter((line, index) => index % 997 === 0 && line.length >= 6);
    expect(sample.length).toBeGreaterThan(800);
    for (const password of sample) {
      expect(await isBreachedPassword(password), password).toBe(true);
      expect(await isBreachedPassword(password.toUpperCase()), password).toBe(true);
    }
  });

  it("says 'maybe' to fewer than 0.05% of 100,000 random 12-character passwords", async () => {
    let maybe = 0;
    for (let index = 0; index < 100_000; index++) {
      // Random-looking, but the same on every run.
      const password = createHash("sha256").update(`random ${index}`).digest("base64url").slice(0, 12);
      if (await isBreachedPassword(password)) maybe += 1;
    }
    expect(maybe / 100_000).toBeLessThan(0.0005);
  });

  it("counts the list's passwords of 6 characters or more in its header, and is about 2 MB", () => {
    const header = readBloomFilterFile(committed);
    expect(header.entryCount).toBe(breachedListEntries(list.join("\n")).size);
    expect(header.entryCount).toBeGreaterThan(850_000);
    expect(committed.length).toBeLessThan(2.2e6);
  });

  it("is what `npm run passwords:filter` makes from the installed list", () => {
    expect(breachedPasswordsFilter(list.join("\n")).equals(committed)).toBe(true);
  }, 60_000);
});
