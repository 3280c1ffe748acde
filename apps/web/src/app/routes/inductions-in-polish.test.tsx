import { type InductionView, noExtractedFields, type OcrJobView } from "@siteready/domain/inductions";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InductionForm } from "../../features/inductions/components/induction-form.tsx";
import { showLanguage } from "../../i18n/i18n.ts";
import { FakeXhr } from "../../test-support/fake-xhr.ts";
import { jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../test-support/render.tsx";
import { InductionsPage } from "./inductions.tsx";

const riverside: InductionView = {
  id: "ind-1",
  site_name: "Riverside Wharf",
  company_name: "Barratt Construction Ltd",
  project_name: null,
  induction_date: "2026-03-12",
  supervisor_name: null,
  safety_briefing_completed: true,
  ppe_requirements: ["hard_hat", "hi_vis"],
  ppe_other: "Knee pads",
  ppe_summary: ["Hard hat", "Hi-vis", "Knee pads"],
  valid_until: "2026-09-12",
  urgency: { status: "valid", days_left: 184, label: "Valid" },
  sheet_url: null,
  sheet_thumbnail_url: null,
  created_at: "2026-03-12T10:00:00Z",
  updated_at: "2026-03-12T10:00:00Z",
};

describe("inductions in Polish (issue #38)", () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("the page lists an induction with its details, PPE and dates in Polish", async () => {
    await showLanguage("pl");
    stubApi({ "GET /api/inductions": () => jsonResponse(200, { inductions: [riverside] }) });
    renderSignedIn(<InductionsPage />, "/inductions");

    expect(screen.getByRole("heading", { level: 1, name: "Szkolenia wprowadzające" })).toBeInTheDocument();
    const item = await screen.findByRole("article", { name: "Riverside Wharf" });
    expect(within(item).getByText("Firma")).toBeInTheDocument();
    expect(within(item).getByText("12 marca 2026")).toBeInTheDocument();
    expect(within(item).getByText("Odbyta")).toBeInTheDocument();
    expect(within(item).getByText("Kask, Kamizelka odblaskowa (hi-vis), Knee pads")).toBeInTheDocument();
    expect(within(item).getByText("12 września 2026")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dodaj szkolenie" })).toBeInTheDocument();
  });

  it("a photo that could not be read says why in Polish, and the form checks fields in Polish", async () => {
    await showLanguage("pl");
    stubApi({});
    const user = userEvent.setup();
    renderSignedIn(<InductionForm onClose={() => {}} />, "/inductions");

    await user.upload(
      screen.getByLabelText("Zdjęcie potwierdzenia szkolenia"),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "induction.png", { type: "image/png" }),
    );
    expect(
      screen.getByRole("progressbar", { name: "Odczytujemy potwierdzenie szkolenia" }),
    ).toBeInTheDocument();
    const unreadable: OcrJobView = {
      id: "job-1",
      status: "done",
      extracted_fields: noExtractedFields,
      read_quality: "unreadable",
      // The server's reason, by key: worded in Polish here, never matched from English.
      message: { key: "inductions.unreadable.tooDark" },
      error: null,
    };
    await act(async () => FakeXhr.last().respond(200, unreadable));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "To zdjęcie jest za ciemne. Wpisz dane poniżej albo zrób zdjęcie jeszcze raz przy lepszym świetle.",
      ),
    );

    await user.click(screen.getByRole("button", { name: "Zapisz szkolenie" }));
    expect(await screen.findByText("Pole „Nazwa budowy” jest wymagane")).toBeInTheDocument();
    expect(screen.getByText("Pole „Odprawa BHP” jest wymagane")).toBeInTheDocument();
    expect(screen.getByLabelText("Kask")).not.toBeChecked();
  });
});
