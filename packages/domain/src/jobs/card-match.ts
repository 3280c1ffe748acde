import { expiryUrgency } from "../renewals/expiry-urgency.ts";
import { cardTypesSatisfiedBy, findCardType } from "../skills-cards/card-schemes.ts";

/**
 * Which of a job's required cards a worker holds. A card counts for its own type and for the ones below it
 * on its scheme's ladder, as the catalogue's `satisfies` links say (a CSCS Skilled Worker card meets a job
 * asking for a Labourer card); cards on separate rungs (a CSCS Supervisor card is not a Skilled Worker card)
 * do not stand in for each other.
 */

/** 'expires-during': held and valid today, but it expires before the job's last day. */
export const cardMatchStatuses = ["held", "expires-during", "expired", "missing"] as const;
export type CardMatchStatus = (typeof cardMatchStatuses)[number];

export interface HeldCard {
  card_type: string;
  /** YYYY-MM-DD; null or undefined for a card that never expires (IOSH, for example). */
  expiry_date: string | null | undefined;
}

interface RequiredCardMatch {
  card_type: string;
  /** The catalogue name, or the id itself for a card type no longer in the catalogue. */
  name: string;
  status: CardMatchStatus;
  /** The expiry of the longest-lasting card held that meets it; null when it never expires or none is held. */
  expiry_date: string | null;
}

export interface CardMatch {
  cards: RequiredCardMatch[];
  /**
   * True when every required card is held and in date to the job's last day, as far as it is known (and for a
   * job that needs no cards).
   */
  holdsAll: boolean;
}

/** A card is valid up to and including its expiry day; one without an expiry date is valid. */
export function isCardValid(card: HeldCard, now: Date): boolean {
  return expiryUrgency(card.expiry_date, now) !== "expired";
}

/** Every card type the given cards qualify for: each card's own type and those below it. */
function satisfiedCardTypes(cards: readonly HeldCard[]): Set<string> {
  return new Set(cards.flatMap((card) => cardTypesSatisfiedBy(card.card_type)));
}

/**
 * The card type ids a job may require of a worker holding `heldCards`, counting only cards valid today
 * (and the card types below them), for "only jobs I hold the cards for".
 */
export function validCardTypes(heldCards: readonly HeldCard[], now: Date): string[] {
  return [...satisfiedCardTypes(heldCards.filter((card) => isCardValid(card, now)))];
}

/** Whether a worker's card of type `heldCardType` meets a requirement for `requiredCardType`. */
export function cardSatisfies(heldCardType: string, requiredCardType: string): boolean {
  return cardTypesSatisfiedBy(heldCardType).includes(requiredCardType);
}

/** Of the cards that meet a requirement, the one lasting longest: one that never expires, else the latest date. */
function longestLasting(cards: readonly HeldCard[]): HeldCard | undefined {
  let best: HeldCard | undefined;
  for (const card of cards) {
    if (!best || (best.expiry_date && (!card.expiry_date || card.expiry_date > best.expiry_date)))
      best = card;
  }
  return best;
}

/**
 * Each required card against the worker's cards: held, held but expiring before `jobLastDay` (the job's last
 * day as far as it is known, `jobLastDay` in job-dates.ts; null when unknown), expired, or missing.
 */
export function cardMatch(
  requiredCardTypes: readonly string[],
  heldCards: readonly HeldCard[],
  now: Date,
  jobLastDay: string | null = null,
): CardMatch {
  const cards = [...new Set(requiredCardTypes)].map((cardType): RequiredCardMatch => {
    const meeting = heldCards.filter((card) => cardSatisfies(card.card_type, cardType));
    const best = longestLasting(meeting.filter((card) => isCardValid(card, now)));
    const expiry = best?.expiry_date ?? null;
    const status: CardMatchStatus = best
      ? jobLastDay && expiry && expiry < jobLastDay
        ? "expires-during"
        : "held"
      : meeting.length > 0
        ? "expired"
        : "missing";
    return {
      card_type: cardType,
      name: findCardType(cardType)?.name ?? cardType,
      status,
      expiry_date: best ? expiry : (longestLasting(meeting)?.expiry_date ?? null),
    };
  });
  return { cards, holdsAll: cards.every((card) => card.status === "held") };
}
