import type { SignedCrewPack } from "@siteready/domain/companies";
import { describe, expect, it } from "vitest";
import { verdictFromPack } from "./site-gate.ts";

const pack = (policy: SignedCrewPack["policy"]): SignedCrewPack => ({
  v: 1,
  site_id: "site-1",
  site_name: "Riverside Plot 4",
  policy,
  iat: 1_796_623_200,
  exp: 1_796_709_600,
  crew: [
    {
      id: "crew-1",
      name: "Sam Price",
      role_name: "Plant operator",
      status: "red",
      reasons: [{ key: "companies.reason.expired", values: { item: "CSCS" } }],
      photo: "data:image/jpeg;base64,AAAA",
      record_ids: ["card-1", "card-2"],
    },
  ],
});

describe("verdictFromPack", () => {
  it("finds the holder of a scanned record in the kept crew, with their photo, and applies the site's policy", () => {
    expect(verdictFromPack(pack("block"), "card-2")).toEqual({
      holderName: "Sam Price",
      photo: "data:image/jpeg;base64,AAAA",
      roleName: "Plant operator",
      status: "red",
      reasons: [{ key: "companies.reason.expired", values: { item: "CSCS" } }],
      policy: "block",
      action: "refuse",
      fromPack: true,
    });
    expect(verdictFromPack(pack("warn"), "card-1").action).toBe("warn");
  });

  it("says someone whose record is not in the crew (or a code naming none) is not expected", () => {
    for (const recordId of ["card-9", null]) {
      expect(verdictFromPack(pack("warn"), recordId)).toMatchObject({
        holderName: null,
        photo: null,
        status: null,
        action: "warn",
      });
    }
  });
});
