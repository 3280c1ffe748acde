import type { ProjectView } from "@siteready/domain/projects";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SavedNotice } from "../../../components/ui/saved-notice.tsx";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { ProjectTimeline } from "./project-timeline.tsx";

function project(
  overrides: Partial<ProjectView> & Pick<ProjectView, "id" | "name" | "start_date">,
): ProjectView {
  return {
    company: null,
    role: null,
    site_postcode: null,
    end_date: null,
    ongoing: !overrides.end_date,
    description: null,
    reference_name: null,
    reference_contact: null,
    created_at: "2025-01-01T00:00:00.000Z",
    updated_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const finishedOld = project({
  id: "p1",
  name: "School extension",
  start_date: "2021-05-03",
  end_date: "2022-02-18",
});
const finishedRecent = project({
  id: "p2",
  name: "Riverside flats",
  start_date: "2023-01-09",
  end_date: "2023-11-30",
  company: "Northbuild Ltd",
  role: "Bricklayer",
  site_postcode: "LS1 4DY",
  description: "Facing brick to four blocks.",
  reference_name: "Sam Lee",
  reference_contact: "07700900123",
});
const ongoing = project({ id: "p3", name: "Hospital car park", start_date: "2024-03-04", end_date: null });

describe("ProjectTimeline", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists ongoing projects first, then the latest start, with month dates", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(200, { projects: [finishedOld, ongoing, finishedRecent] }),
    );
    renderAt(<ProjectTimeline />, "/projects");

    const timeline = await screen.findByRole("list", { name: "Your work history" });
    const headings = within(timeline)
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Hospital car park", "Riverside flats", "School extension"]);

    const current = screen.getByRole("article", { name: "Hospital car park" });
    expect(within(current).getByText("Mar 2024 – present")).toBeInTheDocument();
    expect(within(current).getByText("Ongoing")).toBeInTheDocument();

    const riverside = screen.getByRole("article", { name: "Riverside flats" });
    expect(within(riverside).getByText("Jan 2023 – Nov 2023")).toBeInTheDocument();
    expect(within(riverside).getByText("Northbuild Ltd · Bricklayer")).toBeInTheDocument();
    expect(within(riverside).getByText("LS1 4DY")).toBeInTheDocument();
    expect(within(riverside).getByText("Reference: Sam Lee, +44 7700 900123")).toBeInTheDocument();
  });

  it("invites the first project when there are none", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, { projects: [] }));
    renderAt(<ProjectTimeline />, "/projects");
    expect(
      await screen.findByText(
        "Add the sites you've worked on — they build your CV and show up on the weather page",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add your first project" })).toBeInTheDocument();
  });

  it("adds a project, says Saved and puts the focus on it in the timeline", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_input, init) =>
        init?.method === "POST"
          ? jsonResponse(201, ongoing)
          : jsonResponse(200, { projects: [finishedRecent] }),
      );
    const user = userEvent.setup();
    renderAt(
      <>
        <ProjectTimeline />
        <SavedNotice />
      </>,
      "/projects",
    );

    await user.click(await screen.findByRole("button", { name: "Add a project" }));
    await user.type(screen.getByLabelText("Project name"), "Hospital car park");
    await user.type(screen.getByLabelText("Start date"), "2024-03-04");
    await user.click(screen.getByRole("button", { name: "Save project" }));

    const timeline = await screen.findByRole("list", { name: "Your work history" });
    await vi.waitFor(() =>
      expect(
        within(timeline)
          .getAllByRole("heading")
          .map((heading) => heading.textContent),
      ).toEqual(["Hospital car park", "Riverside flats"]),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
    await vi.waitFor(() => expect(screen.getByRole("article", { name: "Hospital car park" })).toHaveFocus());
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentBody(fetchSpy, post)).toMatchObject({ name: "Hospital car park", start_date: "2024-03-04" });
  });

  it("asks before deleting a project", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (_input, init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : jsonResponse(200, { projects: [ongoing] }),
      );
    const user = userEvent.setup();
    renderAt(<ProjectTimeline />, "/projects");

    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(
      screen.getByText("Delete Hospital car park from your history? You cannot undo this."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes, delete project" }));
    expect(await screen.findByRole("button", { name: "Add your first project" })).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => url === "/api/projects/p3" && init?.method === "DELETE"),
    ).toBe(true);
  });
});
