// The web build's catalogues, compiled (issue 49, decision 0029): each area's words in each language
// (packages/domain/src/<area>/messages/<language>.ts) reach the app with their messages that have placeholders,
// plurals or tags already parsed into intl-messageformat's syntax trees, and the ICU parser is swapped for its
// no-parser build, so the app's first tap carries no parser (about 16 kB gzip). A message that reads as written
// (the domain's isPlainMessage) stays text and is shown as it is (the domain's formatMessage). The server and the
// tests keep the messages as written and parse them at run time.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { type Plugin, transformWithOxc } from "vite";
// The very test the domain's formatMessage makes (a relative import: the config is bundled, the package is not).
import { isPlainMessage } from "../../../packages/domain/src/i18n/translate.ts";

const domainRoot = path.resolve(import.meta.dirname, "../../../packages/domain");

/** The ICU parser of the intl-messageformat the domain formats with, so the trees are the ones it reads. */
function parserPaths() {
  const fromDomain = createRequire(path.join(domainRoot, "package.json"));
  const fromFormatter = createRequire(fromDomain.resolve("intl-messageformat"));
  const parser = fromFormatter.resolve("@formatjs/icu-messageformat-parser");
  return { parser, noParser: path.join(path.dirname(parser), "no-parser.js") };
}

/** A messages file of an area: `<area>/messages/<language>.ts`. */
const messagesFile = /[\\/]packages[\\/]domain[\\/]src[\\/][\w-]+[\\/]messages[\\/](\w+)\.ts$/;

/** The plugin: compiles the messages files, and resolves the ICU parser to its no-parser build. */
export function compiledMessages(): Plugin {
  const { parser, noParser } = parserPaths();
  let parse: typeof import("@formatjs/icu-messageformat-parser").parse;
  return {
    name: "siteready:compiled-messages",
    // Loaded in place of the file itself, so its chunk's source map still names the file (bundle-weight.mjs).
    enforce: "pre",
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] },
    }),
    async buildStart() {
      ({ parse } = await import(parser));
    },
    async load(id) {
      const language = messagesFile.exec(id)?.[1];
      if (!language) return null;
      const { code } = await transformWithOxc(await readFile(id, "utf8"), id);
      const file = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`).catch(
        (error: unknown) => {
          throw new Error(`${id}: a messages file is one object of strings, with no imports of values`, {
            cause: error,
          });
        },
      );
      const messages = file.messages as Record<string, string> | undefined;
      if (!messages || Object.keys(file).length !== 1)
        throw new Error(`${id}: a messages file exports its messages (and nothing else)`);
      const locale = new Intl.Locale(language);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        if (typeof message !== "string") throw new Error(`${id}: ${key} is not a string`);
        const tree = parse(message, { locale });
        if (isPlainMessage(message)) {
          // Shown as written, so it must read as written: a parse of one text equal to it (none when empty).
          const same =
            message === ""
              ? tree.length === 0
              : tree.length === 1 && tree[0]?.type === 0 && tree[0].value === message;
          if (!same)
            throw new Error(`${id}: ${key} is taken for plain text but the ICU parser reads it otherwise`);
          compiled[key] = message;
        } else compiled[key] = tree;
      }
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
