import type { CompanySummary } from "@siteready/domain/companies";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { CompanyPlan, type CompanyPlanActions } from "./company-plan.tsx";

const company: CompanySummary = {
  id: "5b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d11",
  name: "Acme Build",
  companies_house_number: null,
  address: { line1: "1 Wharf Road", line2: null, town: "Leeds", postcode: "LS1 4AP" },
  my_role: "owner",
  plan: "free",
  crew_count: 10,
  free_crew_limit: 10,
  created_at: "2026-12-01T09:00:00.000Z",
};

const actions = (overrides: Partial<CompanyPlanActions> = {}): CompanyPlanActions => ({
  cardPayments: true,
  choose: vi.fn(),
  manage: vi.fn(),
  pending: false,
  error: null,
  ...overrides,
});

describe("a company's plan, as its owner sees it", () => {
  it("on the free plan says where the company stands and offers the company plan at its price", async () => {
    await showLanguage("en");
    const planActions = actions();
    render(<CompanyPlan company={company} actions={planActions} />);
    expect(
      await screen.findByText(/covers up to 10 crew members; this company has 10\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Choose the company plan (£29.00 a month)" }));
    expect(planActions.choose).toHaveBeenCalledOnce();
  });

  it("on the company plan offers Stripe's portal to manage or cancel it", async () => {
    const planActions = actions();
    render(<CompanyPlan company={{ ...company, plan: "paid" }} actions={planActions} />);
    await userEvent.click(await screen.findByRole("button", { name: "Manage the company plan" }));
    expect(planActions.manage).toHaveBeenCalledOnce();
  });

  it("says plainly when card payment is not set up, with no button that cannot work", async () => {
    render(<CompanyPlan company={company} actions={actions({ cardPayments: false })} />);
    expect(await screen.findByText(/Card payment is not set up on this server/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("in Polish, prices the plan as Polish writes pounds", async () => {
    await showLanguage("pl");
    render(<CompanyPlan company={company} actions={actions()} />);
    expect(
      await screen.findByRole("button", { name: /^Wybierz plan dla firm \(29,00\s£ miesięcznie\)$/ }),
    ).toBeInTheDocument();
  });
});
