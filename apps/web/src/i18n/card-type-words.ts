import type { MessageKey } from "@siteready/domain/i18n";
import { cardTypeWordKeys, findCardType } from "@siteready/domain/skills-cards";

/**
 * A card type's name in the reader's language, by its id: a catalogue card's name by key (issue 49), a card the
 * worker typed in (its id is what they typed) or one the server names as it came, as it is.
 */
export function shownCardTypeName(
  cardTypeId: string,
  t: (key: MessageKey) => string,
  asItCame: string = cardTypeId,
): string {
  const cardType = findCardType(cardTypeId);
  return cardType ? t(cardTypeWordKeys(cardType).name) : asItCame;
}
