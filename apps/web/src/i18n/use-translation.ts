import {
  type Catalogue,
  decodeMessageRef,
  formatMessage,
  type Language,
  type MessageKey,
  type MessageRef,
  type MessageValues,
  wordWith,
} from "@siteready/domain/i18n";
import { useCallback, useSyncExternalStore } from "react";
import { catalogueOf, loadAreaOf, onLanguageShown, shownCatalogue, shownLanguage } from "./i18n.ts";

export interface Translator {
  language: Language;
  /** The language's catalogue, for the domain's formatters that word things themselves (formatRateIn). */
  catalogue: Catalogue;
  /** A catalogue message in the current language. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A message by key and values (a server answer's messageRef, the error catalogue's) in the current language. */
  word: (ref: MessageRef) => string;
  /**
   * A field's message as forms carry it (a schema's or the server's, an encoded message reference) in the current
   * language; any other string reads 'Check this field', never as it came (issue 49).
   */
  say: (message: string) => string;
}

const reported = new Set<string>();

/**
 * A message whose area is not loaded. A key met at run time (a server answer's messageRef, from any area) brings
 * its area, and the words show when it arrives; a key written in a page's files should have come with the page
 * (route-areas.test.ts), so one that did not is said once on the console. Meanwhile it shows in English if that
 * has come, rather than breaking the page.
 */
function missingMessage(key: MessageKey, values?: MessageValues): string {
  if (!loadAreaOf(key) && !reported.has(key)) {
    reported.add(key);
    console.error(`"${key}" is in no area the page loaded (app/routes/*.route.ts, areas)`);
  }
  const english = catalogueOf("en");
  return english[key] === undefined ? key : formatMessage(english, "en", key, values);
}

/** The current language and its messages; the component renders again when the language changes. */
export function useT(): Translator {
  const language = useSyncExternalStore(onLanguageShown, shownLanguage, shownLanguage);
  // Read from the store too, so words arriving for the language shown render again.
  const catalogue = useSyncExternalStore(onLanguageShown, shownCatalogue, shownCatalogue);
  const translate = useCallback(
    (key: MessageKey, values?: MessageValues) =>
      catalogue[key] === undefined
        ? missingMessage(key, values)
        : formatMessage(catalogue, language, key, values),
    [catalogue, language],
  );
  // Through t(), so a reference from an area not loaded yet brings it like any other key.
  const word = useCallback((ref: MessageRef) => wordWith(ref, translate, language), [translate, language]);
  const say = useCallback(
    (message: string) => word(decodeMessageRef(message) ?? { key: "validation.invalidValue" }),
    [word],
  );
  return { language, catalogue, t: translate, word, say };
}
