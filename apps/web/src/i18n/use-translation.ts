import {
  type Catalogue,
  formatIcu,
  type Language,
  type MessageKey,
  type MessageValues,
} from "@siteready/domain";
import { useCallback, useSyncExternalStore } from "react";
import { catalogueOf, messageIn, onLanguageShown, shownWords, translateEnglish } from "./i18n.ts";

export interface Translator {
  language: Language;
  /**
   * The language's catalogue as loaded (the frame's areas and the page's), for the domain's formatters that word
   * things themselves (formatRateIn).
   */
  catalogue: Catalogue;
  /** A catalogue message in the current language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * An English message from elsewhere — a schema's validation message, the server's answer, a field label — in
   * the current language when the catalogue has it, else as it came.
   */
  tm: (english: string) => string;
}

/**
 * The current language and its messages; the component renders again when the language changes, or when words
 * arrive that English text shown through `tm` may now be matched with.
 */
export function useT(): Translator {
  const shown = useSyncExternalStore(onLanguageShown, shownWords, shownWords);
  const { language } = shown;
  const translate = useCallback(
    (key: MessageKey, values?: MessageValues) => formatIcu(messageIn(language, key), language, values),
    [language],
  );
  // `shown` changes when words arrive, and with it `tm`, so a component memoised on it matches again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const translateText = useCallback((english: string) => translateEnglish(english, language), [shown]);
  return { language, catalogue: catalogueOf(language), t: translate, tm: translateText };
}
