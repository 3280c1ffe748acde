import {
  type CardType,
  cardSchemeAcronyms,
  cardSchemes,
  findCardType,
} from "../skills-cards/card-schemes.ts";

/**
 * No fabrication (issue 21): AI text may reword what the worker wrote, but it may not name a card, an employer
 * or a qualification that their profile does not have. This finds such mentions, so the server can refuse the
 * suggestion instead of showing it. It is deliberately strict: a false refusal costs a retry, a false pass puts
 * an invented ticket on someone's CV.
 */

export interface ProfileFacts {
  /** Skills cards' types: catalogue ids, or the worker's own words for a card the catalogue lacks. */
  cardTypes: readonly string[];
  /** Qualification types and issuers ("NVQ Level 2 Groundworks", "City & Guilds"). */
  qualifications: readonly string[];
  /** Companies from projects and inductions. */
  employers: readonly string[];
}

type UnsupportedMentionKind = "card" | "qualification" | "employer";

export interface UnsupportedMention {
  kind: UnsupportedMentionKind;
  text: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches `term` as whole words, in any case. */
function wordPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "iu");
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** The names a card goes by: its full name, the name without the colour in brackets, its acronym, nicknames. */
function cardTerms(card: CardType): string[] {
  const withoutBracket = card.name.replace(/\s*\(.*\)\s*$/, "");
  return [card.name, withoutBracket, card.acronym, card.scheme, ...card.commonNames];
}

const catalogueCardTerms = [
  ...new Set([...cardSchemeAcronyms, ...cardSchemes.flatMap(cardTerms)].map(normalise)),
].filter((term) => term.length >= 3);

/** Qualification words that name an award; a level is compared when both sides give one. */
const qualificationPattern =
  /(?<![\p{L}\p{N}])(?:level\s*(\d)\s+)?(NVQ|SVQ|HNC|HND|BTEC|City\s*(?:&|and)\s*Guilds|Diploma|BSc|BEng|MSc|Apprenticeship)(?:\s+(?:at\s+)?level\s*(\d))?(?![\p{L}\p{N}])/giu;

interface QualificationMention {
  award: string;
  level: string | undefined;
  text: string;
}

function qualificationMentions(text: string): QualificationMention[] {
  return [...text.matchAll(qualificationPattern)].map((match) => ({
    award: normalise(match[2] ?? "").replace(/city\s*(?:&|and)\s*guilds/, "city and guilds"),
    level: match[1] ?? match[3],
    text: match[0],
  }));
}

/**
 * Organisation names: capitalised words ending in a company word ("Kier Construction Ltd", "Acme Civils").
 * "Construction" alone is not such a word: "Skilled Construction Operative" is a job title, not a company.
 */
const companySuffixes = "Ltd|Limited|PLC|plc|LLP|Group|Contractors|Civils|Homes|Builders|Developments";
const companyPattern = new RegExp(`(?:[A-Z][\\p{L}'&.-]*\\s+)+(?:${companySuffixes})\\b\\.?`, "gu");
const companyWords = new RegExp(`\\b(?:${companySuffixes})\\b\\.?`, "giu");

const companyCore = (name: string) =>
  normalise(name.replace(companyWords, " ").replace(/[^\p{L}\p{N}& ]/gu, " "));

function isKnownEmployer(mention: string, employers: readonly string[]): boolean {
  const core = companyCore(mention);
  if (core === "") return true;
  return employers.some((employer) => {
    const known = companyCore(employer);
    return known !== "" && (core === known || core.includes(known) || known.includes(core));
  });
}

/** Every card, qualification and employer the text names that the profile does not have. */
export function findUnsupportedMentions(text: string, facts: ProfileFacts): UnsupportedMention[] {
  const heldCards = facts.cardTypes.map((type) => findCardType(type));
  const heldTerms = new Set(
    heldCards.flatMap((card) => (card ? cardTerms(card) : [])).map((term) => normalise(term)),
  );
  // Cards typed in by hand and qualifications may name a scheme too ("SMSTS" recorded as a qualification).
  const heldText = normalise(
    [...facts.cardTypes.filter((_, index) => !heldCards[index]), ...facts.qualifications].join(" | "),
  );
  const unsupported: UnsupportedMention[] = [];
  const add = (kind: UnsupportedMentionKind, mention: string) => {
    if (!unsupported.some((each) => each.kind === kind && normalise(each.text) === normalise(mention))) {
      unsupported.push({ kind, text: mention.trim() });
    }
  };

  for (const term of catalogueCardTerms) {
    const match = wordPattern(term).exec(text);
    if (match && !heldTerms.has(term) && !wordPattern(term).test(heldText)) add("card", match[0]);
  }

  const heldQualifications = facts.qualifications.flatMap(qualificationMentions);
  for (const mention of qualificationMentions(text)) {
    const held = heldQualifications.some(
      (each) =>
        each.award === mention.award &&
        (mention.level === undefined || each.level === undefined || each.level === mention.level),
    );
    if (!held) add("qualification", mention.text);
  }

  for (const match of text.matchAll(companyPattern)) {
    if (!isKnownEmployer(match[0], facts.employers)) add("employer", match[0]);
  }
  return unsupported;
}
