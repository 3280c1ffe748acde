import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * How guessable a new password is, with the reasons in plain words (spec: "weak password with reasons").
 * zxcvbn-ts with its common-password (breach) list and English dictionaries, all shipped offline. It is a
 * separate entry point (`@siteready/domain/password-strength`): the dictionaries weigh about 1.5 MB, so the web
 * app loads them only on the pages where a new password is chosen.
 */

export type PasswordStrengthLabel = "Very weak" | "Weak" | "Fair" | "Strong" | "Very strong";

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
  /** True when the password is on a common-password list or guessed almost at once: it is refused. */
  refused: boolean;
  /** Why, and what would make it better, in plain words. */
  reasons: string[];
}

const labels: PasswordStrengthLabel[] = ["Very weak", "Weak", "Fair", "Strong", "Very strong"];

/** zxcvbn's warnings that mean "attackers try this password first". */
const commonPasswordWarnings = new Set<string>([
  english.translations.warnings.topTen,
  english.translations.warnings.topHundred,
  english.translations.warnings.common,
  english.translations.warnings.similarToCommon,
  english.translations.warnings.pwned,
]);

export const commonPasswordMessage =
  "This password is on the lists of common and leaked passwords that attackers try first. Choose another.";

/** zxcvbn's one warning that is not in plain words. */
function plainWarning(warning: string) {
  return warning === english.translations.warnings.userInputs ? "It contains your name or e-mail." : warning;
}

let checker: ZxcvbnFactory | undefined;

function zxcvbn() {
  checker ??= new ZxcvbnFactory({
    translations: english.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
  });
  return checker;
}

/** Only the first 128 characters count: the spec's maximum, and zxcvbn slows down on very long input. */
export function checkPasswordStrength(password: string, personal: string[] = []): PasswordStrength {
  const result = zxcvbn().check(password.slice(0, 128), personal.filter(Boolean));
  const warning = result.feedback.warning;
  const common = warning !== null && commonPasswordWarnings.has(warning);
  const refused = result.score === 0 || common;
  const reasons = [
    ...(common ? [commonPasswordMessage] : warning ? [plainWarning(warning)] : []),
    ...(refused && !common ? ["It would be guessed almost at once."] : []),
    ...result.feedback.suggestions,
  ];
  return { score: result.score, label: labels[result.score] ?? "Very weak", refused, reasons };
}

/** The message a refused password gets: the first reason, which says why. */
export function refusedPasswordMessage(strength: PasswordStrength): string {
  return strength.reasons[0] ?? commonPasswordMessage;
}
