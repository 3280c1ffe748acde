import { type CardType, cardSchemes, cardTypeSearchOptions, findCardType } from "@siteready/domain";
import Fuse from "fuse.js";
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from "react";
import { CardColourSwatch } from "./card-colours.tsx";

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

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

interface CardTypeComboboxProps {
  label: string;
  /** The chosen card type id, or '' for none. */
  value: string;
  onChange: (cardTypeId: string) => void;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The card-type picker: a text box that searches the card catalogue as the user types (ARIA 1.2 combobox with
 * a listbox popup). Arrow keys move through the matches, Enter picks one, Escape closes the list.
 */
export function CardTypeCombobox({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  ref,
}: CardTypeComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const chosenName = findCardType(value)?.name ?? "";

  const [text, setText] = useState(chosenName);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedQuery = useDebouncedValue(query, cardTypeSearchOptions.debounceMs);
  const results = searchCardTypes(debouncedQuery);
  const active = activeIndex < results.length ? activeIndex : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A value set from outside (a restored draft, the card being edited) shows its name in the box.
  useEffect(() => setText(chosenName), [chosenName]);

  // The list shows only when something matches; aria-expanded says the same to screen readers.
  const expanded = open && results.length > 0;
  const activeOptionId = expanded && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOptionId]);

  function choose(cardType: CardType) {
    onChange(cardType.id);
    setText(cardType.name);
    close();
  }

  function close() {
    setOpen(false);
    setQuery("");
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        setActiveIndex(Math.min(active + 1, results.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActiveIndex(active <= 0 ? results.length - 1 : active - 1);
        break;
      case "Enter": {
        const cardType = open && active >= 0 ? results[active] : undefined;
        if (cardType) {
          // Picks the card instead of submitting the form.
          event.preventDefault();
          choose(cardType);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          setText(chosenName);
          close();
        }
        break;
    }
  }

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        ref={ref}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOptionId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setQuery(event.target.value);
          setActiveIndex(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          // Unfinished typing gives way to the card actually chosen.
          setText(chosenName);
          close();
          onBlur?.();
        }}
        onKeyDown={handleKeyDown}
        className={`min-h-11 rounded-lg border bg-surface px-3 text-base text-text ${error ? "border-danger" : "border-border"}`}
      />
      <div
        id={listboxId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
      >
        {results.map((cardType, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys work on the text box, which points at the option (aria-activedescendant)
          <div
            key={cardType.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps focus in the text box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(cardType)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 ${index === active ? "bg-surface-muted outline-2 outline-focus" : ""}`}
          >
            <CardColourSwatch colour={cardType.colour} />
            <span className="flex flex-col">
              <span className="font-semibold">{cardType.name}</span>
              <span className="text-sm text-muted">
                {cardType.acronym} · {cardType.category}
              </span>
            </span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {open && query.trim() !== "" && debouncedQuery === query
          ? `${results.length} ${results.length === 1 ? "card type" : "card types"} found`
          : ""}
      </p>
      {open && results.length === 0 ? (
        <p className="text-sm text-muted">
          No card types match “{debouncedQuery.trim()}”. Try the scheme, like CSCS or CPCS.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
