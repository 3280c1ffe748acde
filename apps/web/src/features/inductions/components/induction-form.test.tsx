import {
  type InductionView,
  noExtractedFields,
  type OcrJobView as OcrJob,
} from "@siteready/domain/inductions";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "../../../test-support/fake-xhr.ts";
import { bodySentTo, jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { InductionForm } from "./induction-form.tsx";

const photo = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "induction.png", { type: "image/png" });

function readJob(overrides: Partial<OcrJob> = {}): OcrJob {
  return {
    id: "job-1",
    status: "done",
    extracted_fields: {
      site_name: { value: "Riverside Wharf Block C", confidence: 96 },
      company_name: { value: "Barratt Construction Ltd", confidence: 72 },
      project_name: null,
      date: { value: "2026-03-12", confidence: 95 },
      valid_until: { value: "2027-03-12", confidence: 85 },
      supervisor_name: { value: "Dave O'Neill", confidence: 41 },
      safety_briefing: { value: true, confidence: 94 },
      ppe_requirements: { value: ["hard_hat", "hi_vis"], other: "Knee pads", confidence: 93 },
    },
    read_quality: "partial",
    message: null,
    error: null,
    ...overrides,
  };
}

/** The induction the server answers once the form read from `readJob` is saved. */
function savedInduction(overrides: Partial<InductionView> = {}): InductionView {
  return {
    id: "ind-1",
    site_name: "Riverside Wharf Block C",
    company_name: "Barratt Construction Ltd",
    project_name: null,
    induction_date: "2026-03-12",
    supervisor_name: "Dave O'Neill",
    safety_briefing_completed: true,
    ppe_requirements: ["hard_hat", "hi_vis"],
    ppe_other: "Knee pads",
    ppe_summary: ["Hard hat", "Hi-vis", "Knee pads"],
    valid_until: "2027-03-12",
    urgency: { status: "valid", days_left: 365, label: "Valid" },
    sheet_url: null,
    sheet_thumbnail_url: null,
    created_at: "2026-03-12T10:00:00.000Z",
    updated_at: "2026-03-12T10:00:00.000Z",
    ...overrides,
  };
}

describe("InductionForm", () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("names every missing required field in the spec's words and sends nothing", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");

    await user.click(screen.getByRole("button", { name: "Save induction" }));
    expect(await screen.findByText("site name is required")).toBeInTheDocument();
    expect(screen.getByText("company name is required")).toBeInTheDocument();
    expect(screen.getByText("induction date is required")).toBeInTheDocument();
    expect(screen.getByText("safety briefing_completed is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Site name")).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it("fills the form from a photo, marking each field by how sure the read was; nothing is saved", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");

    await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
    const request = FakeXhr.last();
    expect(request.url).toBe("/api/inductions/ocr");
    const sent = request.body as FormData;
    expect(sent.get("form_type")).toBe("induction");
    expect(sent.get("image")).toBeInstanceOf(File);
    expect(screen.getByRole("progressbar", { name: "Reading your induction record" })).toBeInTheDocument();

    await act(async () => request.respond(200, readJob()));
    await waitFor(() => expect(screen.getByLabelText("Site name")).toHaveValue("Riverside Wharf Block C"));
    expect(screen.getByLabelText("Company")).toHaveValue("Barratt Construction Ltd");
    expect(screen.getByLabelText("Induction date")).toHaveValue("2026-03-12");
    expect(screen.getByLabelText("Supervisor (optional)")).toHaveValue("Dave O'Neill");
    expect(screen.getByLabelText("I had the safety briefing")).toBeChecked();
    expect(screen.getByLabelText("Hard hat")).toBeChecked();
    expect(screen.getByLabelText("Gloves")).not.toBeChecked();
    expect(screen.getByLabelText("Other PPE (optional)")).toHaveValue("Knee pads");
    expect(screen.getByLabelText("Valid until (optional)")).toHaveValue("2027-03-12");
    expect(screen.getByLabelText("Valid until (optional)")).toHaveAccessibleDescription(
      "Check this: read from your photo",
    );

    expect(screen.getByLabelText("Site name")).toHaveAccessibleDescription("Read from your photo");
    expect(screen.getByLabelText("Company")).toHaveAccessibleDescription("Check this: read from your photo");
    expect(screen.getByLabelText("Supervisor (optional)")).toHaveAccessibleDescription(
      "Check this: hard to read on your photo",
    );
    expect(screen.getByRole("status")).toHaveTextContent(/could only read part of your sheet/);
    expect(api).not.toHaveBeenCalled();
  });

  it("says an unreadable photo could not be read and suggests a retake", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");
    await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
    await act(async () =>
      FakeXhr.last().respond(
        200,
        readJob({ extracted_fields: noExtractedFields, read_quality: "unreadable" }),
      ),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We could not read this photo. Type the record in below, or retake the photo: flat, in good light, the whole sheet in view.",
    );
    expect(screen.getByLabelText("Site name")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Type it in instead" }));
    expect(screen.getByLabelText("Site name")).toHaveFocus();
  });

  it("says why the server could not read a photo, in its words", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");
    await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
    const tooDark =
      "This photo is too dark to read. Type the record in below, or take the photo again in better light.";
    await act(async () =>
      FakeXhr.last().respond(
        200,
        readJob({
          extracted_fields: {
            site_name: null,
            company_name: null,
            project_name: null,
            date: { value: "2026-03-12", confidence: 41 },
            valid_until: null,
            supervisor_name: null,
            safety_briefing: null,
            ppe_requirements: null,
          },
          read_quality: "unreadable",
          message: { key: "inductions.unreadable.tooDark" },
        }),
      ),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(tooDark);
  });

  it("answers within a minute when the server never does, and lets the worker type instead at any time", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // The photo is taken in, then the server stalls: every status call hangs.
      stubApi({ "GET /api/inductions/ocr/status/job-1": () => new Promise<Response>(() => {}) });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");
      await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
      await act(async () =>
        FakeXhr.last().respond(
          202,
          readJob({ status: "queued", extracted_fields: null, read_quality: null }),
        ),
      );
      expect(await screen.findByText("Waiting for our reader…")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Type it in instead" })).toBeEnabled();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(59_000);
      });
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Reading your photo is taking too long (our reader may be busy). Type the record in below, or try the photo again later.",
      );
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();

      // A second photo whose upload never ends: typing instead stops it at once.
      await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
      await user.click(screen.getByRole("button", { name: "Type it in instead" }));
      expect(screen.getByLabelText("Site name")).toHaveFocus();
      expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's message when it refuses the photo, else 'OCR processing failed'", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");
    const input = screen.getByLabelText("Photo of the induction record");

    await user.upload(input, photo());
    await act(async () =>
      FakeXhr.last().respond(415, {
        code: "UNSUPPORTED_MEDIA_TYPE",
        category: "validation",
        severity: "low",
        message: "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
        errorId: "e1",
        messageRef: { key: "shell.ui.upload.invalidImage" },
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid file type. Only JPEG, PNG, and WebP images are supported.",
    );

    await user.upload(input, photo());
    await act(async () =>
      FakeXhr.last().respond(
        200,
        readJob({
          status: "failed",
          extracted_fields: null,
          read_quality: null,
          error: { key: "inductions.ocr.failed" },
        }),
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("OCR processing failed");
  });

  it("shows the chosen photo's name in the picker while it is read, not the browser's 'No file chosen'", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");
    const input = screen.getByLabelText("Photo of the induction record");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("No photo chosen yet"));

    await user.upload(input, photo());
    expect(screen.getByText("induction.png")).toBeVisible();
    expect(input).toHaveAccessibleDescription(expect.stringContaining("induction.png"));
    expect(screen.getByRole("progressbar", { name: "Reading your induction record" })).toBeInTheDocument();
  });

  it("keeps the photo with the record without another tap and closes once saved", async () => {
    const api = stubApi({
      "POST /api/inductions": () => jsonResponse(201, savedInduction()),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={onClose} />, "/inductions");
    await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
    await act(async () => FakeXhr.last().respond(200, readJob()));
    await waitFor(() => expect(screen.getByLabelText("Site name")).toHaveValue("Riverside Wharf Block C"));
    expect(screen.getByLabelText("Keep this photo with the record as the signed sheet")).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Save induction" }));
    await waitFor(() => expect(FakeXhr.last().url).toBe("/api/inductions/ind-1/sheet"));
    expect(bodySentTo(api, "POST", "/api/inductions")).toMatchObject({ valid_until: "2027-03-12" });
    expect((FakeXhr.last().body as FormData).get("file")).toBeInstanceOf(File);
    expect(onClose).not.toHaveBeenCalled();

    const withSheet = savedInduction({
      sheet_url: "/api/files/sheet-1",
      sheet_thumbnail_url: "/api/files/t-1",
    });
    await act(async () => FakeXhr.last().respond(200, withSheet));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(withSheet));
  });

  it("leaves the photo out when the worker unticks 'keep', and closes once saved", async () => {
    stubApi({ "POST /api/inductions": () => jsonResponse(201, savedInduction()) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={onClose} />, "/inductions");
    await user.upload(screen.getByLabelText("Photo of the induction record"), photo());
    const reading = FakeXhr.last();
    await act(async () => reading.respond(200, readJob()));
    await waitFor(() => expect(screen.getByLabelText("Site name")).toHaveValue("Riverside Wharf Block C"));

    await user.click(screen.getByLabelText("Keep this photo with the record as the signed sheet"));
    await user.click(screen.getByRole("button", { name: "Save induction" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(savedInduction()));
    expect(FakeXhr.last()).toBe(reading);
  });
});
