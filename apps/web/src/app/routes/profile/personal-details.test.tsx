import { DRAFT_AUTOSAVE_MS, draftStorageKey } from "@siteready/domain/drafts";
import { act, screen, waitFor, within } from "@testing-library/react";
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
import { PersonalDetailsPage } from "./personal-details.tsx";

const url = "/api/profile/personal-details";

const saved = {
  ...emptyPersonalDetails,
  first_name: "Jack",
  last_name: "Smith",
  email: "jack.smith@example.com",
  phone: "+447700900123",
  address_line1: "1 High Street",
  city: "Leeds",
  postcode: "LS1 4AP",
  country: "United Kingdom",
  updated_at: "2026-03-12T14:05:00.000Z",
};

function stubPersonalDetails(current = emptyPersonalDetails) {
  return stubApi({
    [`GET ${url}`]: () => jsonResponse(200, current),
    [`PUT ${url}`]: () => jsonResponse(200, saved),
    [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("PersonalDetailsPage", () => {
  it("shows the §5 messages for a bad postcode and phone number as the user leaves each box", async () => {
    stubPersonalDetails();
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    const postcode = await screen.findByLabelText("Postcode");
    await user.type(postcode, "NOT A POSTCODE");
    await user.tab();
    expect(await screen.findByText("Please enter a valid UK postcode")).toBeInTheDocument();
    expect(postcode).toHaveAttribute("aria-invalid", "true");
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining("Please enter a valid UK postcode"));

    const phone = screen.getByLabelText("Phone number");
    await user.type(phone, "0123");
    await user.tab();
    expect(
      await screen.findByText(
        "Please enter a valid phone number. UK mobile numbers start 07 and have 11 digits; landlines start 01, 02 or 03.",
      ),
    ).toBeInTheDocument();
  });

  it("gives phones the right keyboards and formats values for display", async () => {
    stubPersonalDetails(saved);
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    const phone = await screen.findByLabelText("Phone number");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveValue("+44 7700 900123");
    expect(screen.getByLabelText("Email")).toHaveAttribute("inputmode", "email");
    expect(screen.getByLabelText("Postcode")).toHaveAttribute("autocapitalize", "characters");
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("type", "date");
    // A photo of the worker: the camera opens facing them, or one comes from the gallery.
    const photo = screen.getByRole("group", { name: "Profile photo" });
    expect(within(photo).getByLabelText("Take a photo")).toHaveAttribute("capture", "user");
    expect(within(photo).getByLabelText("Choose from gallery")).not.toHaveAttribute("capture");
  });

  it("formats a valid postcode as the user leaves the box", async () => {
    stubPersonalDetails();
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    const postcode = await screen.findByLabelText("Postcode");
    await user.type(postcode, "ls14ap");
    await user.tab();
    expect(postcode).toHaveValue("LS1 4AP");
    expect(screen.queryByText("Please enter a valid UK postcode")).not.toBeInTheDocument();
  });

  it("focuses the first wrong field on Save", async () => {
    stubPersonalDetails();
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    await user.clear(await screen.findByLabelText("First name"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveFocus();
  });

  it("saves with PUT, says Saved and removes the draft", async () => {
    const fetchSpy = stubPersonalDetails({ ...saved, city: "York" });
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    const city = await screen.findByLabelText("Town or city");
    await user.clear(city);
    await user.type(city, "Leeds");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(bodySentTo(fetchSpy, "PUT", url)).toEqual({
      first_name: "Jack",
      last_name: "Smith",
      email: "jack.smith@example.com",
      phone: "+447700900123",
      address_line1: "1 High Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      country: "United Kingdom",
    });
    expect(localStorage.getItem(draftStorageKey(profileTestUser.id, "personalDetails"))).toBeNull();
  });

  it("shows the server's field messages under the fields", async () => {
    stubApi({
      [`GET ${url}`]: () => jsonResponse(200, saved),
      [`PUT ${url}`]: () =>
        jsonResponse(400, {
          code: "VALIDATION_FAILED",
          category: "validation",
          severity: "low",
          message: "Invalid request data",
          errorId: "err-1",
          fieldErrors: { email: ["Please enter a valid email address"] },
          fieldErrorRefs: { email: [{ key: "validation.email" }] },
        }),
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, dashboardData()),
    });
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    await screen.findByLabelText("Email");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  });

  it("keeps a draft every 30 seconds and offers it back on the next visit", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPersonalDetails();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const first = renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    await user.type(await screen.findByLabelText("Town or city"), "Leeds");
    expect(localStorage.getItem(draftStorageKey(profileTestUser.id, "personalDetails"))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_AUTOSAVE_MS));
    const stored = JSON.parse(
      localStorage.getItem(draftStorageKey(profileTestUser.id, "personalDetails")) ?? "null",
    );
    expect(stored).toMatchObject({
      formType: "personalDetails",
      data: { city: "Leeds", first_name: "Jack" },
    });
    first.unmount();

    renderProfilePage(<PersonalDetailsPage />, "/personal-details");
    const banner = await screen.findByText(/You have unsaved changes from .+\. Restore them\?/);
    expect(banner.closest("[role=status]")).not.toBeNull();
    expect(screen.getByLabelText("Town or city")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(screen.getByLabelText("Town or city")).toHaveValue("Leeds");
    expect(screen.queryByRole("button", { name: "Restore" })).not.toBeInTheDocument();
  });

  it("forgets the draft when the user discards it", async () => {
    localStorage.setItem(
      draftStorageKey(profileTestUser.id, "personalDetails"),
      JSON.stringify({
        data: { city: "Leeds", first_name: "Jack" },
        timestamp: Date.now(),
        formType: "personalDetails",
      }),
    );
    stubPersonalDetails();
    const user = userEvent.setup();
    renderProfilePage(<PersonalDetailsPage />, "/personal-details");

    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(localStorage.getItem(draftStorageKey(profileTestUser.id, "personalDetails"))).toBeNull();
    expect(screen.getByLabelText("Town or city")).toHaveValue("");
  });
});
