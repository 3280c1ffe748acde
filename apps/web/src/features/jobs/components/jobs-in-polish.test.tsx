import type {
  JobDetail,
  JobSearchResult,
  JobView,
  MyApplicationView,
  MyJobView,
} from "@siteready/domain/jobs";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { JobsBoard } from "./jobs-board.tsx";

const job: JobView = {
  id: "job-1",
  title: "Excavator driver",
  trade: "Plant Operator",
  description: "360 excavator work on a housing site.",
  site_postcode: "M1 1AE",
  town: "Manchester",
  rate_type: "day_rate",
  rate: 180,
  rate_pence: 18_000,
  rate_label: "£180 a day",
  start_date: "2026-03-12",
  duration: "6 weeks",
  contact_preference: "in_app",
  status: "open",
  required_card_types: ["cpcs-competent-operator", "ipaf-3a-3b"],
  card_match: [
    {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      status: "held",
      expiry_date: null,
    },
    { card_type: "ipaf-3a-3b", name: "IPAF 3a 3b", status: "missing", expiry_date: null },
  ],
  holds_all: false,
  poster_first_name: "Dave",
  is_mine: false,
  distance_miles: 3.2,
  location_known: true,
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T09:00:00.000Z",
};

const found: JobSearchResult = {
  jobs: [job],
  page: 1,
  page_size: 20,
  has_more: false,
  near: { place: "M1 1AE", town: "Manchester", source: "profile", radius_miles: 25 },
  notice: null,
};

describe("Find work in Polish", () => {
  afterEach(() => vi.restoreAllMocks());

  it("labels the search, the trades and each job's facts in Polish, dates day-month-year", async () => {
    await showLanguage("pl");
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(200, found));
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");

    const article = (await screen.findByRole("heading", { name: job.title })).closest("article");
    if (!article) throw new Error("no job card");
    expect(screen.getByRole("link", { name: "Szukaj pracy" })).toBeInTheDocument();
    expect(screen.getByLabelText("Szukaj ofert")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Każdy zawód" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Murarz" })).toHaveValue("Bricklayer");
    expect(screen.getByText("Znaleziono 1 ofertę")).toBeInTheDocument();
    expect(screen.getByText("Do 25 mil od M1 1AE, Manchester (Twój kod pocztowy).")).toBeInTheDocument();
    // The amount as Polish writes money (not the server's English '£180 a day' with its words swapped).
    expect(within(article).getByText(/^180\s£ dziennie$/)).toBeInTheDocument();
    expect(within(article).queryByText(/£180|a day/)).not.toBeInTheDocument();
    expect(within(article).getByText("Operator maszyn")).toBeInTheDocument();
    expect(within(article).getByText("· 3,2 mili stąd")).toBeInTheDocument();
    expect(within(article).getByText(/^Początek 12 marca 2026$/)).toBeInTheDocument();
    expect(within(article).getByText("Masz 1 z 2 wymaganych kart.")).toBeInTheDocument();
    const chips = within(within(article).getByRole("list", { name: "Wymagane karty" })).getAllByRole(
      "listitem",
    );
    // A catalogue card's colour in Polish (by its id, not the server's English name); an unknown card as it came.
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "CPCS Competent Operator (niebieska)masz",
      "IPAF 3a 3bbrak",
    ]);
  });

  it("writes a job's pay in Polish words and money on its page, in my jobs and in my applications", async () => {
    await showLanguage("pl");
    const detail: JobDetail = { ...job, my_application: null, applicant_count: null };
    const posted: MyJobView = {
      ...job,
      id: "job-2",
      title: "Site manager",
      rate_type: "salary",
      rate: 32_000,
      rate_pence: 3_200_000,
      rate_label: "£32,000 a year",
      is_mine: true,
      applicant_count: 0,
      shortlisted_count: 0,
    };
    const applied: MyApplicationView = {
      id: "app-1",
      status: "applied",
      message: "I have 10 years on a 360.",
      created_at: "2026-03-02T10:00:00.000Z",
      updated_at: "2026-03-02T10:00:00.000Z",
      job: {
        id: "job-3",
        title: "Groundworker",
        trade: "Groundworker",
        site_postcode: "LS1 4DY",
        town: "Leeds",
        rate_type: "day_rate",
        rate_pence: 16_550,
        rate_label: "£165.50 a day",
        status: "open",
        poster_first_name: "Dave",
      },
    };
    stubApi({
      "GET /api/jobs/job-1": () => jsonResponse(200, detail),
      "GET /api/jobs/mine": () => jsonResponse(200, { jobs: [posted] }),
      "GET /api/applications/mine": () => jsonResponse(200, { applications: [applied] }),
    });

    const page = renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    const pay = await screen.findByText("Stawka");
    expect(pay.nextElementSibling).toHaveTextContent(/^180\s£ dziennie$/);
    page.unmount();

    const mine = renderAt(<JobsBoard messageButton={() => null} />, "/jobs?tab=posted");
    const postedItem = (await screen.findByRole("link", { name: "Site manager" })).closest("li");
    if (!postedItem) throw new Error("no posted job");
    expect(postedItem).toHaveTextContent(/32\s000\s£ rocznie/);
    expect(postedItem).not.toHaveTextContent("a year");
    mine.unmount();

    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?tab=applications");
    const appliedItem = (await screen.findByRole("link", { name: "Groundworker" })).closest("li");
    if (!appliedItem) throw new Error("no application");
    expect(appliedItem).toHaveTextContent(/165,50\s£ dziennie/);
    expect(appliedItem).not.toHaveTextContent("a day");
  });

  // Issue 49: the trade "Supervisor", translated by matching its English, came out as the induction's
  // "Prowadzący" (the person who runs an induction), in every language.
  it("names the trade Supervisor as the trade, not as the person who runs an induction", async () => {
    await showLanguage("pl");
    const supervisorJob: JobView = { ...job, id: "job-9", title: "Gang supervisor", trade: "Supervisor" };
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      jsonResponse(200, { ...found, jobs: [supervisorJob] }),
    );
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");

    const article = (await screen.findByRole("heading", { name: "Gang supervisor" })).closest("article");
    if (!article) throw new Error("no job card");
    expect(within(article).getByText("Brygadzista")).toBeInTheDocument();
    expect(within(article).queryByText(/Prowadzący/)).not.toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Brygadzista" })).toHaveValue("Supervisor");
  });
});
