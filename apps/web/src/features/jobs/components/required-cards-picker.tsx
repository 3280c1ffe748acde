import { type CardType, findCardType, MAX_REQUIRED_CARDS, tooManyCardsMessage } from "@siteready/domain";
import { Check, X } from "lucide-react";
import { type Ref, useId } from "react";
import { useCardTypeSearch } from "../../../lib/use-card-type-search.ts";

interface RequiredCardsPickerProps {
  label: string;
  /** The chosen card type ids. */
  value: readonly string[];
  onChange: (cardTypeIds: string[]) => void;
  onBlur?: (() => void) | undefined;
  name?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * Picks the cards a job needs from the card catalogue: a search box (ARIA 1.2 combobox) over a multi-select
 * list. Arrow keys move, Enter adds or removes the highlighted card, Escape closes the list; each chosen card
 * shows below with its own Remove button.
 */
export function RequiredCardsPicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  ref,
}: RequiredCardsPickerProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const full = value.length >= MAX_REQUIRED_CARDS;
  // Enter adds or removes the highlighted card; Escape just closes the list.
  const {
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
  } = useCardTypeSearch(id, { onPick: toggle });

  function toggle(cardType: CardType) {
    if (value.includes(cardType.id)) onChange(value.filter((each) => each !== cardType.id));
    else if (!full) onChange([...value, cardType.id]);
  }

  return (
    <div className="flex flex-col gap-2">
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
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          placeholder="Search, e.g. CPCS, CSCS Blue, IPAF"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={handleKeyDown}
          className={`min-h-11 rounded-lg border bg-surface px-3 text-base text-text ${error ? "border-danger" : "border-border"}`}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={`${label} suggestions`}
          hidden={!open || results.length === 0}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {results.map((cardType, index) => {
            const chosen = value.includes(cardType.id);
            const unavailable = full && !chosen;
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys work on the search box, which points at the option (aria-activedescendant)
              <div
                key={cardType.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={chosen}
                aria-disabled={unavailable || undefined}
                // Keeps focus in the search box, so the list stays open for the next card.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => toggle(cardType)}
                className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 ${index === active ? "bg-surface-muted outline-2 outline-focus" : ""} ${unavailable ? "opacity-60" : ""}`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-5 shrink-0 items-center justify-center rounded border-2 ${chosen ? "border-accent bg-accent text-on-accent" : "border-border"}`}
                >
                  {chosen ? <Check className="size-4" /> : null}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{cardType.name}</span>
                  <span className="text-sm text-muted">
                    {cardType.acronym} · {cardType.category}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <p role="status" className="sr-only">
        {statusText}
      </p>
      {open && results.length === 0 ? (
        <p className="text-sm text-muted">
          No card types match “{debouncedQuery.trim()}”. Try the scheme, like CSCS or CPCS.
        </p>
      ) : null}
      {full ? <p className="text-sm text-muted">{tooManyCardsMessage}.</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ul aria-label="Chosen cards" className="flex flex-wrap gap-2">
          {value.map((cardTypeId) => {
            const cardName = findCardType(cardTypeId)?.name ?? cardTypeId;
            return (
              <li
                key={cardTypeId}
                className="inline-flex items-center gap-1 rounded-full border-2 border-accent bg-surface py-0.5 pl-3 text-sm font-semibold"
              >
                {cardName}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((each) => each !== cardTypeId))}
                  className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">Remove {cardName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">No cards chosen: anyone can apply.</p>
      )}
    </div>
  );
}
