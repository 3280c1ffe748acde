import { encoded } from "@siteready/domain/fields";
import { onlineManager } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import type { GateResult } from "./check-gate-code.ts";
import { decisionOf, recordDecision, useSendWaiting } from "./sign-in-register.ts";

const checked: GateResult = {
  outcome: "green",
  reason: encoded("gate.reason.inDate"),
  codeKind: "signed",
  checkedOnline: false,
  holderName: "Sam Price",
  holderPhoto: null,
  kind: "skills-card",
  title: "CSCS Skilled Worker (Blue)",
  type: null,
  scheme: "CSCS",
  number: "CSCS-1",
  expiryDate: "2099-01-01",
  recordId: null,
  verification: null,
  scanId: null,
  smartCheck: false,
  withdrawalList: null,
};
const companySite = {
  companyId: "5b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d11",
  siteId: "6b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d12",
};
const siteSignIns = `/api/companies/${companySite.companyId}/sites/${companySite.siteId}/gate/sign-ins`;

function Sender() {
  useSendWaiting();
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("a decision at a company's site", () => {
  it("goes to the site's own register, and one at the gate-keeper's own site to theirs", async () => {
    act(() => onlineManager.setOnline(true));
    const letIn = { decision: "accepted" as const, note: null };
    recordDecision(decisionOf(checked, "Wharf Road", new Date(), letIn, companySite));
    recordDecision(decisionOf(checked, "My own job", new Date(), letIn));
    const fetchSpy = stubApi({
      [`POST ${siteSignIns}`]: () => jsonResponse(200, { saved: 1 }),
      "POST /api/gate/sign-ins": () => jsonResponse(200, { saved: 1 }),
    });
    renderAt(<Sender />, "/gate");

    await waitFor(() => expect(bodySentTo(fetchSpy, "POST", "/api/gate/sign-ins")).toBeDefined());
    const toSite = bodySentTo(fetchSpy, "POST", siteSignIns) as { sign_ins: Record<string, unknown>[] };
    expect(toSite.sign_ins).toHaveLength(1);
    expect(toSite.sign_ins[0]).toMatchObject({ site: "Wharf Road", holder_name: "Sam Price" });
    // Which company's site it was is the address, never part of the entry.
    expect(toSite.sign_ins[0]).not.toHaveProperty("company_site");
    const own = bodySentTo(fetchSpy, "POST", "/api/gate/sign-ins") as { sign_ins: { site: string }[] };
    expect(own.sign_ins.map((entry) => entry.site)).toEqual(["My own job"]);
    await waitFor(() => expect(localStorage.getItem("gateRegisterQueue") ?? "[]").toBe("[]"));
  });
});
