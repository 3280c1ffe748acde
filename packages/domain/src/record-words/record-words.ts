import { documentTypeKey } from "../documents/document.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type ShareItemKind, sharedDetailKeys } from "../sharing/sharing.ts";
import { cardTypeWordKeys, findCardType } from "../skills-cards/card-schemes.ts";

/**
 * Catalogue data in the reader's language, by its id (issue 49), for the web app's pages and the server's
 * documents alike: the English names the server stores beside the same data are never matched. What a worker typed in (a card or document type the catalogue lacks) is shown as typed.
 */
type Words = (key: MessageKey) => string;

/** A card type's name: a catalogue card's by key; any other (its id is what was typed) as it came. */
export function shownCardTypeName(cardTypeId: string, t: Words, asItCame: string = cardTypeId): string {
  const cardType = findCardType(cardTypeId);
  return cardType ? t(cardTypeWordKeys(cardType).name) : asItCame;
}

/** A document's type: one of the catalogue's by key; one the worker typed in as typed. */
export function shownDocumentType(documentType: string, t: Words): string {
  const key = documentTypeKey(documentType);
  return key ? t(key) : documentType;
}

/**
 * The type of a record shown at the gate or shared, by its kind and its type as stored: a catalogue card or
 * document type in the reader's language; a qualification's name, or a type the worker typed in, as it is.
 */
export function shownRecordType(
  record: { kind: "skills-card" | "document" | "qualification"; type: string; title: string },
  t: Words,
): string {
  if (record.kind === "skills-card") return shownCardTypeName(record.type, t, record.title);
  if (record.kind === "document") return shownDocumentType(record.type, t);
  return record.title;
}

/**
 * An item of a share: one of the worker's records by its type (an induction's site and a project's name are the
 * worker's own words, as they are), a private detail or the CV by its kind.
 */
export function shownShareItem(
  item: { kind: ShareItemKind; type: string | null; label: string },
  t: Words,
): string {
  switch (item.kind) {
    case "skills-card":
    case "document":
    case "qualification":
      return item.type === null
        ? item.label
        : shownRecordType({ kind: item.kind, type: item.type, title: item.label }, t);
    case "induction":
    case "project":
      return item.label;
    default:
      return t(sharedDetailKeys[item.kind]);
  }
}

/** An item that expires (renewals, the dashboard): a card or a document by its type, anything else by its title. */
export function shownExpiringItem(
  item: {
    kind: "skills_card" | "document" | "qualification" | "induction";
    type: string | null;
    title: string;
  },
  t: Words,
): string {
  if (item.type === null) return item.title;
  if (item.kind === "skills_card") return shownCardTypeName(item.type, t, item.title);
  if (item.kind === "document") return shownDocumentType(item.type, t);
  return item.title;
}
