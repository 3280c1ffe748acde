import { describe, expect, it } from "vitest";
import {
  normaliseShareCode,
  rightToWorkAttention,
  rightToWorkProblems,
  SHARE_CODE_VALID_DAYS,
  shareCodeExpiresOn,
} from "./right-to-work.ts";

const today = new Date("2026-12-07T10:00:00Z");

describe("normaliseShareCode", () => {
  it.each([
    ["W4B 8KX 9ZQ", "W4B8KX9ZQ"],
    ["w4b-8kx-9zq", "W4B8KX9ZQ"],
    ["  w4b8kx9zq ", "W4B8KX9ZQ"],
    ["W4B\t8KX\n9ZQ", "W4B8KX9ZQ"],
  ])("makes %j ready to send as %s (spaces, hyphens and case are safe to fix)", (typed, code) => {
    expect(normaliseShareCode(typed)).toEqual({ code });
  });

  it.each([
    ["", "rightToWork.shareCode.missing", undefined],
    ["W4B 8KX 9Z", "rightToWork.shareCode.length", { count: 8, expected: 9 }],
    ["W4B 8KX 9ZQQ", "rightToWork.shareCode.length", { count: 10, expected: 9 }],
    ["W4B.8KX.9ZQ", "rightToWork.shareCode.characters", { character: "." }],
    ["R4B 8KX 9ZQ", "rightToWork.shareCode.rentCode", undefined],
    ["s4b 8kx 9zq", "rightToWork.shareCode.statusCode", undefined],
    ["X4B 8KX 9ZQ", "rightToWork.shareCode.startsWithW", undefined],
    ["W4B 8KO 9ZQ", "rightToWork.shareCode.letterO", { position: 6 }],
    ["WIB 8KX 9ZQ", "rightToWork.shareCode.letterI", { position: 2 }],
  ])("refuses %j with the reason %s", (typed, key, values) => {
    expect(normaliseShareCode(typed)).toEqual({ problem: values ? { key, values } : { key } });
  });
});

describe("a share code's 90 days", () => {
  it("stops working 90 days after the day it was made", () => {
    expect(SHARE_CODE_VALID_DAYS).toBe(90);
    expect(shareCodeExpiresOn("2026-12-01")).toBe("2027-03-01");
    expect(shareCodeExpiresOn("2028-01-01")).toBe("2028-03-31");
    expect(shareCodeExpiresOn("not a date")).toBeNull();
  });

  const facts = {
    route: "time-limited" as const,
    shareCode: "W4B8KX9ZQ",
    permissionEndsOn: "2027-06-30",
    dateOfBirth: "1990-04-17",
    details: null,
  };

  it("accepts a code made 90 days ago and refuses one made 91 days ago, saying when it stopped", () => {
    expect(rightToWorkProblems({ ...facts, shareCodeGeneratedOn: "2026-09-08" }, today)).toMatchObject({
      facts: { shareCode: "W4B8KX9ZQ" },
    });
    const old = rightToWorkProblems({ ...facts, shareCodeGeneratedOn: "2026-09-07" }, today);
    expect(old).toEqual({
      problems: {
        share_code_generated_on: [
          expect.stringContaining('"rightToWork.generatedOn.tooOld"') as unknown as string,
        ],
      },
    });
    expect(JSON.stringify(old)).toContain("2026-12-06");
  });

  it("flags a code 7 days before it stops and once it has, a permission 60 days before its end", () => {
    const record = { ...facts, hasPhoto: false };
    expect(rightToWorkAttention({ ...record, shareCodeGeneratedOn: "2026-09-20" }, today)).toEqual([]);
    expect(rightToWorkAttention({ ...record, shareCodeGeneratedOn: "2026-09-15" }, today)).toEqual([
      "share-code-expiring",
    ]);
    expect(
      rightToWorkAttention(
        { ...record, shareCodeGeneratedOn: "2026-09-01", permissionEndsOn: "2027-02-01" },
        today,
      ),
    ).toEqual(["share-code-expired", "permission-ending"]);
  });

  it("asks a British or Irish citizen for the passport photo, never for a code", () => {
    const british = {
      route: "british-irish" as const,
      shareCode: null,
      shareCodeGeneratedOn: null,
      permissionEndsOn: null,
      hasPhoto: false,
    };
    expect(rightToWorkAttention(british, today)).toEqual(["photo-missing"]);
    expect(rightToWorkAttention({ ...british, hasPhoto: true }, today)).toEqual([]);
  });
});
