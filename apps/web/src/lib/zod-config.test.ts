import { describe, expect, it } from "vitest";
import "./zod-config.ts";
import { config } from "zod";

describe("zod's settings for the browser", () => {
  it("are the ones zod uses: no eval, so nothing the CSP refuses", () => {
    expect(config().jitless).toBe(true);
  });
});
