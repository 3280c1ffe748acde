import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dashboardData,
  dashboardUrl,
  emptyPersonalDetails,
  jsonResponse,
  renderProfilePage,
  stubApi,
} from "../../features/profile/test-support.tsx";
import { DashboardPage } from "./dashboard.tsx";

const flags = (variant: "control" | "treatment") => ({ "new-dashboard": { enabled: true, variant } });

const fullDashboard = dashboardData({
  profile: {
    ...dashboardData().profile,
    personal_details: { ...emptyPersonalDetails, first_name: "Jack", last_name: "Smith" },
  },
  completionData: {
    personalDetails: 100,
    nextOfKin: 60,
    documents: 100,
    skillsCards: 50,
    qualifications: 0,
    bankDetails: 75,
    taxDetails: 0,
  },
  overallCompletion: 55,
  expiringSoon: [
    {
      kind: "skills_card",
      id: "c7",
      title: "CSCS Labourer (Green)",
      expiry_date: "2026-04-01",
      urgency: { status: "urgent", days_left: 20, label: "Expires in 20 days" },
    },
  ],
  lastUpdated: "2026-03-12T10:15:00.000Z",
});

const withPhoto = { ...fullDashboard, profileImage: "/api/files/photo" };

describe("DashboardPage", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows overall and per-section completion, each section linked to its page", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
    });
    renderProfilePage(<DashboardPage />, "/dashboard");

    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByText("Hello, Jack")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Profile completion" })).toHaveAttribute(
      "aria-valuenow",
      "55",
    );
    expect(screen.getByText("55%")).toBeInTheDocument();

    const nextOfKin = screen.getByRole("progressbar", { name: "Next of Kin completion" });
    expect(nextOfKin).toHaveAttribute("aria-valuenow", "60");
    expect(screen.getByText("60% complete")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skills Cards" })).toHaveAttribute("href", "/skills-cards");
    expect(screen.getByRole("link", { name: "Next: finish your next of kin" })).toHaveAttribute(
      "href",
      "/next-of-kin",
    );
    // Initials stand in for a missing photo.
    expect(screen.getByText("JS")).toBeInTheDocument();
  });

  it("lists what is expiring soon with its urgency, date and a link to the card", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
    });
    renderProfilePage(<DashboardPage />, "/dashboard");

    const panel = await screen.findByRole("region", { name: "Expiring soon" });
    expect(within(panel).getByText("Urgent · Expires in 20 days")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "CSCS Labourer (Green)" })).toHaveAttribute(
      "href",
      "/skills-cards#card-c7",
    );
    expect(within(panel).getByText("Card · Expires 1 Apr 2026")).toBeInTheDocument();
  });

  it("uses the classic layout for control and the modern one for treatment", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
      "GET /api/flags": () => jsonResponse(200, flags("treatment")),
    });
    const { container } = renderProfilePage(<DashboardPage />, "/dashboard");
    await screen.findByText("Hello, Jack");
    expect(container.querySelector("[data-layout]")).toHaveAttribute("data-layout", "modern");
  });

  it("falls back to the classic layout when the flags cannot be loaded", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
      "GET /api/flags": () => jsonResponse(403, {}),
    });
    const { container } = renderProfilePage(<DashboardPage />, "/dashboard");
    await screen.findByText("Hello, Jack");
    expect(container.querySelector("[data-layout]")).toHaveAttribute("data-layout", "classic");
  });

  it("says 'Failed to fetch dashboard data' on a server error and loads again with Try Again", async () => {
    // The api client retries a 500 twice (1 s, then 2 s) before giving up.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let healthy = false;
    stubApi({
      [`GET ${dashboardUrl}`]: () =>
        healthy ? jsonResponse(200, fullDashboard) : jsonResponse(500, { message: "boom" }),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderProfilePage(<DashboardPage />, "/dashboard");

    await vi.advanceTimersByTimeAsync(3_000);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Failed to fetch dashboard data (HTTP 500: Server error. Please try again later.)",
    );
    expect(alert).toHaveTextContent("Something went wrong on our side");
    expect(alert).toHaveTextContent("Serious");

    healthy = true;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Hello, Jack")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the photo from the profile-image call (§7)", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, withPhoto),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
      "GET /api/core-data?route=profile-image&userId=current": () =>
        jsonResponse(200, { profileImageUrl: "/api/files/photo-thumb" }),
    });
    renderProfilePage(<DashboardPage />, "/dashboard");
    expect(await screen.findByRole("img", { name: "Jack Smith" })).toHaveAttribute(
      "src",
      "/api/files/photo-thumb",
    );
  });

  it("says 'Failed to fetch profile image' when the photo cannot be fetched, and still shows the dashboard", async () => {
    stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, withPhoto),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
      "GET /api/core-data?route=profile-image&userId=current": () =>
        jsonResponse(403, {
          code: "FORBIDDEN",
          message: "Access denied. You do not have permission for this action.",
        }),
    });
    renderProfilePage(<DashboardPage />, "/dashboard");
    expect(await screen.findByText("Failed to fetch profile image")).toBeInTheDocument();
    expect(screen.getByText("Hello, Jack")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Jack Smith" })).toBeNull();
  });

  it("asks for no photo when the profile has none, and shows the initials", async () => {
    const fetchSpy = stubApi({
      [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
      "GET /api/flags": () => jsonResponse(200, flags("control")),
    });
    renderProfilePage(<DashboardPage />, "/dashboard");
    expect(await screen.findByText("JS")).toBeInTheDocument();
    expect(fetchSpy.mock.calls.map(([input]) => String(input))).not.toContain(
      "/api/core-data?route=profile-image&userId=current",
    );
  });
});
