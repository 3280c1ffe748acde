import type { CrewBoard, CrewRole, Site } from "@siteready/domain/companies";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, callsOf, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../test-support/render.tsx";
import { CompaniesPage } from "./companies.tsx";
import { CrewInvitePage } from "./crew-invite.tsx";

const companyId = "00000000-0000-4000-8000-000000000001";
const siteId = "00000000-0000-4000-8000-000000000002";
const roleId = "00000000-0000-4000-8000-000000000003";
const companyUrl = `/api/companies/${companyId}`;
const siteUrl = `${companyUrl}/sites/${siteId}`;

const company = {
  id: companyId,
  name: "Ridge Civils Ltd",
  companies_house_number: "01234567",
  address: { line1: "1 Yard Lane", line2: null, town: "Leeds", postcode: "LS1 1AA" },
  my_role: "owner",
  plan: "free",
  crew_count: 2,
  free_crew_limit: 10,
  created_at: "2026-12-01T09:00:00.000Z",
};
const site: Site = {
  id: siteId,
  company_id: companyId,
  name: "Riverside Plot 4",
  postcode: "LS2 7EW",
  starts_on: "2026-12-01",
  ends_on: null,
  gate_policy: "block",
  crew_count: 2,
};
const plantOperator: CrewRole = {
  id: roleId,
  name: "Plant operator",
  cards: [
    { card_type_id: "cscs-skilled-worker", category_code: null },
    { card_type_id: "cpcs-competent-operator", category_code: "A58 Excavator 360° below 10 tonnes" },
  ],
  documents: [],
  amber_days: 30,
  overridden: false,
};
const row = (
  name: string,
  status: CrewBoard["rows"][number]["status"],
  reasons: CrewBoard["rows"][number]["reasons"],
) => ({
  id: `00000000-0000-4000-8000-00000000001${name.length % 10}`,
  name,
  role_id: roleId,
  role_name: "Plant operator",
  status,
  reasons,
  next_expiry: status === "red" ? "2026-12-05" : null,
  has_photo: true,
  joined_at: "2026-12-02T09:00:00.000Z",
  left_at: null,
});
const board: CrewBoard = {
  site,
  rows: [
    row("Sam Price", "red", [
      { key: "companies.reason.expired", values: { item: "CSCS Skilled Worker (Blue)" } },
    ]),
    row("Ana Pop", "declined", []),
  ],
  page: 1,
  page_size: 50,
  total: 2,
  counts: { green: 0, amber: 0, red: 1, invited: 0, declined: 1, left: 0 },
  unacknowledged_changes: 1,
};
const change = {
  id: "00000000-0000-4000-8000-000000000020",
  kind: "expired",
  text: {
    key: "companies.change.expired",
    values: { name: "Sam Price", item: "CSCS Skilled Worker (Blue)" },
  },
  crew_member_id: null,
  happened_at: "2026-12-06T08:00:00.000Z",
  acknowledged: false,
};

function stubSite() {
  return stubApi({
    "GET /api/companies": () => jsonResponse(200, { companies: [company] }),
    [`GET ${companyUrl}/sites`]: () => jsonResponse(200, { sites: [site] }),
    [`GET ${siteUrl}/board`]: () => jsonResponse(200, board),
    [`GET ${siteUrl}/crew-roles`]: () => jsonResponse(200, { roles: [plantOperator] }),
    [`GET ${siteUrl}/changes`]: () => jsonResponse(200, { changes: [change] }),
    [`POST ${siteUrl}/changes/acknowledge`]: () => jsonResponse(200, { acknowledged: 1 }),
  });
}

describe("CompaniesPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a site's crew board with each worker's status and reasons in words, the counts and the change feed", async () => {
    const api = stubSite();
    renderInApp(<CompaniesPage />, { url: `/companies?company=${companyId}&site=${siteId}`, user: testUser });

    expect(await screen.findByRole("heading", { level: 1, name: "Riverside Plot 4" })).toBeInTheDocument();
    expect(screen.getByText("Block at the gate")).toBeInTheDocument();
    const crew = await screen.findByRole("list", { name: "Crew" });
    const sam = within(crew).getByRole("heading", { name: "Sam Price" }).closest("li") as HTMLElement;
    expect(within(sam).getByText("Not ready")).toBeInTheDocument();
    expect(within(sam).getByText("CSCS Skilled Worker (Blue) has expired")).toBeInTheDocument();
    expect(within(crew).getByText("Declined")).toBeInTheDocument();
    expect(screen.getByText("2 people shown")).toBeInTheDocument();
    expect(screen.getByTestId("count-red")).toHaveTextContent("1");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      `${siteUrl}/board.csv`,
    );

    const feed = await screen.findByRole("list", { name: "Changes, newest first" });
    expect(within(feed).getByText("Sam Price's CSCS Skilled Worker (Blue) has expired")).toBeInTheDocument();
    await userEvent.click(within(feed).getByRole("button", { name: /Mark as seen/ }));
    await waitFor(() =>
      expect(bodySentTo(api, "POST", `${siteUrl}/changes/acknowledge`)).toEqual({ ids: [change.id] }),
    );
  });

  it("filters the board by status through the URL, and asks the server for that status", async () => {
    const api = stubSite();
    renderInApp(<CompaniesPage />, { url: `/companies?company=${companyId}&site=${siteId}`, user: testUser });
    const counts = await screen.findByRole("navigation", { name: "Show by status" });
    await userEvent.click(within(counts).getByRole("link", { name: /Not ready/ }));
    await waitFor(() =>
      expect(callsOf(api).map(({ call }) => call)).toContain(`GET ${siteUrl}/board?status=red`),
    );
  });

  it("sets a site's own requirements for a role, sending the requirements without the company's role name", async () => {
    const overrideUrl = `${siteUrl}/crew-roles/${roleId}`;
    const api = stubApi({
      "GET /api/companies": () => jsonResponse(200, { companies: [company] }),
      [`GET ${companyUrl}/sites`]: () => jsonResponse(200, { sites: [site] }),
      [`GET ${siteUrl}/board`]: () => jsonResponse(200, board),
      [`GET ${siteUrl}/crew-roles`]: () => jsonResponse(200, { roles: [plantOperator] }),
      [`GET ${siteUrl}/changes`]: () => jsonResponse(200, { changes: [] }),
      [`PUT ${overrideUrl}`]: () => jsonResponse(200, { ...plantOperator, amber_days: 14, overridden: true }),
    });
    renderInApp(<CompaniesPage />, { url: `/companies?company=${companyId}&site=${siteId}`, user: testUser });
    await userEvent.click(await screen.findByRole("button", { name: "Set for this site: Plant operator" }));
    const amber = screen.getByLabelText("Days before an expiry that show amber");
    await userEvent.clear(amber);
    await userEvent.type(amber, "14");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(bodySentTo(api, "PUT", overrideUrl)).toEqual({
        cards: plantOperator.cards,
        documents: [],
        amber_days: 14,
      }),
    );
  });

  it("adds a crew role with a CPCS card's A58 category and the amber days, as the contract takes it", async () => {
    const api = stubApi({
      "GET /api/companies": () => jsonResponse(200, { companies: [company] }),
      [`GET ${companyUrl}/sites`]: () => jsonResponse(200, { sites: [] }),
      [`GET ${companyUrl}/crew-roles`]: () => jsonResponse(200, { roles: [] }),
      [`GET ${companyUrl}/members`]: () => jsonResponse(200, { members: [], invites: [] }),
      [`POST ${companyUrl}/crew-roles`]: () => jsonResponse(201, plantOperator),
    });
    renderInApp(<CompaniesPage />, { url: `/companies?company=${companyId}`, user: testUser });
    await userEvent.click(await screen.findByRole("button", { name: "Add a role" }));
    await userEvent.type(screen.getByLabelText("Role or job title"), "Plant operator");
    const cards = screen.getByRole("combobox", { name: "Cards needed" });
    await userEvent.type(cards, "CPCS Competent");
    await userEvent.click(await screen.findByRole("option", { name: /CPCS Competent Operator/ }));
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Category of CPCS Competent Operator/),
      "A58 Excavator 360° below 10 tonnes",
    );
    const amber = screen.getByLabelText("Days before an expiry that show amber");
    await userEvent.clear(amber);
    await userEvent.type(amber, "45");
    await userEvent.click(screen.getByRole("button", { name: "Add a role" }));
    await waitFor(() =>
      expect(bodySentTo(api, "POST", `${companyUrl}/crew-roles`)).toEqual({
        name: "Plant operator",
        cards: [
          { card_type_id: "cpcs-competent-operator", category_code: "A58 Excavator 360° below 10 tonnes" },
        ],
        documents: [],
        amber_days: 45,
      }),
    );
  });
});

describe("CompaniesPage, the worker's crews", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the company's looks, and leaves a crew only once asked to confirm", async () => {
    const crewId = "00000000-0000-4000-8000-000000000040";
    const crew = {
      id: crewId,
      company_name: "Ridge Civils Ltd",
      site_name: "Riverside Plot 4",
      role_name: "Plant operator",
      state: "joined",
      joined_at: "2026-12-02T09:00:00.000Z",
      left_at: null,
      views: [
        {
          id: "00000000-0000-4000-8000-000000000041",
          viewed_at: "2026-12-03T10:15:00.000Z",
          viewer_name: "Morag Reid",
          viewer_company: "Ridge Civils Ltd",
        },
      ],
    };
    const api = stubApi({
      "GET /api/my-crews": () => jsonResponse(200, { crews: [crew], pending_invites: [] }),
      "GET /api/companies": () => jsonResponse(200, { companies: [] }),
      "GET /api/colleague-invites": () => jsonResponse(200, { invites: [] }),
      [`POST /api/my-crews/${crewId}/leave`]: () =>
        jsonResponse(200, { ...crew, state: "left", left_at: "2026-12-04T08:00:00.000Z" }),
    });
    renderInApp(<CompaniesPage />, { url: "/companies", user: testUser });
    const crews = await screen.findByRole("list", { name: "Your crews" });
    await userEvent.click(within(crews).getByText("The company looked 1 time"));
    expect(within(crews).getByRole("list", { name: "Looks by Ridge Civils Ltd" })).toHaveTextContent(
      "Morag Reid, Ridge Civils Ltd",
    );
    await userEvent.click(within(crews).getByRole("button", { name: "Leave the crew of Ridge Civils Ltd" }));
    expect(callsOf(api).map(({ call }) => call)).not.toContain(`POST /api/my-crews/${crewId}/leave`);
    expect(
      screen.getByText("Leave the crew of Ridge Civils Ltd? The company stops seeing your records at once."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() =>
      expect(callsOf(api).map(({ call }) => call)).toContain(`POST /api/my-crews/${crewId}/leave`),
    );
  });
});

describe("CrewInvitePage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows exactly what the company will see before the worker accepts, and sends the link's token", async () => {
    const token = "t".repeat(40);
    const api = stubApi({
      "POST /api/crew-invites/preview": () =>
        jsonResponse(200, {
          invite_id: "00000000-0000-4000-8000-000000000030",
          company_name: "Ridge Civils Ltd",
          companies_house_number: null,
          site_name: "Riverside Plot 4",
          site_postcode: "LS2 7EW",
          role_name: "Plant operator",
          expires_at: "2026-12-20T09:00:00.000Z",
          sees: {
            name: "Jamie O'Brien",
            photo: true,
            items: [
              {
                kind: "card",
                requirement: "cscs-skilled-worker",
                label: { key: "companies.document.rightToWork" },
                category_code: null,
                my_record: null,
              },
            ],
          },
          never_sees: [{ key: "companies.consent.neverPrivate" }],
          unavailable: null,
        }),
      "POST /api/crew-invites/accept": () => jsonResponse(200, {}),
      "GET /api/my-crews": () => jsonResponse(200, { crews: [], pending_invites: [] }),
    });
    renderInApp(<CrewInvitePage />, { url: `/crew-invite#${token}`, path: "/crew-invite", user: testUser });
    const sees = await screen.findByRole("list", { name: "What the company will see" });
    expect(within(sees).getByText("Your name: Jamie O'Brien")).toBeInTheDocument();
    expect(within(sees).getByText(/you have none yet/)).toBeInTheDocument();
    expect(screen.getByText("Your bank details, NI number and UTR")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Accept and join the crew" }));
    expect(
      await screen.findByText("You are in the crew of Ridge Civils Ltd at Riverside Plot 4."),
    ).toBeInTheDocument();
    expect(bodySentTo(api, "POST", "/api/crew-invites/accept")).toEqual({ token });
  });
});
