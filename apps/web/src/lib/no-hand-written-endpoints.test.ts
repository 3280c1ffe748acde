import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0024, migration step 3: every endpoint's path and answer type come from its declaration in
 * @siteready/domain (`callEndpoint`, `endpointUrl`). A path written out in the web code, or an answer type
 * asserted with `request<T>`, is a second copy of the server's declaration that nothing checks.
 */
const sourceRoot = join(import.meta.dirname, "..");
/** The one generic call: it takes the path and the answer's type from the declaration it is given. */
const genericCaller = "lib/endpoint-client.ts";

const pathLiteral = /["'`]\/api\//;
/** A call with a type argument (the definition in api-client.ts, `function request<T>`, is not a call). */
const typedRequest = /(?<!function )\brequest</;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function linesMatching(pattern: RegExp, except: string[] = []) {
  return sourceFiles(sourceRoot).flatMap((path) => {
    const file = relative(sourceRoot, path);
    if (except.includes(file)) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe("no hand-written endpoints in the web app", () => {
  it("reads the app's sources", () => {
    expect(sourceFiles(sourceRoot).length).toBeGreaterThan(100);
  });

  it("writes no /api/ path: each comes from the endpoint's declaration", () => {
    expect(linesMatching(pathLiteral)).toEqual([]);
  });

  it("asserts no answer type with request<T> outside the generic endpoint call", () => {
    expect(linesMatching(typedRequest, [genericCaller])).toEqual([]);
  });

  it("would catch either", () => {
    expect(pathLiteral.test('fetch("/api/health")')).toBe(true);
    expect(pathLiteral.test("new EventSource(`/api/live`)")).toBe(true);
    expect(pathLiteral.test("const url = '/api/account';")).toBe(true);
    expect(typedRequest.test("api.request<Passkey[]>(url)")).toBe(true);
    expect(typedRequest.test("async function request<T>(path: string)")).toBe(false);
  });
});
