import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Keeps docs/security/asvs-5.0-level-2.md true: every ASVS 5.0 level 1 and 2 requirement has its row, and every
 * test a row names exists under that exact title.
 */

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");
const checklist = readFileSync(path.join(repositoryRoot, "docs/security/asvs-5.0-level-2.md"), "utf8");

/**
 * ASVS 5.0.0's level 1 and 2 requirements per chapter, 253 in all: the rows of the release's CSV (tag
 * v5.0.0_release, 5.0/docs_en/OWASP_Application_Security_Verification_Standard_5.0.0_en.csv) whose L is 1 or 2,
 * counted by chapter_id. The chapter files (5.0/en/0x10-V1-… to 0x26-V17-…) give the same counts.
 */
const requirementsPerChapter: Record<string, number> = {
  V1: 27,
  V2: 11,
  V3: 19,
  V4: 10,
  V5: 9,
  V6: 35,
  V7: 18,
  V8: 7,
  V9: 7,
  V10: 29,
  V11: 14,
  V12: 9,
  V13: 13,
  V14: 9,
  V15: 13,
  V16: 16,
  V17: 7,
};

const statuses = ["met", "partly", "not met", "not applicable"];

interface Row {
  chapter: string | undefined;
  id: string;
  cells: string[];
  status: string;
  /** The tests the evidence names, as `path › title`. */
  tests: Array<{ file: string; title: string }>;
}

/** "V6" for "V6.2.1". */
const chapterOf = (id: string) => id.slice(0, id.indexOf("."));

function readRows(): Row[] {
  let chapter: string | undefined;
  const rows: Row[] = [];
  for (const line of checklist.split("\n")) {
    const heading = /^## (V\d+) /.exec(line);
    if (heading) chapter = heading[1];
    const id = /^\| (V\d+\.\d+\.\d+) \|/.exec(line)?.[1];
    if (!id) continue;
    const cells = line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim());
    const evidence = cells[3] ?? "";
    const tests = [...evidence.matchAll(/`([^`\s]+) › ([^`]+)`/g)].map(([, file = "", title = ""]) => ({
      file,
      title,
    }));
    rows.push({ chapter, id, cells, status: cells[2] ?? "", tests });
  }
  return rows;
}

/** The index just after the string literal that opens at `start` (its quote character). */
function endOfString(source: string, start: number): number {
  const quote = source[start];
  for (let index = start + 1; index < source.length; index += 1) {
    if (source[index] === "\\") index += 1;
    else if (source[index] === quote) return index + 1;
  }
  return source.length;
}

/** The index just after the bracket that closes the one at `start`, stepping over string literals. */
function endOfBrackets(source: string, start: number): number {
  let depth = 0;
  for (let index = start; index < source.length; index += 1) {
    const character = source[index] ?? "";
    if (`"'\``.includes(character)) index = endOfString(source, index) - 1;
    else if ("([{".includes(character)) depth += 1;
    else if (")]}".includes(character)) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return source.length;
}

const skipSpace = (source: string, index: number) => {
  while (/\s/.test(source[index] ?? "")) index += 1;
  return index;
};

/**
 * The titles of a file's `it(…)` and `test(…)` calls, `.each(table)(…)` and the other modifiers included, as
 * written between their quotes (a template literal's `${…}` kept as it is).
 */
function testTitles(source: string): Set<string> {
  const titles = new Set<string>();
  for (const call of source.matchAll(/(?<![.\w$])(?:it|test)((?:\.\w+)*)\s*(?=[(`])/g)) {
    let index = (call.index ?? 0) + call[0].length;
    if (/\.(?:each|for)\b/.test(call[1] ?? "")) {
      // The table: `.each([…])` or `.each\`…\``, then the call with the title.
      index = source[index] === "`" ? endOfString(source, index) : endOfBrackets(source, index);
      index = skipSpace(source, index);
    }
    if (source[index] !== "(") continue;
    index = skipSpace(source, index + 1);
    const quote = source[index] ?? "";
    if (!`"'\``.includes(quote) || quote === "") continue;
    const literal = source.slice(index + 1, endOfString(source, index) - 1);
    titles.add(literal.replace(/\\(["'`\\])/g, "$1"));
  }
  return titles;
}

describe("the ASVS 5.0 level 2 checklist (docs/security/asvs-5.0-level-2.md)", () => {
  const rows = readRows();

  /** The ids of the rows that break a rule, so a failure names them. */
  const idsWhere = (breaks: (row: Row) => boolean) => rows.filter(breaks).map((row) => row.id);

  it("has a row for each level 1 and 2 requirement of ASVS 5.0.0, once, in its own chapter's table", () => {
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(idsWhere((row) => row.chapter !== chapterOf(row.id))).toEqual([]);
    const perChapter: Record<string, number> = {};
    for (const id of ids) perChapter[chapterOf(id)] = (perChapter[chapterOf(id)] ?? 0) + 1;
    expect(perChapter).toEqual(requirementsPerChapter);
    expect(rows).toHaveLength(253);
  });

  it("gives each row an id, a requirement, a status and evidence, and each met row a test", () => {
    expect(idsWhere((row) => row.cells.length !== 4 || row.cells.includes(""))).toEqual([]);
    expect(idsWhere((row) => !statuses.includes(row.status))).toEqual([]);
    expect(idsWhere((row) => row.status === "met" && row.tests.length === 0)).toEqual([]);
  });

  it("names only tests that exist, by their exact it or test title", () => {
    const titlesByFile = new Map<string, Set<string> | undefined>();
    const titlesIn = (file: string) => {
      if (!titlesByFile.has(file)) {
        const absolute = path.join(repositoryRoot, file);
        titlesByFile.set(file, existsSync(absolute) ? testTitles(readFileSync(absolute, "utf8")) : undefined);
      }
      return titlesByFile.get(file);
    };
    const missing = rows.flatMap((row) =>
      row.tests
        .filter(({ file, title }) => !titlesIn(file)?.has(title))
        .map(({ file, title }) =>
          titlesIn(file) ? `${row.id}: ${file} has no test "${title}"` : `${row.id}: no file ${file}`,
        ),
    );
    expect(missing).toEqual([]);
    expect(rows.flatMap((row) => row.tests).length).toBeGreaterThan(200);
  });

  it("counts each status in the summary as the tables do", () => {
    const summary = Object.fromEntries(
      [...checklist.matchAll(/^\| (met|partly|not met|not applicable|total) \| (\d+) \|$/gm)].map(
        ([, status = "", count = ""]) => [status, Number(count)],
      ),
    );
    const counted: Record<string, number> = { total: rows.length };
    for (const status of statuses) counted[status] = rows.filter((row) => row.status === status).length;
    expect(summary).toEqual(counted);
  });
});
