import { toIsoDate } from "@siteready/domain/fields";
import type { ApplicantView, JobDetail } from "@siteready/domain/jobs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { JobsBoard } from "./jobs-board.tsx";

const job: JobDetail = {
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
  poster_first_name: "Dave",
  is_mine: false,
  distance_miles: null,
  location_known: true,
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T09:00:00.000Z",
  my_application: null,
  applicant_count: null,
};

const applicant: ApplicantView = {
  id: "app-1",
  status: "applied",
  message: "I have 10 years on a 360 and can start Monday.",
  created_at: "2026-03-02T10:00:00.000Z",
  updated_at: "2026-03-02T10:00:00.000Z",
  applicant: { first_name: "Aoife", last_name: "Byrne", trade: "Plant Operator" },
  cards: [
    {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      expiry_date: toIsoDate(new Date(Date.now() + 20 * 86_400_000)),
      urgency: "urgent",
      label: "Expires in 20 days",
      required_by_job: true,
    },
  ],
  card_match: [
    {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      status: "held",
      expiry_date: null,
    },
  ],
  holds_all: true,
};

describe("A job's page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("applies with a message and then shows the application's status", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (init?.method === "POST") {
        return jsonResponse(201, {
          id: "app-9",
          status: "applied",
          message: "Got my CPCS blue card and can start Monday.",
          created_at: "2026-03-05T08:00:00.000Z",
          updated_at: "2026-03-05T08:00:00.000Z",
        });
      }
      if (String(input) === "/api/jobs/job-1") return jsonResponse(200, job);
      return jsonResponse(200, { applications: [] });
    });
    const user = userEvent.setup();
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");

    expect(await screen.findByRole("heading", { name: job.title })).toHaveFocus();
    expect(screen.getByText("You hold all required cards")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your message"), "Got my CPCS blue card and can start Monday.");
    await user.click(screen.getByRole("button", { name: "Apply for this job" }));

    expect(await screen.findByRole("heading", { name: "Your application" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Application sent.");
    expect(screen.getByText("Applied")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your message")).not.toBeInTheDocument();
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(fetchSpy.mock.calls[post]?.[0]).toBe("/api/jobs/job-1/applications");
    expect(sentBody(fetchSpy, post)).toEqual({ message: "Got my CPCS blue card and can start Monday." });
  });

  it("shows the server's reason when the job cannot take the application", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) =>
      init?.method === "POST"
        ? jsonResponse(409, {
            code: "CONFLICT",
            category: "validation",
            severity: "low",
            message: "You have already applied to this job",
            errorId: "req-1",
            messageRef: { key: "jobs.server.alreadyApplied" },
          })
        : jsonResponse(200, job),
    );
    const user = userEvent.setup();
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    await user.type(await screen.findByLabelText("Your message"), "Can start Monday, 10 years on a 360.");
    await user.click(screen.getByRole("button", { name: "Apply for this job" }));
    expect(await screen.findByText("You have already applied to this job")).toBeInTheDocument();
  });

  it("shows a shortlisted application with its word and icon", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      jsonResponse(200, {
        ...job,
        my_application: {
          id: "app-9",
          status: "shortlisted",
          message: "Can start Monday.",
          created_at: "2026-03-05T08:00:00.000Z",
          updated_at: "2026-03-06T08:00:00.000Z",
        },
      }),
    );
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    expect(await screen.findByText("Shortlisted")).toBeInTheDocument();
    expect(
      screen.getByText("You are on the shortlist. Expect the poster to get in touch."),
    ).toBeInTheDocument();
  });

  it("lets the poster see an applicant's cards and shortlist them", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === "PATCH") return jsonResponse(200, { ...applicant, status: "shortlisted" });
      if (url === "/api/jobs/job-1/applications") return jsonResponse(200, { applications: [applicant] });
      return jsonResponse(200, { ...job, is_mine: true, applicant_count: 1 });
    });
    const user = userEvent.setup();
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");

    const card = (await screen.findByRole("heading", { name: "Aoife Byrne" })).closest("article");
    if (!card) throw new Error("no applicant");
    expect(within(card).getByText("I have 10 years on a 360 and can start Monday.")).toBeInTheDocument();
    expect(within(card).getByText("Urgent · Expires in 20 days")).toBeInTheDocument();
    expect(within(card).getByText("Needed for this job")).toBeInTheDocument();
    expect(within(card).getByText("Applied")).toBeInTheDocument();
    expect(screen.getByText("This is your job. 1 person has applied.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Your message")).not.toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Shortlist Aoife Byrne" }));
    expect(await within(card).findByText("Shortlisted")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Shortlist Aoife Byrne" })).toBeDisabled();
    const patch = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "PATCH");
    expect(fetchSpy.mock.calls[patch]?.[0]).toBe("/api/jobs/job-1/applications/app-1");
    expect(sentBody(fetchSpy, patch)).toEqual({ status: "shortlisted" });
  });

  it("tells the worker, and the poster of each applicant, when a required card runs out before the job ends", async () => {
    const expiring = {
      card_type: "cpcs-competent-operator",
      name: "CPCS Competent Operator (Blue)",
      status: "expires-during",
      expiry_date: "2026-04-01",
    } as const;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      jsonResponse(200, { ...job, card_match: [expiring], holds_all: false }),
    );
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    expect(
      await screen.findByText("You hold all required cards, but not for the whole job"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your CPCS Competent Operator (Blue) card expires on 1 Apr 2026, before this job ends. Renew it to work the whole job.",
      ),
    ).toBeInTheDocument();
    const chip = screen.getByRole("list", { name: "Cards needed" }).querySelector("li");
    expect(chip).toHaveTextContent("CPCS Competent Operator (Blue)expires during the job");
    expect(screen.queryByText("You hold all required cards")).not.toBeInTheDocument();
  });

  it("tells the poster which applicant's card runs out before the job ends", async () => {
    const expiring = {
      ...applicant.card_match[0],
      status: "expires-during",
      expiry_date: "2026-04-01",
    } as const;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input) === "/api/jobs/job-1/applications"
        ? jsonResponse(200, { applications: [{ ...applicant, card_match: [expiring], holds_all: false }] })
        : jsonResponse(200, { ...job, is_mine: true, applicant_count: 1 }),
    );
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    const card = (await screen.findByRole("heading", { name: "Aoife Byrne" })).closest("article");
    if (!card) throw new Error("no applicant");
    expect(within(card).getByText("Holds all required cards, but not for the whole job")).toBeInTheDocument();
    expect(
      within(card).getByText(
        "Their CPCS Competent Operator (Blue) card expires on 1 Apr 2026, before this job ends.",
      ),
    ).toBeInTheDocument();
  });

  it("asks before closing the poster's job", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = String(input);
      if (url === "/api/jobs/job-1/close")
        return jsonResponse(200, { ...job, is_mine: true, status: "closed" });
      if (url === "/api/jobs/job-1/applications") return jsonResponse(200, { applications: [] });
      return jsonResponse(200, { ...job, is_mine: true, applicant_count: 0 });
    });
    const user = userEvent.setup();
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?job=job-1");
    await user.click(await screen.findByRole("button", { name: "Close job" }));
    expect(
      screen.getByText("Close this job? It comes off the search results and no one else can apply."),
    ).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith("/close"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Yes, close job" }));
    expect(await screen.findByText("Closed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close job" })).not.toBeInTheDocument();
  });
});
