import { draftStorageKey } from "@siteready/domain/drafts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bodySentTo,
  dashboardData,
  dashboardUrl,
  emptyPersonalDetails,
  jsonResponse,
  profileTestUser,
  renderProfilePage,
  stubApi,
} from "../../../features/profile/test-support.tsx";
import { ProfilePage } from "./profile.tsx";

const data = dashboardData({
  profile: {
    ...dashboardData().profile,
    personal_details: { ...emptyPersonalDetails, first_name: "Jack", last_name: "Smith" },
  },
  completionData: {
    personalDetails: 100,
    nextOfKin: 60,
    documents: 0,
    skillsCards: 50,
    qualifications: 0,
    bankDetails: 100,
    taxDetails: 0,
  },
  overallCompletion: 44,
});

const auditLog = {
  entries: [
    {
      id: "a1",
      field: "account_number",
      action: "reveal",
      actor_user_id: "user-1",
      ip_address: "203.0.113.5",
      created_at: "2026-03-12T14:05:00.000Z",
    },
  ],
  next_before: null,
};

function stubProfile() {
  return stubApi({
    [`GET ${dashboardUrl}`]: () => jsonResponse(200, data),
    "GET /api/profile/audit-log": () => jsonResponse(200, auditLog),
    "DELETE /api/account": () => new Response(null, { status: 204 }),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ProfilePage", () => {
  it("shows the name, overall completion and each section with a link to it", async () => {
    stubProfile();
    renderProfilePage(<ProfilePage />, "/profile");

    expect(await screen.findByText("Jack Smith")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Overall profile completion" })).toHaveAttribute(
      "aria-valuenow",
      "44",
    );
    expect(screen.getByRole("progressbar", { name: "Next of Kin completion" })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );
    expect(screen.getByRole("link", { name: /Next of Kin/ })).toHaveAttribute("href", "/next-of-kin");
    expect(screen.getByRole("link", { name: /Tax Details/ })).toHaveAttribute("href", "/tax-details");
    expect(screen.getByRole("link", { name: "Download my data" })).toHaveAttribute(
      "href",
      "/api/profile/export",
    );
  });

  it("lists who saw a sensitive value, when and from where", async () => {
    stubProfile();
    renderProfilePage(<ProfilePage />, "/profile");

    const entry = (await screen.findByText("Account number shown")).closest("li");
    expect(entry).toHaveTextContent(/12 Mar 2026, \d\d:\d\d · by you · IP 203\.0\.113\.5/);
    expect(within(entry as HTMLElement).getByText(/12 Mar 2026/)).toHaveAttribute(
      "datetime",
      "2026-03-12T14:05:00.000Z",
    );
  });

  it("deletes the account only after the exact words are typed", async () => {
    const fetchSpy = stubProfile();
    localStorage.setItem(
      draftStorageKey(profileTestUser.id, "bankDetails"),
      JSON.stringify({ data: { bank_name: "x" }, timestamp: Date.now(), formType: "bankDetails" }),
    );
    const replace = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, replace } as Location);
    const user = userEvent.setup();
    const { queryClient } = renderProfilePage(<ProfilePage />, "/profile");

    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const confirm = screen.getByRole("region", { name: "Delete your account for good?" });
    expect(within(confirm).getByRole("heading")).toHaveFocus();
    const submit = within(confirm).getByRole("button", { name: "Delete my account" });
    const phrase = within(confirm).getByLabelText("Type DELETE MY ACCOUNT to confirm");

    await user.type(phrase, "delete my account");
    expect(submit).toBeDisabled();
    await user.clear(phrase);
    await user.type(phrase, "DELETE MY ACCOUNT");
    expect(submit).toBeEnabled();
    await user.click(submit);

    // Signed out on this device and sent to the home page afresh.
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(queryClient.getQueryData(["session"])).toBeNull();
    expect(bodySentTo(fetchSpy, "DELETE", "/api/account")).toEqual({ confirm: "DELETE MY ACCOUNT" });
    expect(localStorage.getItem(draftStorageKey(profileTestUser.id, "bankDetails"))).toBeNull();
  });

  it("puts focus back on the delete button after Cancel", async () => {
    const fetchSpy = stubProfile();
    const user = userEvent.setup();
    renderProfilePage(<ProfilePage />, "/profile");

    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Delete my account" })).toHaveFocus());
    expect(fetchSpy.mock.calls.some(([input]) => String(input) === "/api/account")).toBe(false);
  });
});
