import { defaultSchemeRules, type SchemeRuleBook, schemeRuleBook } from "@siteready/domain/scheme-rules";

/**
 * Where the renewals, the reminders, the dashboard and the calendar feed get the schemes' renewal rules
 * (issue 53): app.ts builds one and passes it to every module through AppServices.schemeRules. The default
 * answers the rules SiteReady ships; a source that merges an admin's stored edits over them replaces it there,
 * and every consumer follows without a change.
 */
export interface SchemeRuleSource {
  book(): Promise<SchemeRuleBook>;
}

/** The shipped rules (default-rules.ts), as one book built once. */
export function createDefaultSchemeRuleSource(): SchemeRuleSource {
  const book = schemeRuleBook(defaultSchemeRules);
  return { book: async () => book };
}
