import { companiesEndpoints, crewMemberRecordsSchema } from "@siteready/domain/companies";
import { endpointUrl } from "@siteready/domain/endpoint";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { CrewMemberRecordsPanel } from "./crew-member-records.tsx";

const site = {
  companyId: "00000000-0000-4000-8000-000000000001",
  siteId: "00000000-0000-4000-8000-000000000002",
};
const crewId = "00000000-0000-4000-8000-000000000003";

/** A crew member whose role needs the competence record, checked against the API contract. */
const member = crewMemberRecordsSchema.parse({
  id: crewId,
  name: "Jamie O'Brien",
  photo: null,
  role_name: "Groundworker",
  status: "green",
  reasons: [],
  items: [
    {
      kind: "document",
      requirement: "competence-record",
      label: { key: "companies.document.competenceRecord" },
      category_code: null,
      record: null,
      right_to_work: null,
      competence: [
        {
          kind: "toolbox_talk",
          title: "Working at height",
          date: "2026-11-03",
          hours: 0.5,
          confirmed: true,
          confirmation: {
            key: "competence.confirmation.confirmedBy",
            values: { name: "Sam Lee", email: "s•••@northern.test", date: "2026-11-05" },
          },
        },
        {
          kind: "course",
          title: "SMSTS",
          date: "2025-05-01",
          hours: 35,
          confirmed: false,
          confirmation: { key: "competence.confirmation.notConfirmedShort" },
        },
      ],
      status: "green",
      reason: null,
    },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe("CrewMemberRecordsPanel with a competence record", () => {
  it("lists each entry's facts and who confirmed it, or that no one has", async () => {
    stubApi({
      [`GET ${endpointUrl(companiesEndpoints.crewMemberRecords, { params: { ...site, crewId } })}`]: () =>
        jsonResponse(200, member),
    });
    renderInApp(<CrewMemberRecordsPanel site={site} crewId={crewId} />, { user: testUser });

    const panel = await screen.findByRole("region", { name: /Jamie O'Brien/ });
    expect(within(panel).getByText("Training and competence record")).toBeInTheDocument();
    const list = within(panel).getByRole("list", { name: "Training and competence entries" });
    const entries = within(list).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    const [talk, course] = entries as [HTMLElement, HTMLElement];
    expect(within(talk).getByText("Working at height")).toBeInTheDocument();
    expect(within(talk).getByText("Toolbox talk · 3 Nov 2026 · 0.5 hours")).toBeInTheDocument();
    expect(
      within(talk).getByText("Confirmed by Sam Lee (s•••@northern.test) on 5 Nov 2026"),
    ).toBeInTheDocument();
    expect(within(course).getByText("Course · 1 May 2025 · 35 hours")).toBeInTheDocument();
    expect(within(course).getByText("Not confirmed")).toBeInTheDocument();
  });
});
