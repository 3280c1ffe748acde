import { formatDate } from "../formatting.ts";
import type { CvDocument } from "../schemas/cv.ts";

/**
 * One layout for the CV, shared by the page's preview and the PDF, Word and text exports, so they never
 * disagree: a header (name, trade, chosen contact details), then sections of entries in a single column.
 */

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

function dateRange(start: string, end: string | null): string {
  return `${formatDate(start)} – ${end ? formatDate(end) : "present"}`;
}

function joined(...parts: Array<string | null | undefined>): string | undefined {
  const present = parts.filter((part): part is string => Boolean(part));
  return present.length > 0 ? present.join(" · ") : undefined;
}

function cardDetail(card: CvDocument["cards"][number]): string | undefined {
  return joined(
    card.registration_number ? `Reg. no. ${card.registration_number}` : null,
    card.expiry_date ? `${card.expired ? "Expired" : "Valid to"} ${formatDate(card.expiry_date)}` : null,
  );
}

/** The CV's sections in order; an empty section is left out. */
export function cvSections(cv: CvDocument): CvSection[] {
  const sections: CvSection[] = [
    { heading: "Profile", entries: cv.summary ? [{ title: "", text: cv.summary }] : [] },
    {
      heading: "Cards and tickets",
      entries: cv.cards.map((card) => {
        const detail = cardDetail(card);
        return { title: card.title, ...(detail ? { detail } : {}) };
      }),
    },
    {
      heading: "Qualifications",
      entries: cv.qualifications.map((qualification) => ({
        title: qualification.title,
        detail: joined(
          qualification.issuing_authority,
          qualification.issue_date ? formatDate(qualification.issue_date) : null,
          qualification.expiry_date ? `Valid to ${formatDate(qualification.expiry_date)}` : null,
        ),
      })),
    },
    {
      heading: "Sites and projects",
      entries: cv.projects.map((project) => ({
        title: project.name,
        detail: joined(project.role, project.company, dateRange(project.start_date, project.end_date)),
        ...(project.description ? { text: project.description } : {}),
      })),
    },
    {
      heading: "Site inductions",
      entries: cv.inductions.map((induction) => ({
        title: induction.site_name,
        detail: joined(induction.company_name, formatDate(induction.induction_date)),
      })),
    },
    {
      heading: "Other information",
      entries: [cv.driving_licence, cv.right_to_work]
        .filter((line): line is string => Boolean(line))
        .map((line) => ({ title: line })),
    },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** The line under the name: trade, then the chosen contact details. */
export function cvHeaderLine(cv: CvDocument): string {
  return [cv.trade, ...cv.contact].filter(Boolean).join(" · ");
}

/** The CV as plain text (for pasting into a job site's form). */
export function cvPlainText(cv: CvDocument): string {
  const lines = [cv.name, cvHeaderLine(cv)].filter(Boolean);
  for (const section of cvSections(cv)) {
    lines.push("", section.heading.toUpperCase());
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
