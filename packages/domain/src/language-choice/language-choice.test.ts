/// <reference types="node" />
// Reads the package's sources: what the prerendered pages' first script may pull in is decided by imports.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const source = path.resolve(import.meta.dirname, "..");

/** Every file `file` loads, following its relative imports and re-exports (type-only ones left out), and the packages it names. */
function importGraph(file: string, files = new Set<string>(), packages = new Set<string>()) {
  if (files.has(file)) return { files, packages };
  files.add(file);
  const text = readFileSync(file, "utf8");
  for (const [, specifier = ""] of text.matchAll(
    /^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?"([^"]+)";/gm,
  )) {
    if (specifier.startsWith(".")) importGraph(path.resolve(path.dirname(file), specifier), files, packages);
    else packages.add(specifier);
  }
  return { files, packages };
}

const relative = (files: Set<string>) => [...files].map((file) => path.relative(source, file)).sort();

describe("what the prerendered pages' first script imports from the domain", () => {
  it("language-choice: the languages and their helpers, no catalogue, zod or intl-messageformat", () => {
    const { files, packages } = importGraph(path.join(source, "language-choice/index.ts"));
    expect(relative(files)).toEqual(["i18n/languages.ts", "language-choice/index.ts"]);
    expect([...packages]).toEqual([]);
  });

  it("the mobile breakpoint, without the feature catalogue", () => {
    const { files, packages } = importGraph(path.join(source, "features/breakpoints.ts"));
    expect(relative(files)).toEqual(["features/breakpoints.ts"]);
    expect([...packages]).toEqual([]);
  });

  it("follows imports, so it would see the catalogue if one came in", () => {
    const { files, packages } = importGraph(path.join(source, "i18n/index.ts"));
    expect(relative(files)).toContain("i18n/catalogue.ts");
    expect([...packages]).toContain("intl-messageformat");
  });
});
