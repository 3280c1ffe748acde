/// <reference types="node" />
// Reads the package's own sources, to count what its entry points export.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Above this, an entry point is a barrel nobody can read whole again (issue 48: the root one reached 979). */
const MOST_NAMES_PER_ENTRY = 150;

const packageRoot = path.resolve(import.meta.dirname, "..");

/** Every file package.json's exports lead to, by its import path ('./*' stands for each folder that has one). */
function entryPoints(): Map<string, string> {
  const { exports } = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8")) as {
    exports: Record<string, string>;
  };
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(exports)) {
    if (!subpath.includes("*")) {
      entries.set(subpath, path.join(packageRoot, target));
      continue;
    }
    const [before, after] = target.split("*") as [string, string];
    for (const folder of readdirSync(path.join(packageRoot, before))) {
      const file = path.join(packageRoot, `${before}${folder}${after}`);
      if (existsSync(file)) entries.set(subpath.replace("*", folder), file);
    }
  }
  return entries;
}

const declaration =
  /^export (?:declare )?(?:default )?(?:async )?(?:abstract )?(?:const|let|var|function\*?|class|interface|type|enum) (\w+)/gm;

/** The names (values and types) a module exports, following `export *` (the sources are biome-formatted). */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const [, specifier] of source.matchAll(/^export \* from "([^"]+)";/gm)) {
    for (const name of exportedNames(path.resolve(path.dirname(file), specifier ?? ""), seen))
      names.add(name);
  }
  for (const [, name] of source.matchAll(/^export \* as (\w+) from/gm)) names.add(name ?? "");
  for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)) {
    for (const item of (list ?? "").split(",")) {
      const name = item
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const [, name] of source.matchAll(declaration)) names.add(name ?? "");
  return names;
}

describe("the domain's entry points", () => {
  const counts = [...entryPoints()]
    .map(([subpath, file]) => ({ subpath, names: exportedNames(file).size }))
    .sort((a, b) => b.names - a.names);

  it("are found, each exporting something", () => {
    expect(counts.length).toBeGreaterThan(20);
    expect(counts.filter(({ names }) => names === 0)).toEqual([]);
  });

  it(`export at most ${MOST_NAMES_PER_ENTRY} names each`, () => {
    const largest = counts.slice(0, 5).map(({ subpath, names }) => `${subpath}: ${names}`);
    console.info(`largest entry points: ${largest.join(", ")}`);
    expect(
      counts.filter(({ names }) => names > MOST_NAMES_PER_ENTRY),
      `largest: ${largest.join(", ")}`,
    ).toEqual([]);
  });

  it("count what a module exports, through export *", () => {
    // The counting itself, on a real pair: features' index re-exports features.ts, which declares userTypes.
    const entries = entryPoints();
    const features = exportedNames(entries.get("./features") ?? "");
    expect(features.has("userTypes")).toBe(true);
    expect(features.has("FeatureKey")).toBe(true);
  });
});
