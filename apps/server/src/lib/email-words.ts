import { catalogues } from "@siteready/domain/catalogues";
import {
  type Catalogue,
  formatMessage,
  isLanguage,
  type Language,
  type MessageKey,
  type MessageValues,
  resolveLanguage,
} from "@siteready/domain/i18n";

/** An e-mail's words in its recipient's language (issue #38). */
export interface EmailWords {
  language: Language;
  catalogue: Catalogue;
  say: (key: MessageKey, values?: MessageValues) => string;
  /** An instant as the e-mail states it: English keeps 'Thu, 12 Mar 2026 08:00:00 GMT', the others their own words. */
  moment: (instant: Date) => string;
}

/**
 * The words for a recipient: their account's language, else the one the request that caused the e-mail was
 * made in (`requestedIn`: the device's choice, then its browser's), else English.
 */
export function emailWords(
  accountLanguage: string | null | undefined,
  requestedIn?: { cookieLanguage?: string | null; acceptLanguage?: string | null },
): EmailWords {
  const language = isLanguage(accountLanguage)
    ? accountLanguage
    : requestedIn
      ? resolveLanguage({ chosen: [requestedIn.cookieLanguage], acceptLanguage: requestedIn.acceptLanguage })
      : "en";
  const catalogue = catalogues[language];
  const stamp = new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
  return {
    language,
    catalogue,
    say: (key, values) => formatMessage(catalogue, language, key, values),
    moment: (instant) => (language === "en" ? instant.toUTCString() : stamp.format(instant)),
  };
}
