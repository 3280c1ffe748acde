import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0024: every endpoint's path and answer type come from its declaration in @siteready/domain
 * (`callEndpoint`, `uploadFile` and `endpointUrl` on the web, `registerEndpoint` and the plain routes' `path` on
 * the server). A path written out in either app, or an answer type asserted with `request<T>`, is a second copy
 * of the declaration that nothing checks. One check for both apps' non-test sources.
 */
const appsRoot = join(import.meta.dirname, "../../..");
const sourceRoots = ["web/src", "server/src"];

/**
 * Where an API path may be written, and why. Everything else takes it from the contract (packages/domain,
 * not read here).
 */
const allowedPaths: Record<string, string> = {
  "server/src/app.ts": "every API answer gets cache-control: no-store, whatever its route",
  "server/src/plugins/web-app.ts":
    "the web app's fallbacks: a 404 for an API path no route has, pages for the rest",
  "server/src/bench/scale.bench.ts": "drives a running server from outside, as a load generator does",
  "server/src/cli/seed-demo.ts": "fills a demo account through the HTTP API from outside, as a client would",
  "server/src/fuzz/json-fuzzing.ts":
    "sends bodies to the paths outside the OpenAPI document as an attacker writes them",
};
/** Test helpers are tests: they call the app from outside to check what the contracts promise. */
const testHelpers = ["server/src/test-support/", "web/src/test-support/"];

/** The one generic call: it takes the path and the answer's type from the declaration it is given. */
const genericCaller = "web/src/lib/endpoint-client.ts";

/**
 * An API path in code: `/api/` (or a regex's `/api\/`) not inside a longer path such as a folder `../api/`. A
 * comment line may name one; an import names a folder.
 */
const apiPath = /(?<![\w.])\/api(\/|\\\/)/;
const commentOrImport = /^\s*(\/\/|\/?\*|import |export .* from )/;
/** A call with a type argument (the definition in api-client.ts, `function request<T>`, is not a call). */
const typedRequest = /(?<!function )\brequest</;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceRoots.flatMap((root) => sourceFiles(join(appsRoot, root)));

function linesMatching(pattern: RegExp, isAllowed: (file: string) => boolean) {
  return files.flatMap((path) => {
    const file = relative(appsRoot, path);
    if (isAllowed(file)) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        pattern.test(line) && !commentOrImport.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      );
  });
}

describe("no hand-written endpoints in the web app or the server", () => {
  it("reads both apps' sources", () => {
    for (const root of sourceRoots) {
      expect(files.filter((path) => relative(appsRoot, path).startsWith(root)).length).toBeGreaterThan(100);
    }
  });

  it("writes no /api/ path: each comes from the endpoint's declaration", () => {
    const isAllowed = (file: string) =>
      file in allowedPaths || testHelpers.some((folder) => file.startsWith(folder));
    expect(linesMatching(apiPath, isAllowed)).toEqual([]);
  });

  it("asserts no answer type with request<T> outside the generic endpoint call", () => {
    expect(linesMatching(typedRequest, (file) => file === genericCaller)).toEqual([]);
  });

  it("would catch either", () => {
    expect(apiPath.test('fetch("/api/health")')).toBe(true);
    expect(apiPath.test("new EventSource(`/api/live`)")).toBe(true);
    expect(apiPath.test("const url = '/api/account';")).toBe(true);
    expect(apiPath.test("const url = base + `/api/calendar/` + token;")).toBe(true);
    expect(apiPath.test("const cookie = `known=1; Path=/api/auth`;")).toBe(true);
    expect(apiPath.test("const files = /^\\/api\\/files\\/(\\w+)$/;")).toBe(true);
    expect(apiPath.test('import { useCv } from "../../features/cv/api/cv.ts";')).toBe(false);
    expect(typedRequest.test("api.request<Passkey[]>(url)")).toBe(true);
    expect(typedRequest.test("async function request<T>(path: string)")).toBe(false);
  });
});
