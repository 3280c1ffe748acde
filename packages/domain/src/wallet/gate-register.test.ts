import { describe, expect, it } from "vitest";
import { encoded } from "../fields/fields.ts";
import { gateCodeMessages } from "./gate-codes.ts";
import {
  type GateDecisionEntry,
  gateDecisionChoice,
  gateDecisionIssues,
  gateDecisionMessages,
  suggestedRefusalReason,
} from "./gate-register.ts";

describe("gateDecisionChoice", () => {
  const named = { holderName: "Dana Worker" };

  it("leads with Accept on green and amber, and offers it outright", () => {
    for (const outcome of ["green", "amber"] as const) {
      expect(gateDecisionChoice({ ...named, outcome, reason: encoded("gate.reason.inDate") })).toEqual({
        primary: "accept",
        accept: "offered",
      });
    }
  });

  it("leads with Refuse on red; letting the named holder in needs a reason", () => {
    expect(gateDecisionChoice({ ...named, outcome: "red", reason: gateCodeMessages.cardExpired })).toEqual({
      primary: "refuse",
      accept: "with-reason",
    });
  });

  it("never offers Accept when the check names nobody, and leads with Scan again unless the code is forged", () => {
    expect(
      gateDecisionChoice({ holderName: null, outcome: "red", reason: gateCodeMessages.liveNeedsSignal }),
    ).toEqual({ primary: "scan-again", accept: "not-offered" });
    expect(
      gateDecisionChoice({ holderName: null, outcome: "red", reason: gateCodeMessages.notAGateCode }),
    ).toEqual({ primary: "scan-again", accept: "not-offered" });
    expect(gateDecisionChoice({ holderName: null, outcome: "red", reason: gateCodeMessages.forged })).toEqual(
      {
        primary: "refuse",
        accept: "not-offered",
      },
    );
  });
});

describe("suggestedRefusalReason", () => {
  it("points an expired card and a forged code to their reasons, and nothing else", () => {
    expect(suggestedRefusalReason(gateCodeMessages.cardExpired)).toBe("card-expired");
    expect(suggestedRefusalReason(gateCodeMessages.forged)).toBe("not-genuine");
    expect(suggestedRefusalReason(gateCodeMessages.noKeys)).toBeNull();
    expect(suggestedRefusalReason(encoded("gate.reason.inDate"))).toBeNull();
  });
});

describe("gateDecisionIssues", () => {
  const entry = (overrides: Partial<GateDecisionEntry>): GateDecisionEntry => ({
    outcome: "green",
    holder_name: "Dana Worker",
    decision: "accepted",
    refusal_reason: null,
    note: null,
    ...overrides,
  });

  it("takes a green or amber check let in, and a refusal with its reason", () => {
    expect(gateDecisionIssues(entry({}))).toEqual([]);
    expect(gateDecisionIssues(entry({ outcome: "amber" }))).toEqual([]);
    expect(gateDecisionIssues(entry({ decision: "refused", refusal_reason: "wrong-person" }))).toEqual([]);
    expect(
      gateDecisionIssues(
        entry({ decision: "refused", refusal_reason: "other", note: "Drunk", holder_name: null }),
      ),
    ).toEqual([]);
  });

  it("asks for the reason of a refusal, and for words with Other", () => {
    expect(gateDecisionIssues(entry({ decision: "refused" }))).toEqual([
      { path: "refusal_reason", message: gateDecisionMessages.chooseReason },
    ]);
    expect(gateDecisionIssues(entry({ decision: "refused", refusal_reason: "other", note: "  " }))).toEqual([
      { path: "note", message: gateDecisionMessages.otherNeedsWords },
    ]);
  });

  it("signs in nobody from a check that names nobody, and a red check only with words why", () => {
    expect(gateDecisionIssues(entry({ holder_name: null, note: "I know them" }))).toEqual([
      { path: "decision", message: gateDecisionMessages.nobodyNamed },
    ]);
    expect(gateDecisionIssues(entry({ outcome: "red" }))).toEqual([
      { path: "note", message: gateDecisionMessages.redNeedsWords },
    ]);
    expect(gateDecisionIssues(entry({ outcome: "red", note: "Renewal seen on the CSCS app" }))).toEqual([]);
  });
});
