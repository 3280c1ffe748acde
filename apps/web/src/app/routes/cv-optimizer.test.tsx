import type { CvView } from "@siteready/domain/cv";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { renderInApp, testUser } from "../../test-support/render.tsx";
import { CvOptimizerPage } from "./cv-optimizer.tsx";

const view: CvView = {
  cv: {
    name: "Łukasz Wójcik",
    contact: [],
    trade: "Groundworker",
    summary: "Groundworker, six years.",
    cards: [
      {
        title: "CSCS Skilled Worker (Blue)",
        registration_number: "12345678",
        expiry_date: "2029-01-31",
        expired: false,
      },
    ],
    qualifications: [],
    projects: [],
    inductions: [],
    competence: [],
    driving_licence: false,
    right_to_work: true,
  },
  settings: {
    summary: "Groundworker, six years.",
    show_email: false,
    show_phone: false,
    show_town: false,
    include_driving_licence: false,
    right_to_work: true,
  },
  available: { email: false, phone: false, town: false, driving_licence: false },
  ai: { configured: false, consented_at: null },
};

function renderCvPage() {
  return renderInApp(<CvOptimizerPage />, { url: "/cv-optimizer", user: testUser, seed: [[["cv"], view]] });
}

describe("the CV page", () => {
  it("makes the CV in English by default, whatever language the page is in", async () => {
    await showLanguage("pl");
    renderCvPage();
    expect(screen.getByRole("heading", { level: 1, name: "Twoje CV" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Język CV" })).toHaveValue("en");
    expect(screen.getByRole("link", { name: "Pobierz PDF" })).toHaveAttribute("href", "/api/cv/export/pdf");
    const preview = screen.getByRole("article", { name: "Twoje CV" });
    expect(within(preview).getByRole("heading", { name: "Cards and tickets" })).toBeInTheDocument();
    expect(within(preview).getByText("I have the right to work in the UK")).toBeInTheDocument();
  });

  it("makes it in the language the worker chooses, with their name exactly as written", async () => {
    await showLanguage("pl");
    const user = userEvent.setup();
    renderCvPage();
    await user.selectOptions(screen.getByRole("combobox", { name: "Język CV" }), "Polski");
    expect(screen.getByRole("link", { name: "Pobierz PDF" })).toHaveAttribute(
      "href",
      "/api/cv/export/pdf?language=pl",
    );
    const preview = screen.getByRole("article", { name: "Twoje CV" });
    expect(await within(preview).findByRole("heading", { name: "Karty i uprawnienia" })).toBeInTheDocument();
    expect(within(preview).getByText("Mam prawo do pracy w Wielkiej Brytanii")).toBeInTheDocument();
    expect(within(preview).getByText("Łukasz Wójcik")).toBeInTheDocument();
    expect(preview).toHaveAttribute("lang", "pl");
  });
});
