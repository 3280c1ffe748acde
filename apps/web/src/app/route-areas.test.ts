import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadArea, type MessageArea, messageAreas } from "@siteready/domain/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { alwaysLoadedAreas } from "../i18n/i18n.ts";

/**
 * A page's words come with it: its declaration (`<page>.route.ts`) names the areas it shows besides the shell's
 * and core's, and the app loads those, in the language shown, before the page renders (issue 49). This reads
 * every page's files — the page and what it imports, lazily too, down into the domain — and holds each message
 * key written there (`t("jobs.title")`, or a key's beginning in a template, `t(\`shell.lock.${kind}.short\`)`) to
 * an area the page loads. A key whose area is not declared would show English, or the key, in another language.
 */

const webSource = path.resolve(import.meta.dirname, "..");
const domainSource = path.resolve(webSource, "../../../packages/domain/src");

/** Each English key's area. */
const areaOfKey = new Map<string, MessageArea>();

beforeAll(async () => {
  for (const area of messageAreas) {
    for (const key of Object.keys(await loadArea(area, "en"))) areaOfKey.set(key, area);
  }
});

/** The file an import names: a relative path, or a domain entry point (`@siteready/domain/<folder>`). */
function resolveImport(from: string, specifier: string): string | undefined {
  const domainEntry = /^@siteready\/domain\/([\w-]+)$/.exec(specifier);
  const base = domainEntry
    ? path.join(domainSource, domainEntry[1] ?? "", "index.ts")
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && !file.endsWith("/"));
}

/** The words themselves, and the list of every area's English: they hold every key, and show none. */
const holdsNoShownKeys = (file: string) =>
  /\/messages\/[a-z]{2}\.ts$/.test(file) || file.endsWith(path.join("i18n", "areas.ts"));

const importPattern =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^;"']*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/g;

/** The file of a domain folder that declares `name`, found from the folder's entry point through its re-exports. */
function declaringFile(file: string, name: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  if (topLevel(file).has(name) && new RegExp(`^export [^\\n]*\\b${name}\\b`, "m").test(text)) return file;
  for (const [, list = "", from = ""] of text.matchAll(/^export \{([^}]*)\} from "([^"]+)";/gm)) {
    const item = list.split(",").find(
      (entry) =>
        entry
          .trim()
          .split(/\s+as\s+/)
          .pop() === name,
    );
    const original = item?.trim().split(/\s+as\s+/)[0];
    const target = resolveImport(file, from);
    if (original && target) return declaringFile(target, original, seen);
  }
  for (const [, from = ""] of text.matchAll(/^export \* from "([^"]+)";/gm)) {
    const target = resolveImport(file, from);
    const found = target && declaringFile(target, name, seen);
    if (found) return found;
  }
  return undefined;
}

const declarationsByFile = new Map<string, Map<string, string>>();

/** A domain file's top-level declarations by name, each with its text up to the next declaration. */
function topLevel(file: string): Map<string, string> {
  let found = declarationsByFile.get(file);
  if (found) return found;
  found = new Map();
  const parts = readFileSync(file, "utf8").split(
    /\n(?=(?:export )?(?:async )?(?:const|let|function\*?|class|enum) )/,
  );
  for (const part of parts) {
    const name = /^(?:export )?(?:async )?(?:const|let|function\*?|class|enum) (\w+)/.exec(part)?.[1];
    if (name) found.set(name, part);
  }
  declarationsByFile.set(file, found);
  return found;
}

/** The values a file imports by name from relative paths: name → the file it comes from. */
function namedImports(file: string): Map<string, string> {
  const names = new Map<string, string>();
  const text = readFileSync(file, "utf8");
  for (const [, list = "", from = ""] of text.matchAll(
    /^import\s+(?!type[\s{])\{([^}]*)\}\s*from\s*"(\.[^"]+)";/gm,
  )) {
    const target = resolveImport(file, from);
    for (const item of list.split(",")) {
      const [original = "", local = original] = item.trim().split(/\s+as\s+/);
      if (target && original && !original.startsWith("type ")) names.set(local, `${target}#${original}`);
    }
  }
  return names;
}

/**
 * The text of a domain declaration and of what it uses, by name, in its file and the files it imports from: a
 * domain file holds more than one page needs (billing.ts words the renewal e-mail beside the plans' names).
 */
function domainTexts(file: string, name: string, texts: Map<string, string>): void {
  const id = `${file}#${name}`;
  const declaration = topLevel(file).get(name);
  if (texts.has(id) || declaration === undefined || holdsNoShownKeys(file)) return;
  texts.set(id, declaration);
  const words = new Set(declaration.match(/\b\w+\b/g));
  for (const other of topLevel(file).keys())
    if (other !== name && words.has(other)) domainTexts(file, other, texts);
  for (const [local, target] of namedImports(file)) {
    const [from = "", original = ""] = target.split("#");
    if (words.has(local)) domainTexts(declaringFile(from, original) ?? from, original, texts);
  }
}

/** Values (not types) imported by name from the domain's entry points: `import { a, type B } from "@siteready/domain/x"`. */
const domainNamedImport =
  /^import\s+(?!type[\s{])\{([^}]*)\}\s*from\s*["']@siteready\/domain\/([\w-]+)["']/gm;

/**
 * The texts a page shows words from, by file (or domain declaration): `entry` and every web file it imports,
 * statically or lazily (type-only imports and tests left out), and of the domain what they import by name.
 */
function textsOf(entry: string, texts = new Map<string, string>()): Map<string, string> {
  if (texts.has(entry) || holdsNoShownKeys(entry)) return texts;
  const text = readFileSync(entry, "utf8");
  texts.set(entry, text);
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? "";
    // Named imports from the domain are followed below; a lazy import of a whole entry point is followed whole.
    if (match[1] && specifier.startsWith("@siteready/domain/")) continue;
    const file = resolveImport(entry, specifier);
    if (file && !/\.test\.tsx?$/.test(file)) textsOf(file, texts);
  }
  // An api module reads the server's answers with the domain's schemas; the words a page shows are its
  // components' (a form imports the schema it checks itself), so the schemas' messages are not counted there.
  const readsAnswersOnly = entry.includes(`${path.sep}api${path.sep}`);
  for (const [, list = "", folder = ""] of readsAnswersOnly ? [] : text.matchAll(domainNamedImport)) {
    const index = path.join(domainSource, folder, "index.ts");
    for (const item of list.split(",")) {
      const name = (item.trim().split(/\s+as\s+/)[0] ?? "").trim();
      if (name === "" || name.startsWith("type ")) continue;
      const file = declaringFile(index, name);
      if (file) domainTexts(file, name, texts);
    }
  }
  return texts;
}

/** The areas of the keys written in `texts`: whole keys in quotes, and keys' beginnings in templates. */
function areasUsedIn(texts: Map<string, string>): Map<MessageArea, string> {
  const used = new Map<MessageArea, string>();
  const note = (area: MessageArea | undefined, where: string) => {
    // The e-mails' words are the server's: a domain file may word an e-mail beside what a page uses.
    if (area && area !== "email" && !used.has(area)) used.set(area, where);
  };
  for (const [id, text] of texts) {
    const where = (key: string) => `${path.relative(webSource, id)}: ${key}`;
    for (const [, key = ""] of text.matchAll(/["'`]([\w.-]+\.[\w.-]+)["'`]/g))
      note(areaOfKey.get(key), where(key));
    for (const [, start = ""] of text.matchAll(/`([\w-]+\.[\w.-]*)\$\{/g)) {
      for (const [key, area] of areaOfKey) if (key.startsWith(start)) note(area, where(`${start}…`));
    }
  }
  return used;
}

const always = new Set<MessageArea>(alwaysLoadedAreas);

/** The areas a part of the page brings itself when it shows (`useAreas(["marketing"])`, use-areas.ts). */
function broughtBy(texts: Map<string, string>): Set<MessageArea> {
  const brought = new Set<MessageArea>();
  for (const text of texts.values()) {
    for (const [, list = ""] of text.matchAll(/useAreas\(\[([^\]]*)\]\)/g)) {
      for (const [, area] of list.matchAll(/["']([\w-]+)["']/g)) brought.add(area as MessageArea);
    }
  }
  return brought;
}

/** The areas `texts` use beyond those every page loads and those their parts bring themselves. */
function outsideAlways(texts: Map<string, string>): string[] {
  const brought = broughtBy(texts);
  return [...areasUsedIn(texts)]
    .filter(([area]) => !always.has(area) && !brought.has(area))
    .map(([area, where]) => `${area} (${where})`);
}

const routesFolder = path.join(webSource, "app/routes");
const declarations = (readdirSync(routesFolder, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => file.endsWith(".route.ts"))
  .sort();

/** A declaration's page file and its `areas`, read from its source. */
function declared(file: string) {
  const text = readFileSync(path.join(routesFolder, file), "utf8");
  const page = /import\(\s*["']([^"']+)["']\s*\)/.exec(text)?.[1] ?? "";
  const list = /areas:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? "";
  const areas = [...list.matchAll(/["']([\w-]+)["']/g)].map((match) => match[1] as MessageArea);
  return { page: resolveImport(path.join(routesFolder, file), page), areas };
}

describe("each page loads the areas of the words it shows", () => {
  it("the app's frame (shell, sidebar, sign-in check, error pages) uses only the areas loaded on every page", () => {
    expect(outsideAlways(textsOf(path.join(webSource, "start-app.tsx")))).toEqual([]);
  });

  it.each(declarations)("%s declares every area its page's keys are in, and no other", (file) => {
    const { page, areas } = declared(file);
    expect(page, "the declaration's page file").toBeDefined();
    const texts = textsOf(page ?? "");
    const used = areasUsedIn(texts);
    const missing = outsideAlways(texts).filter(
      (entry) => !areas.includes(entry.split(" ")[0] as MessageArea),
    );
    expect(missing, "areas to add to its `areas`").toEqual([]);
    const unused = areas.filter((area) => !used.has(area) || always.has(area));
    expect(unused, "areas it declares but shows no key of").toEqual([]);
  });

  it("finds a page's keys through its imports, so a page showing a new area's words fails until declared", () => {
    const used = areasUsedIn(textsOf(path.join(routesFolder, "landing.tsx")));
    expect([...used.keys()]).toContain("landing");
    // Through a domain function: the pricing page's prices are worded by formatPenceIn, its words in jobs.
    const pricing = textsOf(path.join(routesFolder, "marketing/pricing.tsx"));
    expect([...pricing.keys()].some((id) => id.endsWith("jobs/job.ts#formatPenceIn"))).toBe(true);
  });
});
