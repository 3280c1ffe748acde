import type { CompetenceEntryView } from "@siteready/domain/competence";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { CompetenceRecord } from "./competence-record.tsx";

function entry(overrides: Partial<CompetenceEntryView> & Pick<CompetenceEntryView, "id" | "title" | "date">) {
  return {
    kind: "toolbox_talk",
    provider: null,
    hours: 0.5,
    notes: null,
    evidence_file_id: null,
    confirmation: { state: "unconfirmed" },
    created_at: "2026-11-03T08:00:00.000Z",
    updated_at: "2026-11-03T08:00:00.000Z",
    ...overrides,
  } satisfies CompetenceEntryView;
}

const confirmed = entry({
  id: "e1",
  title: "Working at height",
  date: "2026-11-03",
  provider: "Northern Groundworks",
  confirmation: {
    state: "confirmed",
    by_name: "Sam Lee",
    by_email: "sam.lee@northern.test",
    at: "2026-11-05T09:00:00.000Z",
  },
});
const bounced = entry({
  id: "e2",
  title: "Abrasive wheels",
  kind: "course",
  date: "2026-02-10",
  hours: 7,
  confirmation: { state: "bounced", supervisor_name: "Ann Bell", supervisor_email: "ann@nothern.test" },
});
const lastYear = entry({ id: "e3", title: "Drainage design", kind: "cpd", date: "2025-06-01", hours: 6 });

describe("the competence record", () => {
  afterEach(() => vi.restoreAllMocks());

  it("groups entries by year with the year's hours, and says each confirmation in words", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(200, { entries: [confirmed, bounced, lastYear] }),
    );
    renderAt(<CompetenceRecord />, "/competence");
    const list = await screen.findByRole("list", { name: "Your competence entries" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["2026: 7.5 hours", "2025: 6 hours"]);
    const talk = screen.getByRole("article", { name: "Working at height" });
    expect(
      within(talk).getByText("Confirmed by Sam Lee (s•••@northern.test) on 5 Nov 2026"),
    ).toBeInTheDocument();
    expect(within(talk).queryByRole("button", { name: "Ask a supervisor to confirm" })).toBeNull();
    const course = screen.getByRole("article", { name: "Abrasive wheels" });
    expect(
      within(course).getByText(
        "The e-mail to ann@nothern.test could not be delivered. Check the address and send again.",
      ),
    ).toBeInTheDocument();
    expect(within(course).getByRole("button", { name: "Send again" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("article", { name: "Drainage design" })).getByText("Not confirmed"),
    ).toBeInTheDocument();
  });

  it("sends again to a corrected address from a bounced request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) =>
      init?.method === "POST"
        ? jsonResponse(200, {
            ...bounced,
            confirmation: {
              state: "requested",
              supervisor_name: "Ann Bell",
              supervisor_email: "ann@northern.test",
              requested_at: "2026-12-07T10:00:00.000Z",
              expires_at: "2026-12-21T10:00:00.000Z",
            },
          })
        : jsonResponse(200, { entries: [bounced] }),
    );
    const user = userEvent.setup();
    renderAt(<CompetenceRecord />, "/competence");
    await user.click(await screen.findByRole("button", { name: "Send again" }));
    const email = screen.getByLabelText("Supervisor's e-mail");
    expect(email).toHaveValue("ann@nothern.test");
    await user.clear(email);
    await user.type(email, "ann@northern.test");
    await user.click(screen.getByRole("button", { name: "Send the e-mail" }));
    expect(
      await screen.findByText(
        "Waiting for Ann Bell (ann@northern.test) to confirm. The link works until 21 Dec 2026.",
      ),
    ).toBeInTheDocument();
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentBody(fetchSpy, post)).toEqual({
      supervisor_name: "Ann Bell",
      supervisor_email: "ann@northern.test",
    });
  });

  it("says before saving that changing a confirmed entry takes the confirmation away, and refuses odd hours", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, { entries: [confirmed] }));
    const user = userEvent.setup();
    renderAt(<CompetenceRecord />, "/competence");
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    expect(
      screen.getByText(
        /This entry is confirmed by Sam Lee\. Changing what it was, who gave it, the date or the hours/,
      ),
    ).toBeInTheDocument();
    const hours = screen.getByLabelText("Hours");
    await user.clear(hours);
    await user.type(hours, "0.3");
    await user.tab();
    expect(
      await screen.findByText("Enter hours from 0.25 to 1000, in quarter hours (for example 1.5 or 0.25)"),
    ).toBeInTheDocument();
  });
});
