import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverRoot } from "./lib/server-root.ts";

/**
 * Imports never run back up between folders (docs/architecture.md, "Layers"). Biome's noRestrictedImports
 * (biome.json) keeps each layer from importing a higher one, but it cannot see two sibling folders importing
 * each other (modules/groups ↔ modules/messages): this builds the folder-level graph of each app's
 * non-test source and fails on any pair of folders that import each other, naming the imports. Type-only
 * imports are left out: they are erased from the build, so they order nothing at run time (the ServerModule
 * declaration names the services modules share, each from its module).
 */

const appSources = {
  server: path.join(serverRoot, "src"),
  web: path.resolve(serverRoot, "../web/src"),
};

/** Every non-test TypeScript file under `folder`, relative to it. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join("/"));
}

/** The folder a file counts in: modules/<area> and features/<area> each on their own; src/'s own files "(src)". */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts.length === 1) return "(src)";
  const [top, area] = parts;
  return (top === "modules" || top === "features") && parts.length > 2 ? `${top}/${area}` : (top ?? "");
}

/** Relative imports that load code: `import … from`, `export … from`, `import "…"` and `import("…")`. */
const runtimeImport =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^;"']*?\sfrom\s*)?["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Each pair of folders that import each other, with the imports both ways. */
function foldersImportingEachOther(sourceRoot: string): string[] {
  const imports = new Map<string, string[]>();
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(path.join(sourceRoot, file), "utf8");
    for (const match of text.matchAll(runtimeImport)) {
      const specifier = match[1] ?? match[2] ?? "";
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const edge = `${from} -> ${to}`;
      imports.set(edge, [...(imports.get(edge) ?? []), `${file} imports ${specifier}`]);
    }
  }
  return [...imports.keys()].flatMap((edge) => {
    const [from = "", to = ""] = edge.split(" -> ");
    const back = imports.get(`${to} -> ${from}`);
    if (!back || from > to) return [];
    return [`${from} <-> ${to}:\n  ${[...(imports.get(edge) ?? []), ...back].join("\n  ")}`];
  });
}

describe("folders never import each other", () => {
  for (const [app, sourceRoot] of Object.entries(appSources)) {
    it(`in the ${app}'s source`, () => {
      expect(foldersImportingEachOther(sourceRoot)).toEqual([]);
    });
  }
});
