import type { QualificationView as Qualification } from "@siteready/domain/profile";
import { describeExpiry } from "@siteready/domain/renewals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { QualificationList } from "./qualification-list.tsx";

const listUrl = "/api/profile/qualifications";

function qualification(overrides: Partial<Qualification>): Qualification {
  const expiry = overrides.expiry_date === undefined ? null : overrides.expiry_date;
  const { urgency, days, label } = describeExpiry(expiry, new Date());
  return {
    id: "q1",
    type: "First Aid at Work",
    number: null,
    issue_date: "2024-03-12",
    issuing_authority: "St John Ambulance",
    expiry_date: expiry,
    certificate_url: null,
    certificate_thumbnail_url: null,
    certificate_mime_type: null,
    certificate_name: null,
    urgency: { status: urgency, days_left: days, label },
    show_at_gate: false,
    created_at: "2026-01-05T09:00:00.000Z",
    updated_at: "2026-01-05T09:00:00.000Z",
    ...overrides,
  };
}

describe("QualificationList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("explains the section and offers 'Add your first qualification' when there are none", async () => {
    stubApi({ [`GET ${listUrl}`]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderSignedIn(<QualificationList gateToggle={() => null} />, "/qualifications");

    expect(await screen.findByText(/NVQs, tickets and training certificates/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add your first qualification" }));
    expect(screen.getByRole("heading", { name: "Add a qualification" })).toHaveFocus();
    expect(screen.getByLabelText("Qualification")).toBeInTheDocument();
    expect(screen.getByLabelText("Issuing authority")).toBeInTheDocument();
  });

  it("lists each qualification with who awarded it, its dates and a link to a PDF certificate", async () => {
    stubApi({
      [`GET ${listUrl}`]: () =>
        jsonResponse(200, [
          qualification({
            expiry_date: "2027-03-11",
            certificate_url: "/api/files/cert1",
            certificate_mime_type: "application/pdf",
          }),
        ]),
    });
    renderSignedIn(<QualificationList gateToggle={() => null} />, "/qualifications");

    const item = await screen.findByRole("article", { name: "First Aid at Work" });
    expect(item).toHaveAttribute("id", "qualification-q1");
    expect(within(item).getByText("St John Ambulance")).toBeInTheDocument();
    expect(within(item).getByText("12 Mar 2024")).toBeInTheDocument();
    expect(within(item).getByText("11 Mar 2027")).toBeInTheDocument();
    expect(
      within(item).getByRole("link", { name: "Open PDF of the certificate for First Aid at Work" }),
    ).toHaveAttribute("href", "/api/files/cert1");
  });
});
