import type { Language } from "@siteready/domain/i18n";
import type { LanguageChoice } from "@siteready/domain/languages";
import type { Db } from "../../db/client.ts";
import { saveUserLanguage } from "./languages.repository.ts";

/** The worker chooses the language SiteReady speaks to them in; the session answer carries it from then on. */
export async function chooseLanguage(db: Db, userId: string, language: Language): Promise<LanguageChoice> {
  await saveUserLanguage(db, userId, language);
  return { language };
}
