import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compiledMessages } from "../../scripts/compiled-messages.ts";

const domainSource = path.resolve(import.meta.dirname, "../../../../packages/domain/src");

/** Every area's messages file in every language. */
const messagesFiles = readdirSync(domainSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((area) => {
    const folder = path.join(domainSource, area.name, "messages");
    try {
      return readdirSync(folder).map((file) => path.join(folder, file));
    } catch {
      return [];
    }
  });

type Hook = (this: unknown, ...args: unknown[]) => unknown;

describe("the web build's compiled catalogues (issue 49: no ICU parser in the app)", () => {
  const plugin = compiledMessages();
  const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);

  it("resolves the ICU parser to its no-parser build", () => {
    const config = call(plugin.config) as { resolve: { alias: { find: RegExp; replacement: string }[] } };
    const [alias] = config.resolve.alias;
    expect(alias?.find.test("@formatjs/icu-messageformat-parser")).toBe(true);
    expect(alias?.replacement).toMatch(/icu-messageformat-parser[\\/]no-parser\.js$/);
  });

  it("compiles every area's words in every language: plain text kept, the rest parsed", async () => {
    await call(plugin.buildStart);
    expect(messagesFiles.length).toBeGreaterThan(50);
    for (const file of messagesFiles) {
      const code = (await call(plugin.load, file)) as string;
      const json = /^export const messages = JSON\.parse\((".*")\);\n$/s.exec(code)?.[1];
      expect(json, file).toBeDefined();
      const messages = JSON.parse(JSON.parse(json as string)) as Record<string, unknown>;
      expect(Object.keys(messages).length, file).toBeGreaterThan(0);
      for (const message of Object.values(messages))
        expect(typeof message === "string" || Array.isArray(message), file).toBe(true);
    }
    const english = (await call(plugin.load, path.join(domainSource, "accounts/messages/en.ts"))) as string;
    expect(english).toContain('\\"login.title\\":\\"Log in\\"');
    expect(english).toContain('\\"login.continueWith\\":[');
  });

  it("leaves every other module alone", async () => {
    expect(await call(plugin.load, path.join(domainSource, "i18n/translate.ts"))).toBeNull();
  });
});
