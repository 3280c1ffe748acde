import { type CardType, cardTypeWordKeys, findCardType } from "@siteready/domain/skills-cards";
import { PenLine } from "lucide-react";
import { type Ref, useEffect, useId, useState } from "react";
import { CardColourSwatch } from "../../../components/ui/card-colours.tsx";
import { CardTypeListbox, CardTypeOption } from "../../../components/ui/card-type-listbox.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { searchCardTypes, useCardTypeSearch } from "../../../lib/use-card-type-search.ts";

export { searchCardTypes };

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
  const { t, language, catalogue } = useT();
  const id = useId();
  const chosen = findCardType(value);
  // A catalogue card shows its name in the reader's language; a card typed in shows as it was typed.
  const chosenName = chosen ? t(cardTypeWordKeys(chosen).name) : value;

  const [text, setText] = useState(chosenName);
  const search = useCardTypeSearch(id, {
    shown: { language, catalogue },
    onPick: choose,
    onPickTyped: chooseTyped,
    onEscape: () => {
      setText(chosenName);
      close();
    },
  });
  const { typed, typedOptionIndex } = search;

  // A value set from outside (a restored draft, the card being edited) shows its name in the box.
  useEffect(() => setText(chosenName), [chosenName]);

  function choose(cardType: CardType) {
    onChange(cardType.id);
    setText(t(cardTypeWordKeys(cardType).name));
    close();
  }

  function chooseTyped(cardType: string) {
    onChange(cardType);
    setText(cardType);
    close();
  }

  function close() {
    search.setOpen(false);
    search.setQuery("");
    search.setActiveIndex(-1);
  }

  return (
    <div className="flex flex-col gap-1">
      <CardTypeListbox
        id={id}
        label={label}
        hint={hint}
        error={error}
        name={name}
        ref={ref}
        search={search}
        text={text}
        onType={(typing) => {
          setText(typing);
          search.setQuery(typing);
        }}
        onBlur={() => {
          // Unfinished typing gives way to the card actually chosen.
          setText(chosenName);
          close();
          onBlur?.();
        }}
        isSelected={(_, index) => index === search.active}
        mark={(cardType) => <CardColourSwatch colour={cardType.colour} />}
        onChoose={choose}
        moreOptions={
          typedOptionIndex !== null ? (
            <CardTypeOption
              id={search.optionId(typedOptionIndex)}
              active={typedOptionIndex === search.active}
              selected={typedOptionIndex === search.active}
              onChoose={() => chooseTyped(typed)}
              mark={<PenLine aria-hidden="true" className="size-5 shrink-0 text-muted" />}
              // The last option, for a card the catalogue does not have: what was typed becomes the card type.
              title={t("skillsCard.typed.option")}
              detail={
                search.results.length === 0 && search.debouncedQuery.trim() !== ""
                  ? t("skillsCard.typed.nothingMatches", { typed })
                  : t("skillsCard.typed.save", { typed })
              }
              className="border-t border-border"
            />
          ) : null
        }
      />
    </div>
  );
}
