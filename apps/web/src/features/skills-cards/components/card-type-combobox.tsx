import { type CardType, findCardType } from "@siteready/domain";
import { PenLine } from "lucide-react";
import { type Ref, useEffect, useId, useState } from "react";
import { CardColourSwatch } from "../../../components/ui/card-colours.tsx";
import { searchCardTypes, useCardTypeSearch } from "../../../lib/use-card-type-search.ts";

export { searchCardTypes };

/** The last option, for a card the catalogue does not have: what was typed becomes the card type. */
export const TYPED_CARD_TYPE_OPTION = "Other (type it in)";

interface CardTypeComboboxProps {
  label: string;
  /** The chosen card type id, a card type the worker typed in, or '' for none. */
  value: string;
  onChange: (cardType: string) => void;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The card-type picker: a text box that searches the card catalogue as the user types (ARIA 1.2 combobox with
 * a listbox popup). Arrow keys move through the matches, Enter picks one, Escape closes the list. The last
 * option, "Other (type it in)", keeps what was typed as the card type.
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
  const chosenName = findCardType(value)?.name ?? value;

  const [text, setText] = useState(chosenName);
  const {
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
  } = useCardTypeSearch(id, {
    onPick: choose,
    onPickTyped: chooseTyped,
    onEscape: () => {
      setText(chosenName);
      close();
    },
  });

  // A value set from outside (a restored draft, the card being edited) shows its name in the box.
  useEffect(() => setText(chosenName), [chosenName]);

  // The list shows only when it has options; aria-expanded says the same to screen readers.
  const expanded = open && optionCount > 0;

  function choose(cardType: CardType) {
    onChange(cardType.id);
    setText(cardType.name);
    close();
  }

  function chooseTyped(cardType: string) {
    onChange(cardType);
    setText(cardType);
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
        {typedOptionIndex !== null ? (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys work on the text box, as for the options above
          <div
            id={optionId(typedOptionIndex)}
            role="option"
            tabIndex={-1}
            aria-selected={typedOptionIndex === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => chooseTyped(typed)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-t border-border px-2 py-1.5 ${typedOptionIndex === active ? "bg-surface-muted outline-2 outline-focus" : ""}`}
          >
            <PenLine aria-hidden="true" className="size-5 shrink-0 text-muted" />
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">{TYPED_CARD_TYPE_OPTION}</span>
              <span className="text-sm break-words text-muted">
                {results.length === 0 && debouncedQuery.trim() !== "" ? "Nothing matches: save" : "Save"} “
                {typed}” as the card type
              </span>
            </span>
          </div>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {statusText}
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
