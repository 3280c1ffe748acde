import {
  type Catalogue,
  formatMessage,
  type Language,
  type MessageKey,
  type MessageRef,
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
  /** A message by key and values (a server answer's messageRef, the error catalogue's) in the current language. */
  word: (ref: MessageRef) => string;
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
  const word = useCallback(
    (ref: MessageRef) => wordMessage(ref, catalogueOf(language), language),
    [language],
  );
  return { language, catalogue: catalogueOf(language), t: translate, tm: translateEnglish, word };
}
