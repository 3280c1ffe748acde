import { type MatchExtended, type OptionsType, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { translations } from "@zxcvbn-ts/language-en";
import {
  encoded,
  fieldMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  tooLongMessage,
} from "../fields/fields.ts";

/**
 * The rule for a new password (spec: "weak password with reasons"), the same on the sign-up and reset pages
 * and on the server: the spec's length, then what attackers try first, each refusal with its reason in plain
 * words. zxcvbn-ts scores the password and refuses its common-password lists; on top of that, the shapes people
 * reach for when a site asks for "a number and a symbol" are refused: their own name or e-mail, this site's
 * name, or one word, each with only digits, a year or a symbol or two added. The rule takes its dictionaries:
 * the whole of zxcvbn's (about 1.5 MB, full-check.ts) on the server, the most common of them on the web's password
 * forms (`@siteready/domain/password-check`, under 60 kB gzip). The server also checks a larger leaked-password
 * list of its own.
 */

type PasswordStrengthLabel = "Very weak" | "Weak" | "Fair" | "Strong" | "Very strong";

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess); a refused password is rated 1 at most. */
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
  /** True when the password is refused: the first reason says why. */
  refused: boolean;
  /** Why, and what would make it better: encoded message references. */
  reasons: string[];
}

/** Whose password it is, as far as the page or the server knows. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

// Every reason is an encoded message reference, worded in the reader's language (issue 49).
export const commonPasswordMessage = encoded("accounts.strength.common");
export const ownEmailMessage = encoded("accounts.strength.isEmail");
export const personalPasswordMessage = encoded("accounts.strength.nameWithNumbers");
export const siteNamePasswordMessage = encoded("accounts.strength.siteName");
export const oneWordPasswordMessage = encoded("accounts.strength.oneWord");
/** The server's own, larger list (apps/server, breached-passwords.ts). */
export const leakedPasswordMessage = encoded("accounts.strength.leaked");
const guessedAtOnceMessage = encoded("accounts.strength.guessedAtOnce");

const labels: PasswordStrengthLabel[] = ["Very weak", "Weak", "Fair", "Strong", "Very strong"];

/**
 * zxcvbn's feedback as our references: zxcvbn gives back the "translation" of each of its warnings and
 * suggestions, so it hands over the reference itself. Its warnings that mean "attackers try this password first"
 * are all the one common-password reason.
 */
const feedbackReferences = {
  warnings: {
    straightRow: encoded("accounts.strength.straightRow"),
    keyPattern: encoded("accounts.strength.keyPattern"),
    simpleRepeat: encoded("accounts.strength.simpleRepeat"),
    extendedRepeat: encoded("accounts.strength.extendedRepeat"),
    sequences: encoded("accounts.strength.sequences"),
    recentYears: encoded("accounts.strength.recentYears"),
    dates: encoded("accounts.strength.dates"),
    topTen: commonPasswordMessage,
    topHundred: commonPasswordMessage,
    common: commonPasswordMessage,
    similarToCommon: commonPasswordMessage,
    wordByItself: encoded("accounts.strength.wordByItself"),
    namesByThemselves: encoded("accounts.strength.namesByThemselves"),
    commonNames: encoded("accounts.strength.commonNames"),
    userInputs: encoded("accounts.strength.personal"),
    pwned: commonPasswordMessage,
  },
  suggestions: {
    l33t: encoded("accounts.strength.avoidL33t"),
    reverseWords: encoded("accounts.strength.avoidReversed"),
    allUppercase: encoded("accounts.strength.allUppercase"),
    capitalization: encoded("accounts.strength.capitalization"),
    dates: encoded("accounts.strength.avoidDates"),
    recentYears: encoded("accounts.strength.avoidRecentYears"),
    associatedYears: encoded("accounts.strength.avoidAssociatedYears"),
    sequences: encoded("accounts.strength.avoidSequences"),
    repeated: encoded("accounts.strength.avoidRepeated"),
    longerKeyboardPattern: encoded("accounts.strength.longerKeyboardPattern"),
    anotherWord: encoded("accounts.strength.anotherWord"),
    useWords: encoded("accounts.strength.useWords"),
    noNeed: encoded("accounts.strength.noNeed"),
    pwned: encoded("accounts.strength.pwned"),
  },
  // Never shown: the time to crack is not among the reasons.
  timeEstimation: translations.timeEstimation,
};

/** Lower case without accents, so "Zoë" and "ZOE" are the same name. */
function folded(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The digits and symbols people write for a letter ("p4$$w0rd"). */
const lookalikes: Record<string, string> = { a: "4@", e: "3", i: "1", l: "1", o: "0", s: "5$", t: "7" };

/** A folded word as a pattern that also finds it written with lookalikes. */
function lookalikePattern(word: string) {
  return [...word].map((letter) => `[${letter}${lookalikes[letter] ?? ""}]`).join("");
}

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "SiteReady", "site ready", "S1te-R3ady" … */
const siteNamePattern = new RegExp(`${lookalikePattern("site")}\\P{L}*${lookalikePattern("ready")}`, "gu");

/** Fewer letters than this are no word of their own: a name is checked from 3 letters, "Anna1990x" is the name. */
const WORD_LETTERS = 3;

/**
 * True when the password is these patterns and nothing else but digits, symbols and a stray letter or two
 * ("Anna1990", "Kowalski2026!", "SiteReady1"): taking them out leaves no word.
 */
function onlyPaddedWith(password: string, patterns: RegExp[]) {
  let rest = folded(password);
  for (const pattern of patterns) rest = rest.replace(pattern, "");
  return rest !== folded(password) && (rest.match(/\p{L}/gu) ?? []).length < WORD_LETTERS;
}

const localPartOf = (email: string | undefined) => email?.split("@")[0];

/** The owner's names and the letters of their e-mail's local part, 3 letters or more each, longest first. */
function personalPatterns({ email, firstName, lastName }: PasswordOwner) {
  const words = [firstName, lastName, localPartOf(email)].flatMap(
    (text) => folded(text ?? "").match(new RegExp(`\\p{L}{${WORD_LETTERS},}`, "gu")) ?? [],
  );
  const patterns = [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => new RegExp(lookalikePattern(word), "gu"));
  return email ? [new RegExp(escapedForPattern(folded(email.trim())), "gu"), ...patterns] : patterns;
}

/** The most symbols (anything but letters and digits, spaces too) one padded word may carry. */
const MAX_PADDING_SYMBOLS = 2;

/** zxcvbn's matches that hold a word: from a dictionary, a known run of words ("januaryfebruary"), a repeat. */
const wordPatterns = new Set(["dictionary", "wordSequence", "repeat"]);
/** zxcvbn's matches whose symbols count one by one; a run such as "!!!" or "!@#" is a repeat or keyboard row. */
const loosePatterns = new Set(["dictionary", "bruteforce", "separator"]);

/**
 * True when zxcvbn's reading of the password finds its letters in one word of its dictionaries (or one known
 * run of words, or one word repeated), and the rest is dates, years, digits, repeats, sequences, keyboard runs
 * and a symbol or two: "Summer2024!", "Welcome!!2025", "summersummer".
 */
function isOnePaddedWord(sequence: MatchExtended[]) {
  let words = 0;
  let symbols = 0;
  for (const match of sequence) {
    if (!/\p{L}/u.test(match.token)) {
      if (loosePatterns.has(match.pattern)) symbols += match.token.replace(/\p{N}/gu, "").length;
    } else if (wordPatterns.has(match.pattern)) {
      words += 1;
    } else if (match.pattern !== "sequence") {
      // Letters that are no word: something of the person's own making.
      return false;
    }
  }
  return words === 1 && symbols <= MAX_PADDING_SYMBOLS;
}

/** The first reason this password is refused for, or none. */
function refusal(password: string, owner: PasswordOwner, sequence: MatchExtended[], onCommonList: boolean) {
  if (password.length < PASSWORD_MIN_LENGTH) return fieldMessages.password;
  if (password.length > PASSWORD_MAX_LENGTH) return tooLongMessage("field.password", PASSWORD_MAX_LENGTH);
  if (owner.email && folded(password.trim()) === folded(owner.email.trim())) return ownEmailMessage;
  if (onlyPaddedWith(password, personalPatterns(owner))) return personalPasswordMessage;
  if (onlyPaddedWith(password, [siteNamePattern])) return siteNamePasswordMessage;
  if (onCommonList) return commonPasswordMessage;
  if (isOnePaddedWord(sequence)) return oneWordPasswordMessage;
  return undefined;
}

/** What zxcvbn scores with: its keyboard layouts and its ranked word and password lists. */
export type PasswordDictionaries = Required<Pick<OptionsType, "graphs" | "dictionary">>;

/**
 * The rule, scored with `dictionaries` (made on the first check). Only the first 128 characters are scored: the
 * spec's maximum, and zxcvbn slows down on very long input.
 */
export function passwordStrengthRule(
  dictionaries: () => PasswordDictionaries,
): (password: string, owner?: PasswordOwner) => PasswordStrength {
  let checker: ZxcvbnFactory | undefined;
  return (password, owner = {}) => {
    checker ??= new ZxcvbnFactory({ translations: feedbackReferences, ...dictionaries() });
    return strengthOf(checker, password, owner);
  };
}

function strengthOf(checker: ZxcvbnFactory, password: string, owner: PasswordOwner): PasswordStrength {
  const personal = [owner.email, owner.firstName, owner.lastName, localPartOf(owner.email)];
  const result = checker.check(
    password.slice(0, PASSWORD_MAX_LENGTH),
    personal.filter((text): text is string => Boolean(text)),
  );
  const warning = result.feedback.warning;
  const onCommonList = warning === commonPasswordMessage;
  const reason = refusal(password, owner, result.sequence, onCommonList);
  const guessedAtOnce = !reason && result.score === 0;
  const reasons = [
    ...(reason ? [reason] : []),
    ...(warning && !reason ? [warning] : []),
    ...(guessedAtOnce ? [guessedAtOnceMessage] : []),
    ...result.feedback.suggestions,
  ];
  const refused = reason !== undefined || guessedAtOnce;
  const score = refused ? (Math.min(result.score, 1) as 0 | 1) : result.score;
  return { score, label: labels[score] ?? "Very weak", refused, reasons };
}

/** The message a refused password gets: the first reason, which says why. */
export function refusedPasswordMessage(strength: PasswordStrength): string {
  return strength.reasons[0] ?? commonPasswordMessage;
}
