import { screen, waitFor, within } from "@testing-library/react";
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
import { overview, renewalItem, workflowView } from "../../features/renewals/test-support.tsx";
import { bodySentTo } from "../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../test-support/render.tsx";
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
      type: "cscs-labourer",
      expiry_date: "2026-04-01",
      urgency: { status: "urgent", days_left: 20, label: "Expires in 20 days" },
    },
  ],
  lastUpdated: "2026-03-12T10:15:00.000Z",
  renewFirst: [],
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
    // The card expiring in 20 days leads; finishing the profile comes after it.
    expect(screen.getByRole("link", { name: "Then finish your next of kin" })).toHaveAttribute(
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

  describe("leads with the most urgent thing and its next action", () => {
    const urgentCard = renewalItem({ id: "c7", title: "CSCS Labourer (Green)", type: "cscs-labourer" });
    const withRenewals = (url = "/dashboard") =>
      renderInApp(<DashboardPage />, {
        url,
        user: testUser,
        features: { renewals: { state: "enabled" } },
        routes: [
          { path: "/dashboard", element: <DashboardPage /> },
          { path: "/renewals", element: <p>The renewals page</p> },
        ],
      });

    it("puts a card expiring in 20 days before the profile, with Start renewal opening the renewal", async () => {
      const fetchSpy = stubApi({
        [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
        "GET /api/flags": () => jsonResponse(200, flags("control")),
        "GET /api/renewals": () => jsonResponse(200, overview([urgentCard])),
        "POST /api/renewals/workflows": () => jsonResponse(201, workflowView(["start_renewal"])),
      });
      const user = userEvent.setup();
      const { router } = withRenewals();

      const next = await screen.findByRole("region", { name: "Do this next" });
      expect(within(next).getByText("CSCS Labourer (Green)")).toBeInTheDocument();
      expect(within(next).getByText("Urgent · Expires in 20 days")).toBeInTheDocument();
      const start = await within(next).findByRole("button", {
        name: "Start renewal of CSCS Labourer (Green)",
      });
      // It comes before everything else there is to do, the profile's next section included.
      const profileNext = screen.getByRole("link", { name: "Then finish your next of kin" });
      expect(start.compareDocumentPosition(profileNext) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole("link", { name: /^Next: finish/ })).not.toBeInTheDocument();

      await user.click(start);
      await waitFor(() => expect(router.state.location.pathname).toBe("/renewals"));
      expect(router.state.location.search).toBe("?workflow=wf-1");
      expect(bodySentTo(fetchSpy, "POST", "/api/renewals/workflows")).toEqual({ card_id: "c7" });
    });

    it("continues a renewal already under way", async () => {
      stubApi({
        [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
        "GET /api/flags": () => jsonResponse(200, flags("control")),
        "GET /api/renewals": () =>
          jsonResponse(
            200,
            overview([
              { ...urgentCard, workflow: { id: "wf-9", progress: 40, next_step: "find_test_center" } },
            ]),
          ),
      });
      withRenewals();
      const next = await screen.findByRole("region", { name: "Do this next" });
      expect(
        await within(next).findByRole("link", { name: "Continue renewal — 40% of CSCS Labourer (Green)" }),
      ).toHaveAttribute("href", "/renewals?workflow=wf-9");
    });

    it("opens the card itself while renewals are locked", async () => {
      stubApi({
        [`GET ${dashboardUrl}`]: () => jsonResponse(200, fullDashboard),
        "GET /api/flags": () => jsonResponse(200, flags("control")),
      });
      renderProfilePage(<DashboardPage />, "/dashboard");
      const next = await screen.findByRole("region", { name: "Do this next" });
      expect(within(next).getByRole("link", { name: "Open the card CSCS Labourer (Green)" })).toHaveAttribute(
        "href",
        "/skills-cards#card-c7",
      );
    });

    it("leaves finishing the profile as the next thing when nothing is urgent", async () => {
      const calm = {
        ...fullDashboard,
        expiringSoon: fullDashboard.expiringSoon.map((item) => ({
          ...item,
          urgency: { status: "warning" as const, days_left: 60, label: "Expires in 60 days" },
        })),
      };
      stubApi({
        [`GET ${dashboardUrl}`]: () => jsonResponse(200, calm),
        "GET /api/flags": () => jsonResponse(200, flags("control")),
      });
      renderProfilePage(<DashboardPage />, "/dashboard");
      expect(await screen.findByRole("link", { name: "Next: finish your next of kin" })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: "Do this next" })).not.toBeInTheDocument();
    });
  });
});
