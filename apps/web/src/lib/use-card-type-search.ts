import { type CardType, cardSchemes, cardTypeSearchOptions } from "@siteready/domain/skills-cards";
import Fuse from "fuse.js";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

const fuse = new Fuse(cardSchemes, {
  keys: cardTypeSearchOptions.keys.map((key) =>
    // "Other" is the catalogue's word for a card with no colour, never one a worker types for it.
    key === "colour"
      ? { name: key, getFn: (cardType: CardType) => (cardType.colour === "other" ? "" : cardType.colour) }
      : key,
  ),
  threshold: cardTypeSearchOptions.threshold,
});

function sortedLetters(text: string): string {
  return [...text.toLowerCase()].sort().join("");
}

/**
 * Every word typed must fit the card somewhere, each in whichever field it fits: "CSCS Blue" is the scheme in the
 * name and the colour, "blue card" a common name, "CPCS A58" the acronym and a category code. (Fuse.js scores a
 * whole query against one field at a time, so "CSCS Blue" alone found nothing: no field reads "CSCS Blue".)
 */
const everyWord = (query: string) => ({
  $and: query.split(/\s+/).map((word) => ({
    $or: cardTypeSearchOptions.keys.map((key) => ({ [key]: word })),
  })),
});

/**
 * Spec §9 fuzzy search: the first few card types for an empty query, otherwise the best matches. Fuse.js
 * counts two swapped letters as two mistakes, so "cpsc" scores CSCS as close as CPCS; a query holding
 * exactly an acronym's letters (the usual slip of the thumb) puts that scheme's cards first.
 */
export function searchCardTypes(query: string): readonly CardType[] {
  const trimmed = query.trim();
  if (trimmed === "") return cardSchemes.slice(0, cardTypeSearchOptions.defaultResults);
  const letters = sortedLetters(trimmed);
  const matches = fuse.search(everyWord(trimmed)).map((result) => result.item);
  const swapped = matches.filter((cardType) => sortedLetters(cardType.acronym) === letters);
  const others = matches.filter((cardType) => !swapped.includes(cardType));
  return [...swapped, ...others].slice(0, cardTypeSearchOptions.maxResults);
}

interface CardTypeSearchOptions {
  /** Enter on the highlighted card type (the default action is left to the form otherwise). */
  onPick: (cardType: CardType) => void;
  /**
   * Given, the list ends with "Other (type it in)" once something is typed, and Enter on it passes the
   * typed text: for a card the catalogue does not have.
   */
  onPickTyped?: (typed: string) => void;
  /** Escape while the list is open; without it Escape just closes the list. */
  onEscape?: () => void;
}

/**
 * The search behind a card-type combobox (ARIA 1.2, listbox popup): the debounced fuzzy search, which option
 * is highlighted, and the keys. Arrow keys move through the matches, Enter picks one, Escape closes the list.
 * `id` is the text box's id; the options' ids derive from it.
 */
export function useCardTypeSearch(id: string, { onPick, onPickTyped, onEscape }: CardTypeSearchOptions) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedQuery = useDebouncedValue(query, cardTypeSearchOptions.debounceMs);
  const results = searchCardTypes(debouncedQuery);
  const typed = query.trim();
  /** The index of "Other (type it in)", after the matches; null when it is not offered. */
  const typedOptionIndex = onPickTyped && typed !== "" ? results.length : null;
  const optionCount = typedOptionIndex === null ? results.length : results.length + 1;
  const active = activeIndex < optionCount ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOptionId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOptionId]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActiveIndex(Math.min(active + 1, optionCount - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActiveIndex(active <= 0 ? optionCount - 1 : active - 1);
        break;
      case "Enter": {
        if (!open || active < 0) break;
        const cardType = results[active];
        // Picks the card instead of submitting the form.
        if (cardType) {
          event.preventDefault();
          onPick(cardType);
        } else if (active === typedOptionIndex) {
          event.preventDefault();
          onPickTyped?.(typed);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          if (onEscape) onEscape();
          else setOpen(false);
        }
        break;
    }
  }

  /** Read out by screen readers once the search has caught up with the typing. */
  const statusText =
    open && query.trim() !== "" && debouncedQuery === query
      ? `${results.length} ${results.length === 1 ? "card type" : "card types"} found`
      : "";

  return {
    query,
    setQuery,
    open,
    setOpen,
    setActiveIndex,
    debouncedQuery,
    results,
    typed,
    typedOptionIndex,
    optionCount,
    active,
    optionId,
    activeOptionId,
    handleKeyDown,
    statusText,
  };
}
