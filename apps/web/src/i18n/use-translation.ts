import {
  isLanguage,
  type Language,
  type MessageKey,
  type MessageValues,
  translateMessage,
} from "@siteready/domain";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { catalogueOf } from "./i18n.ts";

export interface Translator {
  language: Language;
  /** A catalogue message in the current language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /**
   * An English message from elsewhere — a schema's validation message, the server's answer, a field label — in
   * the current language when the catalogue has it, else as it came.
   */
  tm: (english: string) => string;
}

/** The current language and its messages; the component renders again when the language changes. */
export function useT(): Translator {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const translate = useCallback((key: MessageKey, values?: MessageValues) => t(key, values), [t]);
  const translateEnglish = useCallback(
    (english: string) => translateMessage(english, catalogueOf(language), language),
    [language],
  );
  return { language, t: translate, tm: translateEnglish };
}
