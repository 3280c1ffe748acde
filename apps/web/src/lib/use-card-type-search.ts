import { type CardType, cardSchemes, cardTypeSearchOptions } from "@siteready/domain";
import Fuse from "fuse.js";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value.ts";

const fuse = new Fuse(cardSchemes, {
  keys: cardTypeSearchOptions.keys,
  threshold: cardTypeSearchOptions.threshold,
});

/** Spec §9 fuzzy search: the first few card types for an empty query, otherwise the best matches. */
export function searchCardTypes(query: string): readonly CardType[] {
  const trimmed = query.trim();
  if (trimmed === "") return cardSchemes.slice(0, cardTypeSearchOptions.defaultResults);
  return fuse.search(trimmed, { limit: cardTypeSearchOptions.maxResults }).map((result) => result.item);
}

interface CardTypeSearchOptions {
  /** Enter on the highlighted card type (the default action is left to the form otherwise). */
  onPick: (cardType: CardType) => void;
  /** Escape while the list is open; without it Escape just closes the list. */
  onEscape?: () => void;
}

/**
 * The search behind a card-type combobox (ARIA 1.2, listbox popup): the debounced fuzzy search, which option
 * is highlighted, and the keys. Arrow keys move through the matches, Enter picks one, Escape closes the list.
 * `id` is the text box's id; the options' ids derive from it.
 */
export function useCardTypeSearch(id: string, { onPick, onEscape }: CardTypeSearchOptions) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedQuery = useDebouncedValue(query, cardTypeSearchOptions.debounceMs);
  const results = searchCardTypes(debouncedQuery);
  const active = activeIndex < results.length ? activeIndex : -1;
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
        setActiveIndex(Math.min(active + 1, results.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActiveIndex(active <= 0 ? results.length - 1 : active - 1);
        break;
      case "Enter": {
        const cardType = open && active >= 0 ? results[active] : undefined;
        if (cardType) {
          // Picks the card instead of submitting the form.
          event.preventDefault();
          onPick(cardType);
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
    active,
    optionId,
    activeOptionId,
    handleKeyDown,
    statusText,
  };
}
