import { cardCategories, cardSchemes, cardTypeSearchOptions } from "@siteready/domain/skills-cards";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { SkillsCardForm } from "./skills-card-form.tsx";

// Issue 49: adding a card, the first thing a new worker does, showed each card's description and its category
// in English, whatever the language.
const englishDescriptions = cardSchemes.map((cardType) => cardType.description);

/** The English descriptions anywhere on the page, and the English categories where categories are shown. */
function englishShown(): string[] {
  const text = document.body.textContent ?? "";
  // A card's own name may hold a category's word ("CISRS Scaffolding Labourer"): categories are read from the
  // options' second lines, "CSCS · Karta na budowę".
  const shownCategories = [...document.querySelectorAll('[role="option"] .text-muted')].map(
    (detail) => (detail.textContent ?? "").split(" · ")[1],
  );
  return [
    ...englishDescriptions.filter((description) => text.includes(description)),
    ...cardCategories.filter((category) => shownCategories.includes(category)),
  ];
}

function openPicker() {
  const input = screen.getByRole("combobox", { name: "Rodzaj karty" });
  fireEvent.focus(input);
  return input;
}

const options = () => within(screen.getByRole("listbox")).getAllByRole("option");

describe("adding a card in Polish", () => {
  afterEach(() => vi.useRealTimers());

  it("the card-type picker names each card's colour and category in Polish", async () => {
    await showLanguage("pl");
    renderSignedIn(<SkillsCardForm onClose={() => undefined} />, "/skills-cards");
    openPicker();
    const first = options()[0];
    expect(first).toHaveTextContent("CSCS Labourer (zielona)");
    expect(first).toHaveTextContent("CSCS · Karta na budowę");
    expect(englishShown()).toEqual([]);
  });

  it("shows the chosen card's description in Polish and no English description", async () => {
    await showLanguage("pl");
    renderSignedIn(<SkillsCardForm onClose={() => undefined} />, "/skills-cards");
    const input = openPicker();
    const skilled = options().find((option) =>
      option.textContent?.includes("CSCS Skilled Worker (niebieska)"),
    );
    if (!skilled) throw new Error("the CSCS Skilled Worker card is offered");
    fireEvent.click(skilled);
    expect(input).toHaveValue("CSCS Skilled Worker (niebieska)");
    expect(
      screen.getByText("Dla fachowców z NVQ na poziomie 2 lub ukończonymi praktykami w swoim zawodzie."),
    ).toBeInTheDocument();
    expect(englishShown()).toEqual([]);
  });

  it("finds cards by their Polish words, with or without the Polish letters, and still by the English ones", async () => {
    await showLanguage("pl");
    vi.useFakeTimers();
    renderSignedIn(<SkillsCardForm onClose={() => undefined} />, "/skills-cards");
    const input = openPicker();
    const firstFound = (query: string) => {
      fireEvent.change(input, { target: { value: query } });
      act(() => vi.advanceTimersByTime(cardTypeSearchOptions.debounceMs));
      return options()[0]?.querySelector(".font-semibold")?.textContent;
    };
    expect(firstFound("rusztowania jezdne")).toBe("PASMA Towers for Users (rusztowania jezdne)");
    expect(firstFound("zlota karta")).toMatch(/\(złota\)$/);
    expect(firstFound("green card")).toBe("CSCS Labourer (zielona)");
    expect(screen.getByRole("status")).toHaveTextContent(/^Znaleziono \d+ rodza/);
    expect(englishShown()).toEqual([]);
  });
});
