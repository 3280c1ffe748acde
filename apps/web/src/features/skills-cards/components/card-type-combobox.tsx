import { type CardType, findCardType } from "@siteready/domain";
import { type Ref, useEffect, useId, useState } from "react";
import { searchCardTypes, useCardTypeSearch } from "../../../lib/use-card-type-search.ts";
import { CardColourSwatch } from "./card-colours.tsx";

export { searchCardTypes };

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
  const {
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
  } = useCardTypeSearch(id, {
    onPick: choose,
    onEscape: () => {
      setText(chosenName);
      close();
    },
  });

  // A value set from outside (a restored draft, the card being edited) shows its name in the box.
  useEffect(() => setText(chosenName), [chosenName]);

  // The list shows only when something matches; aria-expanded says the same to screen readers.
  const expanded = open && results.length > 0;

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
        {statusText}
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
