import type { IntlMessageFormat } from "intl-messageformat";
import type { englishByArea } from "./areas.ts";
import type { Language } from "./languages.ts";

/**
 * A message parsed ahead of time into intl-messageformat's syntax tree: the web build parses the catalogues'
 * messages that have placeholders, plurals or tags (apps/web/scripts/compiled-messages.ts), so the app ships
 * no ICU parser (issue 49). The server and the tests keep every message as it is written.
 */
export type CompiledMessage = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;
/** A catalogue message: as written ('Hello, {name}'), or compiled by the web build. */
export type Message = string | CompiledMessage;

type Areas = typeof englishByArea;
/** An area with words, by its folder (`<area>/messages/`, named in areas.ts): 'core', 'shell', 'skills-cards' … */
export type MessageArea = keyof Areas;
export type MessageKey = { [Area in keyof Areas]: keyof Areas[Area] }[keyof Areas];
/**
 * A translation: every English key, each with its own words (as written; in the web app, compiled where they
 * have placeholders, plurals or tags: Message above).
 */
export type Catalogue = Record<MessageKey, Message>;
/** A whole catalogue as written (the server's and the tests', whole-catalogue.ts): every message is text. */
export type WrittenCatalogue = Record<MessageKey, string>;
/** One area's words in one language. */
export type AreaMessages = Record<string, Message>;

/**
 * The area of each key's first word ('qualifications.title' is in documents), so a key met at run time (a
 * server answer's messageRef) can bring its area; catalogues.test.ts holds every key to it.
 */
const areaOfKeyPrefix: Record<string, MessageArea> = {
  accounts: "accounts",
  login: "accounts",
  register: "accounts",
  terms: "accounts",
  admin: "admin",
  billing: "billing",
  companies: "companies",
  competence: "competence",
  error: "core",
  choice: "core",
  errorBox: "core",
  field: "core",
  form: "core",
  language: "core",
  limit: "core",
  page: "core",
  validation: "core",
  cv: "cv",
  dashboard: "dashboard",
  documents: "documents",
  qualifications: "documents",
  email: "email",
  evidence: "evidence",
  inductions: "inductions",
  jobs: "jobs",
  projects: "jobs",
  landing: "landing",
  marketing: "marketing",
  groups: "messages",
  messages: "messages",
  moderation: "messages",
  places: "places",
  profile: "profile",
  renewals: "renewals",
  rightToWork: "right-to-work",
  sharing: "sharing",
  shell: "shell",
  renewal: "skills-cards",
  skillsCard: "skills-cards",
  gate: "wallet",
  wallet: "wallet",
};

/** The area whose files hold `key`'s words. */
export function messageAreaOf(key: string): MessageArea | undefined {
  return areaOfKeyPrefix[key.slice(0, key.indexOf("."))];
}

const loading = new Map<string, Promise<AreaMessages>>();

/**
 * One area's words in one language, loaded once. The English catalogue is the source of truth (issue #38): every
 * other language has exactly its keys with the same placeholders (catalogues.test.ts); messages are ICU
 * MessageFormat, keyed `area.name`, in each area's `messages/<language>.ts`. The pattern below is what the
 * bundlers follow to find those files and only those: the web build makes one small chunk of each area in each
 * language, and the web app loads, for the language it shows, the areas its shell and the current page use
 * (issue 49); the whole catalogues are whole-catalogue.ts.
 */
export function loadArea(area: MessageArea, language: Language): Promise<AreaMessages> {
  const id = `${language}/${area}`;
  let messages = loading.get(id);
  if (!messages) {
    messages = import(`../${area}/messages/${language}.ts`).then(
      (file: { messages: AreaMessages }) => file.messages,
    );
    // A chunk that did not arrive (no signal) is asked for again next time.
    messages.catch(() => loading.delete(id));
    loading.set(id, messages);
  }
  return messages;
}
