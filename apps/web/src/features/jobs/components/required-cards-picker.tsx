import { MAX_REQUIRED_CARDS, tooManyCardsMessage } from "@siteready/domain/jobs";
import { shownCardTypeName } from "@siteready/domain/record-words";
import type { CardType } from "@siteready/domain/skills-cards";
import { Check, X } from "lucide-react";
import { type Ref, useId } from "react";
import { CardTypeListbox } from "../../../components/ui/card-type-listbox.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { t, say, language, catalogue } = useT();
  const full = value.length >= MAX_REQUIRED_CARDS;
  // Enter adds or removes the highlighted card; Escape just closes the list.
  const search = useCardTypeSearch(id, { onPick: toggle, shown: { language, catalogue } });

  function toggle(cardType: CardType) {
    if (value.includes(cardType.id)) onChange(value.filter((each) => each !== cardType.id));
    else if (!full) onChange([...value, cardType.id]);
  }

  return (
    <div className="flex flex-col gap-2">
      <CardTypeListbox
        id={id}
        label={label}
        hint={hint}
        error={error}
        name={name}
        ref={ref}
        placeholder={t("jobs.cards.placeholder")}
        search={search}
        text={search.query}
        onType={search.setQuery}
        onBlur={() => {
          search.setOpen(false);
          onBlur?.();
        }}
        multiselectable
        isSelected={(cardType) => value.includes(cardType.id)}
        isUnavailable={(cardType) => full && !value.includes(cardType.id)}
        mark={(_, chosen) => (
          <span
            aria-hidden="true"
            className={`flex size-5 shrink-0 items-center justify-center rounded border-2 ${chosen ? "border-accent bg-accent text-on-accent" : "border-border"}`}
          >
            {chosen ? <Check className="size-4" /> : null}
          </span>
        )}
        onChoose={toggle}
        notes={
          <>
            {search.open && search.results.length === 0 ? (
              <p className="text-sm text-muted">
                {t("jobs.cards.noMatch", { query: search.debouncedQuery.trim() })}
              </p>
            ) : null}
            {full ? <p className="text-sm text-muted">{say(tooManyCardsMessage)}.</p> : null}
          </>
        }
      />
      {value.length > 0 ? (
        <ul aria-label={t("jobs.cards.chosen")} className="flex flex-wrap gap-2">
          {value.map((cardTypeId) => {
            const cardName = shownCardTypeName(cardTypeId, t);
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
                  <span className="sr-only">{t("jobs.cards.remove", { card: cardName })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("jobs.cards.none")}</p>
      )}
    </div>
  );
}
