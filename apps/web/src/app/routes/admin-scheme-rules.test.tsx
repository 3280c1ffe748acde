import { defaultSchemeRules, type SchemeRule, type SchemeRuleEntry } from "@siteready/domain/scheme-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, callsOf, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../test-support/render.tsx";
import { AdminSchemeRulesPage } from "./admin-scheme-rules.tsx";

const admin = { ...testUser, id: "admin-1", email: "boss@example.com", role: "admin" as const };
const skilledWorker = defaultSchemeRules.find(
  (rule) => rule.cardType === "cscs-skilled-worker",
) as SchemeRule;
const manager = defaultSchemeRules.find((rule) => rule.cardType === "cscs-manager") as SchemeRule;

const entries: SchemeRuleEntry[] = [
  {
    cardType: "cscs-skilled-worker",
    rule: { ...skilledWorker, window: { monthsBefore: 3, monthsAfter: 2 } },
    shipped: skilledWorker,
    edit: { byEmail: "boss@example.com", at: "2026-12-07T10:00:00.000Z", note: "CSCS shortened it" },
  },
  { cardType: "cscs-manager", rule: manager, shipped: manager, edit: null },
];

afterEach(() => {
  vi.restoreAllMocks();
});

function open(url = "/admin/scheme-rules") {
  const api = stubApi({
    "GET /api/admin/scheme-rules": () => jsonResponse(200, entries),
    "PUT /api/admin/scheme-rules/cscs-skilled-worker": () => jsonResponse(200, entries[0]),
    "DELETE /api/admin/scheme-rules/cscs-skilled-worker": () => jsonResponse(204, null),
  });
  renderInApp(<AdminSchemeRulesPage />, { url, user: admin });
  return api;
}

describe("Admin → Renewal rules", () => {
  it("lists each card type's rule in a few words, with who edited it and when", async () => {
    open();
    const edited = (await screen.findByRole("heading", { name: "CSCS Skilled Worker (Blue)" })).closest("li");
    expect(edited).toHaveTextContent("Renewed from 3 months before expiry to 2 months after");
    expect(edited).toHaveTextContent("Edited by boss@example.com on 7 Dec 2026");
    expect(edited).toHaveTextContent("Why: CSCS shortened it");
    const shipped = screen
      .getByRole("heading", { name: "CSCS Manager (Black)" })
      .closest("li") as HTMLElement;
    expect(within(shipped).getByText("Shipped rule")).toBeInTheDocument();
    expect(
      within(shipped).getByRole("link", { name: "Edit the rule for CSCS Manager (Black)" }),
    ).toHaveAttribute("href", "/admin/scheme-rules?card=cscs-manager");
  });

  it("checks the rule with the shared schema before sending it, and sends the whole rule with the reason", async () => {
    const user = userEvent.setup();
    const api = open("/admin/scheme-rules?card=cscs-skilled-worker");
    await screen.findByRole("heading", { name: "Edit the rule: CSCS Skilled Worker (Blue)" });

    const closes = screen.getByLabelText("Window closes (months after expiry)");
    await user.clear(closes);
    await user.type(closes, "-4");
    await user.tab();
    expect(closes).toHaveAccessibleDescription(
      /The renewal window ends before it starts: its close must come after its opening/,
    );
    await user.click(screen.getByRole("button", { name: "Save the rule" }));
    expect(await screen.findByText("Say why the rule changed")).toBeInTheDocument();
    expect(callsOf(api).filter(({ call }) => call.startsWith("PUT"))).toEqual([]);

    await user.clear(closes);
    await user.type(closes, "6");
    await user.click(screen.getByRole("button", { name: "Add a prerequisite" }));
    const second = screen.getByRole("group", { name: "Prerequisite 2" });
    const kind = within(second).getByLabelText("Kind");
    await user.selectOptions(kind, "first_aid");
    expect(kind).toHaveFocus();
    const within2 = within(second).getByLabelText("Within the last (years)");
    await user.clear(within2);
    await user.type(within2, "3");
    expect(second).toHaveTextContent("Hold a first aid certificate from the last 3 years");
    await user.type(screen.getByLabelText("Why it changed"), "CSCS page changed");
    await user.click(screen.getByRole("button", { name: "Save the rule" }));

    await waitFor(() =>
      expect(bodySentTo(api, "PUT", "/api/admin/scheme-rules/cscs-skilled-worker")).toEqual({
        rule: {
          ...skilledWorker,
          window: { monthsBefore: 3, monthsAfter: 6 },
          prerequisites: [...skilledWorker.prerequisites, { kind: "first_aid", withinYears: 3 }],
        },
        note: "CSCS page changed",
      }),
    );
  });

  it("puts the shipped rule back only once asked and confirmed", async () => {
    const user = userEvent.setup();
    const api = open("/admin/scheme-rules?card=cscs-skilled-worker");
    await user.click(await screen.findByRole("button", { name: "Reset to the shipped rule" }));
    const question = screen.getByRole("group", {
      name: /Put CSCS Skilled Worker \(Blue\) back to the shipped rule\?/,
    });
    expect(callsOf(api).some(({ call }) => call.startsWith("DELETE"))).toBe(false);
    await user.click(within(question).getByRole("button", { name: "Reset" }));
    await waitFor(() =>
      expect(callsOf(api).map(({ call }) => call)).toContain(
        "DELETE /api/admin/scheme-rules/cscs-skilled-worker",
      ),
    );
  });
});
