import {
  type Catalogue,
  decodeMessageRef,
  formatMessage,
  type Language,
  type MessageKey,
  type MessageValues,
  translateMessage,
  wordMessage,
} from "@siteready/domain/i18n";
import { useCallback, useSyncExternalStore } from "react";
import { catalogueOf, onLanguageShown, shownLanguage } from "./i18n.ts";

export interface Translator {
  language: Language;
  /** The language's catalogue, for the domain's formatters that word things themselves (formatRateIn). */
  catalogue: Catalogue;
  /** A catalogue message in the current language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * An English message from elsewhere — a schema's validation message, the server's answer, a field label — in
   * the current language when the catalogue has it, else as it came.
   */
  tm: (english: string) => string;
  /**
   * A field's message as forms carry it (a schema's or the server's, an encoded message reference) in the current
   * language; any other string reads 'Check this field', never as it came (issue 49).
   */
  say: (message: string) => string;
}

/** An encoded message reference worded in `language`; anything else is the generic 'Check this field'. */
export function sayIn(message: string, catalogue: Catalogue, language: Language): string {
  const ref = decodeMessageRef(message);
  return ref
    ? wordMessage(ref, catalogue, language)
    : formatMessage(catalogue, language, "validation.invalidValue");
}

/** The current language and its messages; the component renders again when the language changes. */
export function useT(): Translator {
  const language = useSyncExternalStore(onLanguageShown, shownLanguage, shownLanguage);
  const translate = useCallback(
    (key: MessageKey, values?: MessageValues) => formatMessage(catalogueOf(language), language, key, values),
    [language],
  );
  const translateEnglish = useCallback(
    (english: string) => translateMessage(english, catalogueOf(language), language),
    [language],
  );
  const sayMessage = useCallback(
    (message: string) => sayIn(message, catalogueOf(language), language),
    [language],
  );
  return { language, catalogue: catalogueOf(language), t: translate, tm: translateEnglish, say: sayMessage };
}
