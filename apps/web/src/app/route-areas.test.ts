import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type CatalogueArea, catalogueAreas, loadArea } from "@siteready/domain";
import { describe, expect, it } from "vitest";
import { frameAreas } from "../i18n/i18n.ts";
import { appRoutes } from "./route-table.tsx";

// Each route names the catalogue areas its page uses (route-table.tsx), and only those load with it; the frame
// around every page has its own (i18n.ts). This reads the code each one loads and finds the keys it names, so an
// area left out fails here rather than as an untranslated page. Keys the domain's formatters word themselves
// (formatRateIn, testCentreCsvErrorIn …) are not seen here; a page's own test rendering them fails instead.

const source = path.resolve(import.meta.dirname, "..");

/** Every English key with its area. */
const areaOfKey = new Map<string, CatalogueArea>();
for (const area of catalogueAreas) {
  for (const key of Object.keys(await loadArea("en", area))) areaOfKey.set(key, area);
}

/** The areas of the keys a file names: whole keys, and the start of one built in a template ('shell.lock.${…}'). */
function areasNamedIn(text: string): Set<CatalogueArea> {
  const areas = new Set<CatalogueArea>();
  for (const [, words, end] of text.matchAll(/["'`]([A-Za-z]+\.[\w.-]*)(["'`]|\$\{)/g)) {
    if (words === undefined) continue;
    const exact = areaOfKey.get(words);
    if (exact && end !== "${") areas.add(exact);
    else if (end === "${" || words.endsWith("."))
      for (const [key, area] of areaOfKey) if (key.startsWith(words)) areas.add(area);
  }
  return areas;
}

function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const target = path.resolve(path.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`].find(
    (file) => existsSync(file) && !file.endsWith(path.sep),
  );
}

/** The files `entry` loads with it (static imports, not types), and with `lazily`, its dynamic imports too. */
function filesOf(entry: string, lazily: boolean, files = new Set<string>()): Set<string> {
  if (files.has(entry)) return files;
  files.add(entry);
  const text = readFileSync(entry, "utf8");
  const specifiers = [
    ...[...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s+"([^"]+)"/gms)].map(
      (match) => match[1],
    ),
    ...[...text.matchAll(/^import\s+"([^"]+)"/gm)].map((match) => match[1]),
    // The route table's pages are the routes' own, not the frame's.
    ...(lazily && !entry.endsWith("route-table.tsx")
      ? [...text.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1])
      : []),
  ];
  for (const specifier of specifiers) {
    const file = specifier && resolved(entry, specifier);
    if (file) filesOf(file, lazily, files);
  }
  return files;
}

function areasUsedBy(files: Set<string>): CatalogueArea[] {
  const areas = new Set<CatalogueArea>();
  for (const file of files) for (const area of areasNamedIn(readFileSync(file, "utf8"))) areas.add(area);
  return catalogueAreas.filter((area) => areas.has(area));
}

/** Each route's page module, read from the table's own source. */
const pageModules = new Map(
  [
    ...readFileSync(path.join(source, "app/route-table.tsx"), "utf8").matchAll(
      /path: "([^"]+)",[\s\S]*?page: page\(\(\) => import\("([^"]+)"\)/g,
    ),
  ].map(([, route, module]) => [route, path.join(source, "app", module ?? "")]),
);

describe("catalogue areas by route", () => {
  it("finds the areas a file names", () => {
    expect([
      ...areasNamedIn(`t("jobs.page.title"); t(\`shell.lock.\${kind}.short\`); "no.such.key"`),
    ]).toEqual(["jobs", "shell"]);
  });

  it("has the frame use only the frame's areas, which load before anything is shown", () => {
    const frame = filesOf(path.join(source, "start-app.tsx"), true);
    expect(areasUsedBy(frame).filter((area) => !frameAreas.includes(area as never))).toEqual([]);
  });

  it.each(appRoutes.map((route) => route.path))("%s names every area its page uses", (route) => {
    const module = pageModules.get(route);
    expect(module).toBeDefined();
    const page = appRoutes.find((candidate) => candidate.path === route)?.page;
    const named = new Set<CatalogueArea>([...frameAreas, ...(page?.areas ?? [])]);
    expect(areasUsedBy(filesOf(module ?? "", false)).filter((area) => !named.has(area))).toEqual([]);
  });
});
