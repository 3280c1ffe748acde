import type { JobSearchResult, JobView } from "@siteready/domain/jobs";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { JobsBoard } from "./jobs-board.tsx";

const job: JobView = {
  id: "job-1",
  title: "Excavator driver for a groundworks package",
  trade: "Plant Operator",
  description: "360 excavator work on a housing site, 8 till 5, own transport needed.",
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
  required_card_types: ["cpcs-competent-operator", "cscs-labourer", "ipaf-3a-3b"],
  card_match: [
    {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      status: "held",
      expiry_date: null,
    },
    {
      card_type: "cscs-labourer",
      name: "CSCS Labourer (Green)",
      status: "expired",
      expiry_date: "2025-12-31",
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

const matchingJob: JobView = {
  ...job,
  id: "job-2",
  title: "Dumper driver",
  required_card_types: ["cpcs-competent-operator"],
  card_match: [
    {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      status: "held",
      expiry_date: null,
    },
  ],
  holds_all: true,
  distance_miles: 12,
};

function result(overrides: Partial<JobSearchResult> = {}): JobSearchResult {
  return {
    jobs: [job, matchingJob],
    page: 1,
    page_size: 20,
    has_more: false,
    near: { place: "M1 1AE", town: "Manchester", source: "profile", radius_miles: 25 },
    notice: null,
    ...overrides,
  };
}

const searchCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/jobs?"));

describe("Find work", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows each required card as held, expired or missing, and when I hold them all", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(200, result()));
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");

    const first = (await screen.findByRole("heading", { name: job.title })).closest("article");
    if (!first) throw new Error("no job card");
    const chips = within(within(first).getByRole("list", { name: "Cards needed" })).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "CPCS Competent Operator (Blue)held",
      "CSCS Labourer (Green)expired",
      "IPAF 3a 3bmissing",
    ]);
    expect(within(first).getByText("You hold 1 of 3 required cards.")).toBeInTheDocument();
    expect(within(first).getByText("£180 a day")).toBeInTheDocument();
    expect(within(first).getByText("· 3.2 miles away")).toBeInTheDocument();
    expect(within(first).getByText("Starts 12 Mar 2026")).toBeInTheDocument();
    expect(within(first).queryByText("You hold all required cards")).not.toBeInTheDocument();

    const second = screen.getByRole("heading", { name: "Dumper driver" }).closest("article");
    if (!second) throw new Error("no job card");
    expect(within(second).getByText("You hold all required cards")).toBeInTheDocument();
    expect(screen.getByText("Within 25 miles of M1 1AE, Manchester (your postcode).")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: job.title })).toHaveAttribute("href", "/jobs?job=job-1");
  });

  it("waits for a pause in typing, then searches once with every filter", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => jsonResponse(200, result()));
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");
    await screen.findByRole("heading", { name: job.title });
    expect(searchCalls(fetchSpy)).toEqual(["/api/jobs?radius_miles=25&page=1"]);

    const keyword = screen.getByLabelText("Search jobs");
    for (const text of ["e", "ex", "exc", "excavator"])
      fireEvent.change(keyword, { target: { value: text } });
    fireEvent.change(screen.getByLabelText("Trade"), { target: { value: "Plant Operator" } });
    fireEvent.change(screen.getByLabelText("Near (postcode)"), { target: { value: "ls1 4dy" } });
    fireEvent.change(screen.getByLabelText("Distance"), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText("Minimum day rate (£)"), { target: { value: "150" } });
    fireEvent.click(screen.getByLabelText("Only jobs I hold the cards for"));

    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(searchCalls(fetchSpy)).toHaveLength(1);

    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    await vi.waitFor(() => expect(searchCalls(fetchSpy)).toHaveLength(2));
    expect(searchCalls(fetchSpy)[1]).toBe(
      "/api/jobs?q=excavator&trade=Plant+Operator&near=ls1+4dy&radius_miles=10&min_rate=150&only_matching=true&page=1",
    );
  });

  it("searches at once on Enter, and the pending pause does not undo it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => jsonResponse(200, result()));
    const { router } = renderAt(<JobsBoard messageButton={() => null} />, "/jobs");
    await screen.findByRole("heading", { name: job.title });

    fireEvent.change(screen.getByLabelText("Search jobs"), { target: { value: "dumper" } });
    fireEvent.submit(screen.getByRole("form", { name: "Find work" }));
    await vi.waitFor(() => expect(searchCalls(fetchSpy)).toHaveLength(2));
    expect(router.state.location.search).toBe("?q=dumper");
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(router.state.location.search).toBe("?q=dumper");
    expect(searchCalls(fetchSpy)).toEqual([
      "/api/jobs?radius_miles=25&page=1",
      "/api/jobs?q=dumper&radius_miles=25&page=1",
    ]);
  });

  it("does not search with a half-typed postcode, and says what is wrong", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => jsonResponse(200, result()));
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");
    await screen.findByRole("heading", { name: job.title });

    fireEvent.change(screen.getByLabelText("Near (postcode)"), { target: { value: "zz" } });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(await screen.findByText("Please enter a valid UK postcode")).toBeInTheDocument();
    expect(searchCalls(fetchSpy)).toHaveLength(1);
  });

  it("pages through the results with 'More results' and shows the server's notice", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      jsonResponse(
        200,
        result({
          page: String(input).includes("page=2") ? 2 : 1,
          page_size: 2,
          has_more: !String(input).includes("page=2"),
          near: null,
          notice: { key: "jobs.server.profilePostcodeNotFound" },
        }),
      ),
    );
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs");
    expect(await screen.findByText("Page 1")).toBeInTheDocument();
    expect(screen.getByText("Jobs 1–2, more after these")).toBeInTheDocument();
    expect(
      screen.getByText(
        "We could not find the postcode in your personal details, so jobs are not filtered by distance.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "More results" }));
    expect(await screen.findByText("Page 2")).toBeInTheDocument();
    expect(screen.getByText("Jobs 3–4")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More results" })).toBeDisabled();
    expect(searchCalls(fetchSpy).at(-1)).toBe("/api/jobs?radius_miles=25&page=2");
  });

  it("offers to clear the filters or post a job when nothing matches", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => jsonResponse(200, result({ jobs: [] })));
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?q=thatcher");
    expect(await screen.findByRole("heading", { name: "No jobs match your search" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Post a job" }).length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Search jobs")).toHaveValue("thatcher");
  });
});
