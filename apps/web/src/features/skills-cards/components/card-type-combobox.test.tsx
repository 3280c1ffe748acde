import { cardSchemes, cardTypeSearchOptions } from "@siteready/domain/skills-cards";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardTypeCombobox, searchCardTypes } from "./card-type-combobox.tsx";

function Picker({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <CardTypeCombobox
      label="Card type"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const optionNames = () =>
  within(screen.getByRole("listbox", { hidden: true }))
    .queryAllByRole("option", { hidden: true })
    .map((option) => option.querySelector(".font-semibold")?.textContent);

describe("searchCardTypes", () => {
  it("offers the first 8 card types for an empty query", () => {
    expect(searchCardTypes("  ")).toEqual(cardSchemes.slice(0, 8));
  });

  it("finds the CPCS cards by their acronym, CPCS first, and never more than 10", () => {
    const results = searchCardTypes("cpcs");
    expect(results.length).toBeLessThanOrEqual(cardTypeSearchOptions.maxResults);
    expect(results[0]?.scheme).toBe("CPCS");
    expect(results.map((cardType) => cardType.name)).toEqual(
      expect.arrayContaining(["CPCS Trained Operator (Red)", "CPCS Competent Operator (Blue)"]),
    );
  });
});

describe("searchCardTypes finds what workers type", () => {
  const firstNames = (query: string, count: number) =>
    searchCardTypes(query)
      .slice(0, count)
      .map((cardType) => cardType.name);

  it("knows the cards by their common names", () => {
    expect(firstNames("green card", 1)).toEqual(["CSCS Labourer (Green)"]);
    expect(firstNames("blue card", 1)).toEqual(["CSCS Skilled Worker (Blue)"]);
    expect(firstNames("Black card", 1)).toEqual(["CSCS Manager (Black)"]);
    expect(firstNames("first aid", 2)).toEqual([
      "First Aid at Work (FAW)",
      "Emergency First Aid at Work (EFAW)",
    ]);
  });

  it("forgives swapped letters: 'cpsc' finds the CPCS cards first", () => {
    expect(
      searchCardTypes("cpsc")
        .slice(0, 2)
        .map((cardType) => cardType.scheme),
    ).toEqual(["CPCS", "CPCS"]);
  });

  it("finds a card by its scheme and colour, as workers and employers name it, whatever the order", () => {
    expect(firstNames("CSCS Blue", 1)).toEqual(["CSCS Skilled Worker (Blue)"]);
    expect(firstNames("blue cscs", 1)).toEqual(["CSCS Skilled Worker (Blue)"]);
    expect(firstNames("CSCS blue card", 1)).toEqual(["CSCS Skilled Worker (Blue)"]);
    expect(firstNames("CSCS Green", 1)).toEqual(["CSCS Labourer (Green)"]);
    expect(firstNames("CSCS Black", 1)).toEqual(["CSCS Manager (Black)"]);
    expect(firstNames("CPCS Red", 1)).toEqual(["CPCS Trained Operator (Red)"]);
    expect(firstNames("CPCS blue", 1)).toEqual(["CPCS Competent Operator (Blue)"]);
    expect(firstNames("NPORS blue", 1)).toEqual(["NPORS Competent Operator (Blue, CSCS logo)"]);
    expect(searchCardTypes("CSCS Gold").map((cardType) => cardType.id)).toEqual(
      expect.arrayContaining(["cscs-advanced-craft", "cscs-supervisor"]),
    );
    expect(firstNames("SSSTS", 1)).toEqual(["SSSTS Site Supervision Safety Training Scheme"]);
  });

  it("finds the CPCS cards by a category code or machine: 'A58', 'CPCS A58', '360 excavator'", () => {
    for (const query of ["A58", "CPCS A58", "a58 excavator", "360 excavator"]) {
      expect(searchCardTypes(query).map((cardType) => cardType.id)).toEqual([
        "cpcs-trained-operator",
        "cpcs-competent-operator",
      ]);
    }
    expect(searchCardTypes("A99")).toEqual([]);
  });

  it("never takes 'other' for a colour", () => {
    expect(searchCardTypes("other")).toEqual([]);
  });

  it("finds nothing for words that fit no card", () => {
    expect(searchCardTypes("tideway induction")).toEqual([]);
  });
});

describe("CardTypeCombobox", () => {
  afterEach(() => vi.useRealTimers());

  it("is a labelled combobox that opens a listbox of 8 suggestions before anything is typed", () => {
    render(<Picker />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    const listboxId = input.getAttribute("aria-controls");
    expect(listboxId).toBeTruthy();

    fireEvent.focus(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = screen.getByRole("listbox");
    expect(listbox).toHaveAttribute("id", listboxId);
    expect(within(listbox).getAllByRole("option")).toHaveLength(8);
  });

  it("offers the CPCS cards for 'cpcs' once the 300 ms debounce has passed", () => {
    vi.useFakeTimers();
    render(<Picker />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "cpcs" } });

    // Still the suggestions for the empty query: no search on every keystroke.
    act(() => vi.advanceTimersByTime(cardTypeSearchOptions.debounceMs - 1));
    expect(optionNames()).not.toContain("CPCS Competent Operator (Blue)");

    act(() => vi.advanceTimersByTime(1));
    const names = optionNames();
    expect(names[0]).toMatch(/^CPCS /);
    expect(names).toEqual(
      expect.arrayContaining(["CPCS Trained Operator (Red)", "CPCS Competent Operator (Blue)"]),
    );
    expect(screen.getByRole("status")).toHaveTextContent(/card types found/);
  });

  it("moves through the options with the arrow keys and picks one with Enter", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "cpcs" } });
    act(() => vi.advanceTimersByTime(cardTypeSearchOptions.debounceMs));

    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    const options = screen.getAllByRole("option");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(options[0]).toHaveAttribute("aria-selected", "true");

    const chosen = searchCardTypes("cpcs")[0];
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith(chosen?.id);
    expect(input).toHaveValue(chosen?.name);
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("closes with Escape and puts back the chosen card's name", () => {
    render(<Picker />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    const first = cardSchemes[0];
    expect(input).toHaveValue(first?.name);

    fireEvent.change(input, { target: { value: "scaff" } });
    expect(input).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue(first?.name);
  });

  it("picks a card type with a tap", () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    fireEvent.focus(screen.getByRole("combobox", { name: "Card type" }));
    const second = screen.getAllByRole("option")[1];
    if (!second) throw new Error("no second option");
    fireEvent.click(second);
    expect(onChange).toHaveBeenCalledWith(cardSchemes[1]?.id);
  });
});

describe("CardTypeCombobox: Other (type it in)", () => {
  afterEach(() => vi.useRealTimers());

  it("offers Other when nothing fits and keeps what was typed as the card type (keyboard)", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "Tideway induction" } });
    act(() => vi.advanceTimersByTime(cardTypeSearchOptions.debounceMs));

    const options = screen.getAllByRole("option");
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent("Other (type it in)");
    expect(options[0]).toHaveTextContent("Nothing matches: save “Tideway induction” as the card type");
    expect(screen.getByRole("status")).toHaveTextContent("0 card types found");

    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onChange).toHaveBeenCalledWith("Tideway induction");
    expect(input).toHaveValue("Tideway induction");
    // Leaving the box keeps the typed card type, as it keeps a chosen one.
    fireEvent.blur(input);
    expect(input).toHaveValue("Tideway induction");
  });

  it("lists Other after the matches, to tap", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Card type" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "blue card" } });
    act(() => vi.advanceTimersByTime(cardTypeSearchOptions.debounceMs));
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("CSCS Skilled Worker (Blue)");
    const other = options.at(-1);
    expect(other).toHaveTextContent("Other (type it in)");
    if (!other) throw new Error("no Other option");
    fireEvent.click(other);
    expect(onChange).toHaveBeenCalledWith("blue card");
  });

  it("shows a typed-in card type it is given as it is", () => {
    render(<CardTypeCombobox label="Card type" value="Tideway induction" onChange={() => {}} />);
    expect(screen.getByRole("combobox", { name: "Card type" })).toHaveValue("Tideway induction");
  });
});
