import { describe, expect, it } from "vitest";
import { endpointsFromOpenApi, fuzzEndpoints } from "./json-fuzzing.ts";

describe("fuzzing every JSON endpoint of the OpenAPI document", () => {
  const suite = fuzzEndpoints(endpointsFromOpenApi);

  it("covers the JSON endpoints of every area", () => {
    const urls = suite.endpoints().map((endpoint) => endpoint.url);
    for (const expected of [
      "/api/jobs",
      "/api/projects",
      "/api/contact",
      "/api/feedback",
      "/api/reminders/settings",
      "/api/weather/sites",
      "/api/renewals/workflows",
      "/api/admin/test-centres/import",
      "/api/cv/polish",
    ]) {
      expect(urls).toContain(expected);
    }
  });
});
