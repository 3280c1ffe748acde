import { describe, expect, it } from "vitest";
import { endpointsOutsideOpenApi, fuzzEndpoints } from "./json-fuzzing.ts";

describe("fuzzing the profile records and the auth endpoints (bodies checked inside the route)", () => {
  const suite = fuzzEndpoints(() => endpointsOutsideOpenApi);

  it("covers every profile record and every auth endpoint a browser can reach", () => {
    const urls = suite.endpoints().map((endpoint) => endpoint.url);
    for (const expected of [
      "/api/profile/personal-details",
      "/api/profile/tax-details",
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/update-user",
    ]) {
      expect(urls).toContain(expected);
    }
  });
});
