import { DRAFT_AUTOSAVE_MS, draftStorageKey } from "@siteready/domain/drafts";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bodySentTo,
  dashboardData,
  dashboardUrl,
  emptyNextOfKin,
  jsonResponse,
  profileTestUser,
  renderProfilePage,
  stubApi,
} from "../../../features/profile/test-support.tsx";
import { NextOfKinPage } from "./next-of-kin.tsx";

const url = "/api/profile/next-of-kin";

const saved = {
  first_name: "Mary",
  last_name: "Smith",
  relationship: "Mother",
  mobile_number: "+447700900456",
  email: null,
  updated_at: "2026-03-12T14:05:00.000Z",
};

function stubNextOfKin() {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(200, emptyNextOfKin),
    [`PUT ${url}`]: () => jsonResponse(200, saved),
    [`GET ${dashboardUrl}`]: () =>
      jsonResponse(
        200,
        dashboardData({ completionData: { ...dashboardData().completionData, nextOfKin: 80 } }),
      ),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("NextOfKinPage", () => {
  it("saves the contact and shows the section's completion", async () => {
    const fetchSpy = stubNextOfKin();
    const user = userEvent.setup();
    renderProfilePage(<NextOfKinPage />, "/next-of-kin");

    expect(await screen.findByRole("progressbar", { name: "Next of Kin completion" })).toHaveAttribute(
      "aria-valuenow",
      "80",
    );
    await user.type(screen.getByLabelText("First name"), "Mary");
    await user.type(screen.getByLabelText("Last name"), "Smith");
    await user.type(screen.getByLabelText("Relationship"), "Mother");
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile).toHaveAttribute("inputmode", "tel");
    await user.type(mobile, "07700900456");
    await user.tab();
    expect(mobile).toHaveValue("+44 7700 900456");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "PUT", url)).toEqual({
      first_name: "Mary",
      last_name: "Smith",
      relationship: "Mother",
      mobile_number: "+447700900456",
    });
  });

  it("keeps a draft from the first name alone", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubNextOfKin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProfilePage(<NextOfKinPage />, "/next-of-kin");

    await user.type(await screen.findByLabelText("First name"), "Mary");
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_AUTOSAVE_MS));
    expect(
      JSON.parse(localStorage.getItem(draftStorageKey(profileTestUser.id, "nextOfKin")) ?? "null")?.data,
    ).toMatchObject({
      first_name: "Mary",
    });
  });
});
