import { competenceKindLabels, confirmedByWords } from "../competence/competence.ts";
import type { Catalogue, MessageKey } from "../i18n/catalogue.ts";
import { formatDateIn } from "../i18n/formatting.ts";
import type { Language } from "../i18n/languages.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { formatMessage, type MessageValues } from "../i18n/translate.ts";
import { en } from "../i18n/whole-catalogue.ts";
import type { CvDocument } from "./cv-schemas.ts";

/**
 * One layout for the CV, shared by the page's preview and the PDF, Word and text exports, so they never
 * disagree: a header (name, trade, chosen contact details), then sections of entries in a single column.
 * Headings and fixed words are in the document's language (English unless the worker chooses another, issue
 * #38); what the worker wrote — names, titles, descriptions — stays exactly as written.
 */

/** The language an employer's document is written in, with that language's catalogue. */
export interface DocumentWords {
  language: Language;
  catalogue: Catalogue;
}

export const englishDocumentWords: DocumentWords = { language: "en", catalogue: en };

/** A catalogue message of the document in its language. */
export function documentText(words: DocumentWords, key: MessageKey, values?: MessageValues): string {
  return formatMessage(words.catalogue, words.language, key, values);
}

interface CvEntry {
  title: string;
  /** Dates, issuer, company: one short line under the title. */
  detail?: string;
  /** Free text the worker wrote (a project's description). */
  text?: string;
}

export interface CvSection {
  heading: string;
  entries: CvEntry[];
}

function dateRange(words: DocumentWords, start: string, end: string | null): string {
  const date = (value: string) => formatDateIn(value, words.language);
  return `${date(start)} – ${end ? date(end) : documentText(words, "cv.entry.present")}`;
}

function joined(...parts: Array<string | null | undefined>): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(" · ") : undefined;
}

function cardDetail(words: DocumentWords, card: CvDocument["cards"][number]): string | undefined {
  return joined(
    card.registration_number
      ? documentText(words, "cv.entry.registrationNumber", { number: card.registration_number })
      : null,
    card.expiry_date
      ? documentText(words, card.expired ? "cv.entry.expired" : "cv.entry.validTo", {
          date: formatDateIn(card.expiry_date, words.language),
        })
      : null,
  );
}

/** The CV's sections in order, in the document's language; an empty section is left out. */
export function cvSections(cv: CvDocument, words: DocumentWords = englishDocumentWords): CvSection[] {
  const say = (key: MessageKey) => documentText(words, key);
  const date = (value: string) => formatDateIn(value, words.language);
  const sections: CvSection[] = [
    { heading: say("cv.heading.profile"), entries: cv.summary ? [{ title: "", text: cv.summary }] : [] },
    {
      heading: say("cv.heading.cards"),
      entries: cv.cards.map((card) => {
        const detail = cardDetail(words, card);
        return { title: card.title, ...(detail ? { detail } : {}) };
      }),
    },
    {
      heading: say("cv.heading.qualifications"),
      entries: cv.qualifications.map((qualification) => ({
        title: qualification.title,
        detail: joined(
          qualification.issuing_authority,
          qualification.issue_date ? date(qualification.issue_date) : null,
          qualification.expiry_date
            ? documentText(words, "cv.entry.validTo", { date: date(qualification.expiry_date) })
            : null,
        ),
      })),
    },
    {
      heading: say("cv.heading.projects"),
      entries: cv.projects.map((project) => ({
        title: project.name,
        detail: joined(project.role, project.company, dateRange(words, project.start_date, project.end_date)),
        ...(project.description ? { text: project.description } : {}),
      })),
    },
    {
      heading: say("cv.heading.inductions"),
      entries: cv.inductions.map((induction) => ({
        title: induction.site_name,
        detail: joined(induction.company_name, date(induction.induction_date)),
      })),
    },
    {
      heading: say("competence.page.title"),
      entries: cv.competence.map((entry) => ({
        title: entry.title,
        detail: joined(
          say(competenceKindLabels[entry.kind]),
          entry.provider,
          date(entry.date),
          documentText(words, "competence.hours", { hours: entry.hours }),
        ),
        // The supervisor's word, naming who gave it; nothing is said of an entry no one confirmed.
        ...(entry.confirmed_by
          ? { text: wordMessage(confirmedByWords(entry.confirmed_by), words.catalogue, words.language) }
          : {}),
      })),
    },
    {
      heading: say("cv.heading.other"),
      entries: [
        ...(cv.driving_licence ? [{ title: say("cv.statement.drivingLicence") }] : []),
        ...(cv.right_to_work ? [{ title: say("cv.statement.rightToWork") }] : []),
      ],
    },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** The line under the name: trade, then the chosen contact details. */
export function cvHeaderLine(cv: CvDocument): string {
  return [cv.trade, ...cv.contact].filter(Boolean).join(" · ");
}

/** The CV as plain text (for pasting into a job site's form). */
export function cvPlainText(cv: CvDocument, words: DocumentWords = englishDocumentWords): string {
  const lines = [cv.name, cvHeaderLine(cv)].filter(Boolean);
  for (const section of cvSections(cv, words)) {
    lines.push("", section.heading.toLocaleUpperCase(words.language));
    for (const entry of section.entries) {
      if (entry.title) lines.push(entry.title);
      if (entry.detail) lines.push(`  ${entry.detail}`);
      if (entry.text) lines.push(entry.title ? `  ${entry.text}` : entry.text);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** A download's file name: 'Jo Bloggs CV.pdf' with only safe characters. */
export function cvFileName(name: string, extension: string): string {
  const safe = name.replace(/[^\p{L}\p{N} '-]/gu, "").trim() || "My";
  return `${safe} CV.${extension}`;
}
