import type { DocumentView as ProfileDocument } from "@siteready/domain/profile";
import { describeExpiry } from "@siteready/domain/renewals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { DocumentList } from "./document-list.tsx";

const listUrl = "/api/profile/documents";

function profileDocument(overrides: Partial<ProfileDocument>): ProfileDocument {
  const expiry = overrides.expiry_date ?? "2031-06-30";
  const { urgency, days, label } = describeExpiry(expiry, new Date());
  return {
    id: "d1",
    document_type: "passport",
    document_type_label: "Passport",
    document_number: "533401234",
    expiry_date: expiry,
    file_url: null,
    thumbnail_url: null,
    file_mime_type: null,
    file_name: null,
    urgency: { status: urgency, days_left: days, label },
    show_at_gate: false,
    created_at: "2026-01-05T09:00:00.000Z",
    updated_at: "2026-01-05T09:00:00.000Z",
    ...overrides,
  };
}

describe("DocumentList", () => {
  afterEach(() => vi.restoreAllMocks());

  it("explains the section and offers 'Add your first document' when there are none", async () => {
    stubApi({ [`GET ${listUrl}`]: () => jsonResponse(200, []) });
    const user = userEvent.setup();
    renderSignedIn(<DocumentList gateToggle={() => null} />, "/documents");

    expect(await screen.findByText(/passport, driving licence and right to work/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add your first document" }));
    expect(screen.getByRole("heading", { name: "Add a document" })).toHaveFocus();
    expect(screen.getByLabelText("Document type")).toBeInTheDocument();
  });

  it("shows a PDF as an icon with a link to open it, a photo as its thumbnail, each with its urgency", async () => {
    stubApi({
      [`GET ${listUrl}`]: () =>
        jsonResponse(200, [
          profileDocument({
            id: "d1",
            file_url: "/api/files/pdf1",
            file_mime_type: "application/pdf",
            file_name: "passport.pdf",
          }),
          profileDocument({
            id: "d2",
            document_type: "driving_licence",
            document_type_label: "Driving licence",
            file_url: "/api/files/img1",
            thumbnail_url: "/api/files/img1/thumbnail",
            file_mime_type: "image/jpeg",
          }),
        ]),
    });
    renderSignedIn(<DocumentList gateToggle={() => null} />, "/documents");

    const passport = await screen.findByRole("article", { name: "Passport" });
    expect(passport).toHaveAttribute("id", "document-d1");
    expect(within(passport).getByRole("link", { name: "Open PDF of your passport" })).toHaveAttribute(
      "href",
      "/api/files/pdf1",
    );
    expect(within(passport).getByText("Valid")).toBeInTheDocument();

    const licence = screen.getByRole("article", { name: "Driving licence" });
    expect(within(licence).getByRole("img", { name: "Open your driving licence" })).toHaveAttribute(
      "src",
      "/api/files/img1/thumbnail",
    );
  });

  it("saves a new document and then offers the file upload for an image or a PDF", async () => {
    const created = profileDocument({ id: "d9" });
    let saved: ProfileDocument[] = [];
    const fetchSpy = stubApi({
      [`GET ${listUrl}`]: () => jsonResponse(200, saved),
      [`POST ${listUrl}`]: () => {
        saved = [created];
        return jsonResponse(201, created);
      },
    });
    const user = userEvent.setup();
    renderSignedIn(<DocumentList gateToggle={() => null} />, "/documents");

    await user.click(await screen.findByRole("button", { name: "Add your first document" }));
    await user.selectOptions(screen.getByLabelText("Document type"), "Passport");
    await user.click(screen.getByRole("button", { name: "Save document" }));
    expect(await screen.findByText("Expiry date is required")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Expiry date"), "2031-06-30");
    await user.click(screen.getByRole("button", { name: "Save document" }));
    expect(await screen.findByRole("heading", { name: "Scan or photo" })).toHaveFocus();
    expect(bodySentTo(fetchSpy, "POST", listUrl)).toEqual({
      document_type: "passport",
      expiry_date: "2031-06-30",
    });
    const file = screen.getByRole("group", { name: "Photo or PDF of your passport" });
    expect(within(file).getByLabelText("Take a photo")).toHaveAttribute("capture", "environment");
    expect(within(file).getByLabelText("Choose from gallery or files")).toHaveAttribute(
      "accept",
      "image/jpeg,image/png,image/webp,application/pdf",
    );
  });
});
