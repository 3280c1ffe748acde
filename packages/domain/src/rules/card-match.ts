import { findCardType } from "../catalogues/card-schemes.ts";
import { expiryUrgency } from "./expiry-urgency.ts";

/**
 * Which of a job's required cards a worker holds. A card counts only by its exact card type id: the
 * catalogue has no rule saying which card of a scheme stands in for another (a CPCS Blue card is not a Red
 * one for every category, a CSCS Supervisor card is not a Skilled Worker card), so guessing would mislead.
 */

export const cardMatchStatuses = ["held", "expired", "missing"] as const;
export type CardMatchStatus = (typeof cardMatchStatuses)[number];

export const cardMatchStatusLabels: Record<CardMatchStatus, string> = {
  held: "You hold this card",
  expired: "Your card has expired",
  missing: "You do not hold this card",
};

export interface HeldCard {
  card_type: string;
  /** YYYY-MM-DD; null or undefined for a card that never expires (IOSH, for example). */
  expiry_date: string | null | undefined;
}

export interface RequiredCardMatch {
  card_type: string;
  /** The catalogue name, or the id itself for a card type no longer in the catalogue. */
  name: string;
  status: CardMatchStatus;
}

export interface CardMatch {
  cards: RequiredCardMatch[];
  /** True when every required card is held and in date (and for a job that needs no cards). */
  holdsAll: boolean;
}

/** A card is valid up to and including its expiry day; one without an expiry date is valid. */
export function isCardValid(card: HeldCard, now: Date): boolean {
  return expiryUrgency(card.expiry_date, now) !== "expired";
}

/** The card type ids among `heldCards` that are valid today, for "only jobs I hold the cards for". */
export function validCardTypes(heldCards: readonly HeldCard[], now: Date): string[] {
  return [...new Set(heldCards.filter((card) => isCardValid(card, now)).map((card) => card.card_type))];
}

export function cardMatch(
  requiredCardTypes: readonly string[],
  heldCards: readonly HeldCard[],
  now: Date,
): CardMatch {
  const valid = new Set(validCardTypes(heldCards, now));
  const anyHeld = new Set(heldCards.map((card) => card.card_type));
  const cards = [...new Set(requiredCardTypes)].map(
    (cardType): RequiredCardMatch => ({
      card_type: cardType,
      name: findCardType(cardType)?.name ?? cardType,
      status: valid.has(cardType) ? "held" : anyHeld.has(cardType) ? "expired" : "missing",
    }),
  );
  return { cards, holdsAll: cards.every((card) => card.status === "held") };
}
