import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

interface Operation {
  requestBody?: { content?: Record<string, unknown> };
}

/**
 * Every route that takes a body declares it (issue 13): Fastify checks it with the domain schema before the
 * handler runs, and the API document shows callers what to send.
 */
describe("the OpenAPI document", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("lists a request body for every POST, PUT and PATCH route", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const document: { paths: Record<string, Record<string, Operation>> } = response.json();
    const withoutBody: string[] = [];
    let writes = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of ["post", "put", "patch"]) {
        const operation = operations[method];
        if (!operation) continue;
        writes += 1;
        if (Object.keys(operation.requestBody?.content ?? {}).length === 0) {
          withoutBody.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(writes).toBeGreaterThan(50);
    expect(withoutBody).toEqual([]);
  });
});
