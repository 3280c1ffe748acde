import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bodySentTo,
  dashboardData,
  dashboardUrl,
  emptyBankDetails,
  jsonResponse,
  renderProfilePage,
  stubApi,
} from "../../../features/profile/test-support.tsx";
import { BankDetailsPage } from "./bank-details.tsx";

const url = "/api/profile/bank-details";

const stored = {
  account_holder_name: "Jack Smith",
  bank_name: "Northern Bank",
  account_number: "•••• 5678",
  sort_code: "••-••-56",
  has_account_number: true,
  has_sort_code: true,
  updated_at: "2026-03-12T14:05:00.000Z",
};

function stubBankDetails(current = emptyBankDetails) {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(200, current),
    [`PUT ${url}`]: () => jsonResponse(200, stored),
    [`POST ${url}/reveal`]: (init) => {
      const { field } = JSON.parse(String(init?.body)) as { field: string };
      return jsonResponse(200, { field, value: field === "sort_code" ? "12-34-56" : "12345678" });
    },
    [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    "GET /api/profile/audit-log": () => jsonResponse(200, { entries: [], next_before: null }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("BankDetailsPage", () => {
  it("shows the §5 messages for a bad sort code and account number as the user leaves each box", async () => {
    stubBankDetails();
    const user = userEvent.setup();
    renderProfilePage(<BankDetailsPage />, "/bank-details");

    expect(
      await screen.findByText("Your bank details are encrypted. Only you can see them."),
    ).toBeInTheDocument();
    const accountNumber = screen.getByLabelText("Account number");
    expect(accountNumber).toHaveAttribute("inputmode", "numeric");
    await user.type(accountNumber, "1234");
    await user.tab();
    expect(await screen.findByText("Please enter a valid 8-digit account number")).toBeInTheDocument();

    const sortCode = screen.getByLabelText("Sort code");
    expect(sortCode).toHaveAttribute("inputmode", "numeric");
    await user.type(sortCode, "12-34");
    await user.tab();
    expect(await screen.findByText("Please enter a valid sort code (e.g., 12-34-56)")).toBeInTheDocument();
  });

  it("writes a sort code as xx-xx-xx when the user leaves the box", async () => {
    stubBankDetails();
    const user = userEvent.setup();
    renderProfilePage(<BankDetailsPage />, "/bank-details");

    const sortCode = await screen.findByLabelText("Sort code");
    await user.type(sortCode, "123456");
    await user.tab();
    expect(sortCode).toHaveValue("12-34-56");
    expect(screen.queryByText("Please enter a valid sort code (e.g., 12-34-56)")).not.toBeInTheDocument();
  });

  it("shows saved numbers masked and reveals one only when asked", async () => {
    const fetchSpy = stubBankDetails(stored);
    const user = userEvent.setup();
    renderProfilePage(<BankDetailsPage />, "/bank-details");

    expect(await screen.findByText("•••• 5678")).toBeInTheDocument();
    expect(screen.getByText("••-••-56")).toBeInTheDocument();
    const show = screen.getByRole("button", { name: "Show Account number" });
    expect(show).toHaveAttribute("aria-pressed", "false");

    await user.click(show);
    expect(await screen.findByText("12345678")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "POST", `${url}/reveal`)).toEqual({ field: "account_number" });
    const hide = screen.getByRole("button", { name: "Hide Account number" });
    expect(hide).toHaveAttribute("aria-pressed", "true");

    await user.click(hide);
    expect(screen.queryByText("12345678")).not.toBeInTheDocument();
    expect(screen.getByText("•••• 5678")).toBeInTheDocument();
  });

  it("keeps the stored numbers when their boxes are left blank", async () => {
    const fetchSpy = stubBankDetails(stored);
    const user = userEvent.setup();
    renderProfilePage(<BankDetailsPage />, "/bank-details");

    const newNumber = await screen.findByLabelText("New account number");
    expect(newNumber).toHaveValue("");
    expect(newNumber).toHaveAttribute("placeholder", "Leave blank to keep •••• 5678");
    expect(screen.getByLabelText("New sort code")).toHaveAttribute(
      "placeholder",
      "Leave blank to keep ••-••-56",
    );

    const bankName = screen.getByLabelText("Bank name");
    await user.clear(bankName);
    await user.type(bankName, "Southern Bank");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "PUT", url)).toEqual({
      account_holder_name: "Jack Smith",
      bank_name: "Southern Bank",
    });
  });

  it("asks for the holder and bank, but saves without the numbers (§5: optional)", async () => {
    const fetchSpy = stubBankDetails();
    const user = userEvent.setup();
    renderProfilePage(<BankDetailsPage />, "/bank-details");

    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("Account holder name is required")).toBeInTheDocument();
    expect(screen.queryByText("Account number is required")).toBeNull();
    expect(screen.queryByText("Sort code is required")).toBeNull();
    expect(screen.getByLabelText("Account holder name")).toHaveFocus();

    await user.type(screen.getByLabelText("Account holder name"), "Sam Lee");
    await user.type(screen.getByLabelText("Bank name"), "Example Bank");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodySentTo(fetchSpy, "PUT", url)).toMatchObject({ bank_name: "Example Bank" }),
    );
  });
});
