// `@siteready/domain/language-choice`: the languages, their cookie and their page prefixes, and nothing else. The
// prerendered pages' first script (apps/web/src/prerendered-entry.ts) picks the visitor's language with these
// before any app code loads, so this entry point carries no catalogue, zod or intl-messageformat
// (language-choice.test.ts). `@siteready/domain/i18n` exports the same helpers alongside the catalogue.
export * from "../i18n/languages.ts";
