import type { JobDetail } from "@siteready/domain/jobs";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { JobsBoard } from "./jobs-board.tsx";

const posted: JobDetail = {
  id: "job-7",
  title: "Groundworker for drainage runs",
  trade: "Groundworker",
  description: "Laying drainage runs and manholes on a new estate.",
  site_postcode: "LS1 4DY",
  town: "Leeds",
  rate_type: "day_rate",
  rate: 165.5,
  rate_pence: 16_550,
  rate_label: "£165.50 a day",
  start_date: null,
  duration: null,
  contact_preference: "in_app",
  status: "open",
  required_card_types: ["cscs-labourer"],
  card_match: [
    { card_type: "cscs-labourer", name: "CSCS Labourer (Green)", status: "missing", expiry_date: null },
  ],
  holds_all: false,
  poster_first_name: "Dave",
  is_mine: true,
  distance_miles: null,
  location_known: true,
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T09:00:00.000Z",
  my_application: null,
  applicant_count: 0,
};

async function fillJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Job title"), posted.title);
  await user.selectOptions(screen.getByLabelText("Trade"), "Groundworker");
  await user.type(screen.getByLabelText("Description"), posted.description);
  await user.type(screen.getByLabelText("Site postcode"), "ls1 4dy");
  await user.type(screen.getByLabelText("Rate (£)"), "165.50");
  await user.type(screen.getByRole("combobox", { name: "Required cards (optional)" }), "labourer");
  await user.click(await screen.findByRole("option", { name: /CSCS Labourer \(Green\)/ }));
}

describe("Posting a job", () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts the job with its cards in pounds, then opens its page", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (init?.method === "POST") return jsonResponse(201, posted);
      if (String(input) === "/api/jobs/job-7/applications") return jsonResponse(200, { applications: [] });
      return jsonResponse(200, posted);
    });
    const user = userEvent.setup();
    const { router } = renderAt(<JobsBoard messageButton={() => null} />, "/jobs?post=new");

    await fillJob(user);
    const chosen = screen.getByRole("list", { name: "Chosen cards" });
    expect(within(chosen).getByText("CSCS Labourer (Green)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Post job" }));

    expect(await screen.findByRole("heading", { name: posted.title, level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?job=job-7");
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(fetchSpy.mock.calls[post]?.[0]).toBe("/api/jobs");
    expect(sentBody(fetchSpy, post)).toEqual({
      title: posted.title,
      trade: "Groundworker",
      description: posted.description,
      site_postcode: "LS1 4DY",
      rate_type: "day_rate",
      rate: 165.5,
      required_card_types: ["cscs-labourer"],
      contact_preference: "in_app",
    });
  });

  it("checks the form before sending and shows the server's messages under the fields", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      jsonResponse(400, {
        code: "VALIDATION_FAILED",
        category: "validation",
        severity: "low",
        message: "Invalid request data",
        errorId: "req-1",
        fieldErrors: { site_postcode: ["We could not find that postcode. Check it and try again."] },
        fieldErrorRefs: { site_postcode: [{ key: "places.postcodeNotFound" }] },
      }),
    );
    const user = userEvent.setup();
    renderAt(<JobsBoard messageButton={() => null} />, "/jobs?post=new");

    await user.click(await screen.findByRole("button", { name: "Post job" }));
    expect(await screen.findByText("Job title is required")).toBeInTheDocument();
    expect(screen.getByText("Trade is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Job title")).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();

    await fillJob(user);
    await user.click(screen.getByRole("button", { name: "Post job" }));
    expect(
      await screen.findByText("We could not find that postcode. Check it and try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Site postcode")).toHaveFocus();
  });
});
