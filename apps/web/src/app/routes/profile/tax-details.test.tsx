import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bodySentTo,
  dashboardData,
  dashboardUrl,
  emptyTaxDetails,
  jsonResponse,
  renderProfilePage,
  stubApi,
} from "../../../features/profile/test-support.tsx";
import { TaxDetailsPage } from "./tax-details.tsx";

const url = "/api/profile/tax-details";

const storedSelfEmployed = {
  ...emptyTaxDetails,
  employment_type: "self_employed" as const,
  ni_number: "•••• 456C",
  personal_utr: "•••• 7890",
  cis_status: "registered_20" as const,
  has_ni_number: true,
  has_personal_utr: true,
  updated_at: "2026-03-12T14:05:00.000Z",
};

function stubTaxDetails(current = emptyTaxDetails) {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(200, current),
    [`PUT ${url}`]: () => jsonResponse(200, storedSelfEmployed),
    [`POST ${url}/reveal`]: () => jsonResponse(200, { field: "ni_number", value: "AB 123456 C" }),
    [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    "GET /api/profile/audit-log": () => jsonResponse(200, { entries: [], next_before: null }),
  });
}

const textBoxNames = () => screen.queryAllByRole("textbox").map((box) => box.getAttribute("name"));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("TaxDetailsPage", () => {
  it("shows only the fields the chosen employment type needs", async () => {
    stubTaxDetails();
    const user = userEvent.setup();
    renderProfilePage(<TaxDetailsPage />, "/tax-details");

    await screen.findByRole("group", { name: "Employment type" });
    expect(textBoxNames()).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Employee (PAYE)" }));
    expect(textBoxNames()).toEqual(["ni_number", "tax_code", "employer_paye_ref"]);
    expect(screen.queryByLabelText("CIS status")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Self-employed" }));
    expect(textBoxNames()).toEqual(["ni_number", "personal_utr"]);
    expect(screen.getByLabelText("CIS status")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Limited company" }));
    expect(textBoxNames()).toEqual(["company_utr", "company_reg_number"]);
  });

  it("shows the §5 message for a bad NI number as the user leaves the box", async () => {
    stubTaxDetails();
    const user = userEvent.setup();
    renderProfilePage(<TaxDetailsPage />, "/tax-details");

    await user.click(await screen.findByRole("radio", { name: "Employee (PAYE)" }));
    await user.type(screen.getByLabelText("National Insurance number"), "AB12");
    await user.tab();
    expect(
      await screen.findByText("Please enter a valid National Insurance number (e.g., AB123456C)"),
    ).toBeInTheDocument();
  });

  it("asks for an employment type first", async () => {
    stubTaxDetails();
    const user = userEvent.setup();
    renderProfilePage(<TaxDetailsPage />, "/tax-details");

    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Employment type is required")).toBeInTheDocument();
  });

  it("reveals a masked NI number and keeps stored numbers left blank", async () => {
    const fetchSpy = stubTaxDetails(storedSelfEmployed);
    const user = userEvent.setup();
    renderProfilePage(<TaxDetailsPage />, "/tax-details");

    expect(await screen.findByText("•••• 456C")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Self-employed" })).toBeChecked();
    expect(screen.getByLabelText("New National Insurance number")).toHaveAttribute(
      "placeholder",
      "Leave blank to keep •••• 456C",
    );

    await user.click(screen.getByRole("button", { name: "Show National Insurance number" }));
    expect(await screen.findByText("AB 123456 C")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "POST", `${url}/reveal`)).toEqual({ field: "ni_number" });

    await user.selectOptions(screen.getByLabelText("CIS status"), "gross_0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "PUT", url)).toEqual({
      employment_type: "self_employed",
      cis_status: "gross_0",
    });
  });
});
