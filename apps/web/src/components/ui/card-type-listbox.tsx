import { type CardType, cardCategoryKeys, cardTypeWordKeys } from "@siteready/domain/skills-cards";
import type { ReactNode, Ref } from "react";
import { useT } from "../../i18n/use-translation.ts";
import type { useCardTypeSearch } from "../../lib/use-card-type-search.ts";
import { fieldControlClassName } from "./field-shell.tsx";

type CardTypeSearch = ReturnType<typeof useCardTypeSearch>;

interface CardTypeOptionProps {
  id: string;
  /** Highlighted by the arrow keys. */
  active: boolean;
  selected: boolean;
  unavailable?: boolean | undefined;
  onChoose: () => void;
  /** What stands before the option's text: a colour swatch, a tick box, a pen. */
  mark: ReactNode;
  title: string;
  detail: ReactNode;
  className?: string;
}

/** One option of a card-type list. */
export function CardTypeOption({
  id,
  active,
  selected,
  unavailable,
  onChoose,
  mark,
  title,
  detail,
  className = "",
}: CardTypeOptionProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys work on the text box, which points at the option (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-disabled={unavailable || undefined}
      // Keeps focus in the text box, so the list does not close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 ${active ? "bg-surface-muted outline-2 outline-focus" : ""} ${unavailable ? "opacity-60" : ""} ${className}`}
    >
      {mark}
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{title}</span>
        <span className="text-sm break-words text-muted">{detail}</span>
      </span>
    </div>
  );
}

interface CardTypeListboxProps {
  /** The text box's id, the one given to useCardTypeSearch. */
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  name?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  placeholder?: string;
  search: CardTypeSearch;
  /** What the text box shows. */
  text: string;
  onType: (text: string) => void;
  onBlur: () => void;
  /** Several cards can be chosen (each option reads as chosen or not); otherwise one. */
  multiselectable?: boolean;
  isSelected: (cardType: CardType, index: number) => boolean;
  isUnavailable?: (cardType: CardType) => boolean;
  mark: (cardType: CardType, selected: boolean) => ReactNode;
  onChoose: (cardType: CardType) => void;
  /** Options after the catalogue's matches. */
  moreOptions?: ReactNode;
  /** Notes under the text box, before its error. */
  notes?: ReactNode;
}

/**
 * A text box that searches the card catalogue as the user types (ARIA 1.2 combobox with a listbox popup), with
 * its label, hint, read-out status and error. The keys are useCardTypeSearch's.
 */
export function CardTypeListbox({
  id,
  label,
  hint,
  error,
  name,
  ref,
  placeholder,
  search,
  text,
  onType,
  onBlur,
  multiselectable = false,
  isSelected,
  isUnavailable,
  mark,
  onChoose,
  moreOptions,
  notes,
}: CardTypeListboxProps) {
  const listboxId = `${id}-listbox`;
  const hintId = hint ? `${id}-hint` : undefined;
  // The schema's message is English; shown in the current language where the catalogue has it.
  const { t, say } = useT();
  const errorId = error ? `${id}-error` : undefined;
  // The list shows only when it has options; aria-expanded says the same to screen readers.
  const expanded = search.open && search.optionCount > 0;
  return (
    <>
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
          aria-activedescendant={search.activeOptionId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            onType(event.target.value);
            search.setActiveIndex(-1);
            search.setOpen(true);
          }}
          onFocus={() => search.setOpen(true)}
          onClick={() => search.setOpen(true)}
          onBlur={onBlur}
          onKeyDown={search.handleKeyDown}
          className={fieldControlClassName(error)}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-multiselectable={multiselectable || undefined}
          aria-label={t("shell.ui.suggestions", { label })}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {search.results.map((cardType, index) => {
            const selected = isSelected(cardType, index);
            return (
              <CardTypeOption
                key={cardType.id}
                id={search.optionId(index)}
                active={index === search.active}
                selected={selected}
                unavailable={isUnavailable?.(cardType)}
                onChoose={() => onChoose(cardType)}
                mark={mark(cardType, selected)}
                title={t(cardTypeWordKeys(cardType).name)}
                detail={`${cardType.acronym} · ${t(cardCategoryKeys[cardType.category])}`}
              />
            );
          })}
          {moreOptions}
        </div>
      </div>
      <p role="status" className="sr-only">
        {search.settled ? t("skillsCard.search.found", { count: search.results.length }) : ""}
      </p>
      {notes}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {say(error)}
        </p>
      ) : null}
    </>
  );
}
