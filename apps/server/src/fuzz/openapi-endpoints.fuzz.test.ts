import { describe, expect, it } from "vitest";
import { endpointsFromOpenApi, everyOther, fuzzEndpoints } from "./json-fuzzing.ts";

describe("fuzzing every JSON endpoint of the OpenAPI document (first half; the second half is its own file)", () => {
  const suite = fuzzEndpoints(everyOther(0, endpointsFromOpenApi));

  it("covers the JSON endpoints of every area between the two halves", () => {
    const urls = endpointsFromOpenApi(suite.app()).map((endpoint) => endpoint.url);
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
