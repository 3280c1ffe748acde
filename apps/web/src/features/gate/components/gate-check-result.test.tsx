import { encoded } from "@siteready/domain/fields";
import { encodeMessageRef } from "@siteready/domain/i18n";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { renderAt } from "../../../test-support/render.tsx";
import type { GateResult } from "../api/check-gate-code.ts";
import { GateCheckResult } from "./gate-check-result.tsx";

const amber: GateResult = {
  outcome: "amber",
  reason: encoded("gate.reason.expiresIn", { days: 12 }),
  codeKind: "signed",
  checkedOnline: false,
  holderName: "Łukasz Nowak",
  holderPhoto: null,
  kind: "skills-card",
  title: "CSCS Labourer (Green)",
  type: null,
  scheme: "CSCS",
  number: "CSCS-1234",
  expiryDate: "2026-12-19",
  recordId: null,
  verification: null,
  scanId: null,
  smartCheck: false,
  withdrawalList: null,
};

describe("a gate check's answer in the gate-keeper's language", () => {
  it("words the check's reason by its key, with its number counted in Polish", async () => {
    await showLanguage("pl");
    renderAt(<GateCheckResult result={amber} />, "/verify");
    expect(await screen.findByText("Ważna, ale traci ważność za 12 dni.")).toBeInTheDocument();
  });

  it("words the server's refusal by the key it answered with", async () => {
    await showLanguage("pl");
    const refused: GateResult = {
      ...amber,
      outcome: "red",
      reason: encodeMessageRef({ key: "gate.reason.revoked" }),
      holderName: null,
    };
    renderAt(<GateCheckResult result={refused} />, "/verify");
    expect(
      await screen.findByText((text) => text.startsWith("Ta karta nie jest już pokazywana")),
    ).toBeInTheDocument();
  });

  it("says, checked on the phone, how old its list of withdrawn cards is, and cannot confirm without one", async () => {
    await showLanguage("en");
    const twoHoursAgo = Date.now() - 2 * 3_600_000 - 60_000;
    renderAt(
      <GateCheckResult result={{ ...amber, withdrawalList: { state: "current", issuedAt: twoHoursAgo } }} />,
      "/verify",
    );
    expect(await screen.findByText("List of withdrawn cards updated 2 hours ago.")).toBeInTheDocument();
  });

  it("heads an amber check for a list out of date as not confirmed, in Romanian", async () => {
    await showLanguage("ro");
    const stale: GateResult = {
      ...amber,
      reason: encoded("gate.reason.withdrawnListOutOfDate"),
      withdrawalList: { state: "out-of-date", issuedAt: Date.now() - 30 * 3_600_000 },
    };
    renderAt(<GateCheckResult result={stale} />, "/verify");
    expect(await screen.findByRole("heading", { name: "Nu se poate confirma" })).toBeInTheDocument();
    expect(await screen.findByText("Lista de carduri retrase actualizată acum 1 zi.")).toBeInTheDocument();
  });
});
