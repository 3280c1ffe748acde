import { type Catalogue, type Language, messageSource } from "@siteready/domain/i18n";
import {
  type CardType,
  cardCategoryKeys,
  cardSchemes,
  cardTypeSearchOptions,
  cardTypeWordKeys,
} from "@siteready/domain/skills-cards";
import Fuse, { type FuseOptionKey } from "fuse.js";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

const englishKeys: FuseOptionKey<CardType>[] = cardTypeSearchOptions.keys.map((key) =>
  // "Other" is the catalogue's word for a card with no colour, never one a worker types for it.
  key === "colour"
    ? { name: key, getFn: (cardType: CardType) => (cardType.colour === "other" ? "" : cardType.colour) }
    : key,
);

/**
 * The words a reader sees in their language, searched beside the English ones (the names on the cards, the words
 * workers use on UK sites): "zielona" finds the CSCS Labourer card in Polish as "green card" does in English.
 */
const shownWordKeys = ["shownName", "shownDescription", "shownCategory"] as const;

function shownWordsKeys(catalogue: Catalogue): FuseOptionKey<CardType>[] {
  return [
    {
      name: "shownName",
      getFn: (cardType: CardType) => messageSource(catalogue[cardTypeWordKeys(cardType).name]),
    },
    {
      name: "shownDescription",
      getFn: (cardType: CardType) => messageSource(catalogue[cardTypeWordKeys(cardType).description]),
    },
    {
      name: "shownCategory",
      getFn: (cardType: CardType) => messageSource(catalogue[cardCategoryKeys[cardType.category]]),
    },
  ];
}

const englishIndex = {
  fuse: new Fuse(cardSchemes, { keys: englishKeys, threshold: cardTypeSearchOptions.threshold }),
  keyNames: cardTypeSearchOptions.keys as readonly string[],
};

/** One index per other language shown, made the first time that language searches. */
const indexes = new WeakMap<Catalogue, typeof englishIndex>();

function indexFor(catalogue: Catalogue | undefined) {
  if (!catalogue) return englishIndex;
  let index = indexes.get(catalogue);
  if (!index) {
    const fuse = new Fuse(cardSchemes, {
      keys: [...englishKeys, ...shownWordsKeys(catalogue)],
      threshold: cardTypeSearchOptions.threshold,
      // A worker on an English keyboard types "zlota" for "złota".
      ignoreDiacritics: true,
      // The translated words sit after the card's English name ("PASMA Towers for Users (rusztowania jezdne)"),
      // so where a word is found must not count against it.
      ignoreLocation: true,
    });
    index = { fuse, keyNames: [...cardTypeSearchOptions.keys, ...shownWordKeys] };
    indexes.set(catalogue, index);
  }
  return index;
}

function sortedLetters(text: string): string {
  return [...text.toLowerCase()].sort().join("");
}

/**
 * Every word typed must fit the card somewhere, each in whichever field it fits: "CSCS Blue" is the scheme in the
 * name and the colour, "blue card" a common name, "CPCS A58" the acronym and a category code. (Fuse.js scores a
 * whole query against one field at a time, so "CSCS Blue" alone found nothing: no field reads "CSCS Blue".)
 */
const everyWord = (query: string, keyNames: readonly string[]) => ({
  $and: query.split(/\s+/).map((word) => ({
    $or: keyNames.map((key) => ({ [key]: word })),
  })),
});

/**
 * Spec §9 fuzzy search: the first few card types for an empty query, otherwise the best matches. Fuse.js
 * counts two swapped letters as two mistakes, so "cpsc" scores CSCS as close as CPCS; a query holding
 * exactly an acronym's letters (the usual slip of the thumb) puts that scheme's cards first. `shownIn`, the
 * catalogue of a reader's language other than English: its words for the cards are searched too.
 */
export function searchCardTypes(query: string, shownIn?: Catalogue): readonly CardType[] {
  const trimmed = query.trim();
  if (trimmed === "") return cardSchemes.slice(0, cardTypeSearchOptions.defaultResults);
  const letters = sortedLetters(trimmed);
  const { fuse, keyNames } = indexFor(shownIn);
  const matches = fuse.search(everyWord(trimmed, keyNames)).map((result) => result.item);
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
  /** The reader's language and its catalogue (useT's): its words for the cards are searched too. */
  shown: { language: Language; catalogue: Catalogue };
}

/**
 * The search behind a card-type combobox (ARIA 1.2, listbox popup): the debounced fuzzy search, which option
 * is highlighted, and the keys. Arrow keys move through the matches, Enter picks one, Escape closes the list.
 * `id` is the text box's id; the options' ids derive from it.
 */
export function useCardTypeSearch(
  id: string,
  { onPick, onPickTyped, onEscape, shown }: CardTypeSearchOptions,
) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedQuery = useDebouncedValue(query, cardTypeSearchOptions.debounceMs);
  const results = searchCardTypes(debouncedQuery, shown.language === "en" ? undefined : shown.catalogue);
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

  /** The search has caught up with the typing: how many it found is read out then (the listbox words it). */
  const settled = open && query.trim() !== "" && debouncedQuery === query;

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
    settled,
  };
}
