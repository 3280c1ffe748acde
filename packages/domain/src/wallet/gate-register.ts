import { encoded } from "../fields/fields.ts";
import { type GateOutcome, gateCodeMessages } from "./gate-codes.ts";

/**
 * The gate's register (issue 47): after a check the gate-keeper decides. Accepted, the person is signed in and on
 * site until signed out; refused, the reason is kept. The register is the site's fire roll-call, so a scan alone
 * signs nobody in, and a check that names nobody can never sign anyone in.
 */

export const gateDecisions = ["accepted", "refused"] as const;
export type GateDecision = (typeof gateDecisions)[number];

export const gateRefusalReasons = [
  "card-expired",
  "not-genuine",
  "wrong-person",
  "no-card",
  "other",
] as const;
export type GateRefusalReason = (typeof gateRefusalReasons)[number];

/** The reasons as the register's CSV writes them (the web app shows them from its catalogue). */
export const gateRefusalReasonLabels: Record<GateRefusalReason, string> = {
  "card-expired": "Card expired",
  "not-genuine": "Not genuine",
  "wrong-person": "Wrong person",
  "no-card": "No card",
  other: "Other",
};

/** What a check's result screen offers the gate-keeper. */
export interface GateDecisionChoice {
  /** The action the screen leads with. */
  primary: "accept" | "refuse" | "scan-again";
  /** Accepting: offered, offered only with a reason written (a red check), or not offered (it names nobody). */
  accept: "offered" | "with-reason" | "not-offered";
}

/**
 * Green and amber lead with Accept. Red leads with Refuse; letting the person in anyway needs a reason written,
 * because someone let in must be on the roll-call and the register must say why. A check that names nobody (a
 * live code with no signal, a stranger's QR code) signs nobody in: it leads with Scan again, since the usual cause
 * is put right at the gate (the worker's offline code), except a forged code, which leads with Refuse.
 */
export function gateDecisionChoice(check: {
  outcome: GateOutcome;
  reason: string;
  holderName: string | null;
}): GateDecisionChoice {
  if (check.holderName === null) {
    return {
      primary: check.reason === gateCodeMessages.forged ? "refuse" : "scan-again",
      accept: "not-offered",
    };
  }
  if (check.outcome === "red") return { primary: "refuse", accept: "with-reason" };
  return { primary: "accept", accept: "offered" };
}

/** The refusal reason a check's own reason points to, chosen first on the refusal form; null when none does. */
export function suggestedRefusalReason(reason: string): GateRefusalReason | null {
  if (reason === gateCodeMessages.cardExpired) return "card-expired";
  if (reason === gateCodeMessages.forged) return "not-genuine";
  return null;
}

export const gateDecisionMessages = {
  chooseReason: encoded("gate.decisionError.chooseReason"),
  otherNeedsWords: encoded("gate.decisionError.otherNeedsWords"),
  redNeedsWords: encoded("gate.decisionError.redNeedsWords"),
  nobodyNamed: encoded("gate.decisionError.nobodyNamed"),
} as const;

/** A decision as the phone records it: what the check found and what the gate-keeper chose. */
export interface GateDecisionEntry {
  outcome: GateOutcome;
  holder_name: string | null;
  decision: GateDecision;
  refusal_reason: GateRefusalReason | null;
  note: string | null;
}

/** What is missing or not allowed in a decision, field by field: the server's check and the form's. */
export function gateDecisionIssues(entry: GateDecisionEntry): { path: string; message: string }[] {
  const hasWords = (entry.note ?? "").trim() !== "";
  if (entry.decision === "refused") {
    if (entry.refusal_reason === null)
      return [{ path: "refusal_reason", message: gateDecisionMessages.chooseReason }];
    if (entry.refusal_reason === "other" && !hasWords) {
      return [{ path: "note", message: gateDecisionMessages.otherNeedsWords }];
    }
    return [];
  }
  if (entry.holder_name === null) return [{ path: "decision", message: gateDecisionMessages.nobodyNamed }];
  if (entry.outcome === "red" && !hasWords)
    return [{ path: "note", message: gateDecisionMessages.redNeedsWords }];
  return [];
}

/** On site now: accepted and not signed out. */
export const isOnSite = (entry: { decision: GateDecision; signed_out_at: string | null }) =>
  entry.decision === "accepted" && entry.signed_out_at === null;
