import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { LooksTimeline } from "./looks-timeline.tsx";

afterEach(() => vi.restoreAllMocks());

const look = { who: null, company: null, record_kind: null, record_type: null, about: null, outcome: null };

describe("the timeline of looks at a worker's records", () => {
  it("says who looked, at what, and what they found, for each kind of look", async () => {
    stubApi({
      "GET /api/looks": () =>
        jsonResponse(200, {
          looks: [
            {
              ...look,
              id: "1",
              kind: "share-view",
              at: "2026-12-07T10:00:00Z",
              who: "Dee Okafor",
              about: "Northgate Civils",
            },
            {
              ...look,
              id: "2",
              kind: "smart-check",
              at: "2026-12-07T09:00:00Z",
              who: "Priya Shah",
              company: "Acme Build",
              record_kind: "skills-card",
              record_type: "cscs-labourer",
              outcome: "matches",
            },
            {
              ...look,
              id: "3",
              kind: "gate-scan",
              at: "2026-12-07T08:59:00Z",
              who: "Priya Shah",
              record_kind: "skills-card",
              record_type: "cscs-labourer",
              outcome: "green",
            },
            {
              ...look,
              id: "4",
              kind: "gate-scan",
              at: "2026-12-06T08:00:00Z",
              record_kind: "skills-card",
              record_type: "cscs-labourer",
              outcome: "amber",
            },
            {
              ...look,
              id: "5",
              kind: "company-look",
              at: "2026-12-05T08:00:00Z",
              who: "Sam Boss",
              company: "Acme Build",
              about: "Riverside",
            },
          ],
          next: null,
        }),
    });
    renderAt(<LooksTimeline />, "/who-looked");
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Your share for Northgate Civils was opened by Dee Okafor.",
      "Acme Build (Priya Shah) recorded what Smart Check showed for your CSCS Labourer (Green): It matches.",
      "Priya Shah checked your CSCS Labourer (Green) at a gate: valid.",
      "Someone not signed in checked your CSCS Labourer (Green) on the check page: expiring soon.",
      "Sam Boss of Acme Build looked at your records for Riverside.",
    ]);
    expect(screen.queryByRole("button", { name: "Show older" })).toBeNull();
  });

  it("says so when nobody has looked", async () => {
    stubApi({ "GET /api/looks": () => jsonResponse(200, { looks: [], next: null }) });
    renderAt(<LooksTimeline />, "/who-looked");
    expect(
      await screen.findByRole("heading", { name: "Nobody has looked at your records yet." }),
    ).toBeVisible();
  });
});
