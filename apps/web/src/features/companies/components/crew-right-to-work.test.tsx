import { companiesEndpoints, crewMemberRecordsSchema } from "@siteready/domain/companies";
import { endpointUrl } from "@siteready/domain/endpoint";
import { toIsoDate } from "@siteready/domain/fields";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { CrewMemberRecordsPanel } from "./crew-member-records.tsx";

const site = {
  companyId: "00000000-0000-4000-8000-000000000001",
  siteId: "00000000-0000-4000-8000-000000000002",
};
const crewId = "00000000-0000-4000-8000-000000000003";
const params = { ...site, crewId };
const receiptsUrl = `/api/companies/${site.companyId}/sites/${site.siteId}/crew/${crewId}/right-to-work-receipts`;

/** A crew member whose role needs the right to work, checked against the API contract. */
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
      requirement: "right-to-work",
      label: { key: "companies.document.rightToWork" },
      category_code: null,
      record: null,
      right_to_work: {
        record: {
          route: "time-limited",
          share_code: "W4B 8KX 9ZQ",
          share_code_expires_on: "2027-03-02",
          permission_ends_on: "2027-10-03",
          date_of_birth: "1990-04-12",
          details: null,
          photos: [],
          attention: [],
        },
        receipts: [],
      },
      competence: null,
      status: "green",
      reason: null,
    },
  ],
});

afterEach(() => vi.restoreAllMocks());

describe("CrewMemberRecordsPanel with a right-to-work record", () => {
  it("shows the share code and date of birth as GOV.UK asks for them, and records the company's check", async () => {
    const today = toIsoDate(new Date());
    const api = stubApi({
      [`GET ${endpointUrl(companiesEndpoints.crewMemberRecords, { params })}`]: () =>
        jsonResponse(200, member),
      [`POST ${receiptsUrl}`]: (init) =>
        jsonResponse(201, {
          id: "00000000-0000-4000-8000-000000000009",
          ...JSON.parse(String(init?.body)),
          follow_up_on: null,
          organisation: "Ridge Civils Ltd",
          reference: null,
          recorded_at: new Date().toISOString(),
          via: "company",
          record_withdrawn_at: null,
        }),
    });
    const user = userEvent.setup();
    renderInApp(<CrewMemberRecordsPanel site={site} crewId={crewId} />, { user: testUser });

    const panel = await screen.findByRole("region", { name: /Jamie O'Brien/ });
    expect(within(panel).getByText("Share code: W4B 8KX 9ZQ")).toBeInTheDocument();
    expect(within(panel).getByText("Date of birth: 12 Apr 1990")).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: /Check it on GOV.UK/ })).toHaveAttribute(
      "href",
      "https://www.gov.uk/view-right-to-work",
    );

    await user.click(within(panel).getByRole("radio", { name: "Checked the original document in person" }));
    await user.click(within(panel).getByRole("radio", { name: "Right to work confirmed, no time limit" }));
    await user.type(within(panel).getByLabelText("Your name"), "Morag Reid");
    await user.click(within(panel).getByRole("button", { name: "Record the check" }));

    expect(await within(panel).findByText("Check recorded. The worker can see it.")).toBeInTheDocument();
    expect(bodySentTo(api, "POST", receiptsUrl)).toEqual({
      checked_on: today,
      method: "manual-document",
      outcome: "confirmed",
      checker_name: "Morag Reid",
    });
    expect(
      within(panel).getByRole("button", { name: "Download the PDF for your files" }),
    ).toBeInTheDocument();
  });
});
