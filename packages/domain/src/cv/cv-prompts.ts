import type { z } from "zod";
import type { CvDocument, cvPolishRequestSchema } from "./cv-schemas.ts";

/**
 * What the AI is told when it polishes a CV text (spec §6 CV builder): the rules, the facts it may use and
 * the one text it improves. Kept here so what may be sent to an outside service is reviewed in one place;
 * what comes back is still checked by findUnsupportedMentions.
 */

const CV_SUMMARY_MAX_WORDS = 80;
const CV_PROJECT_DESCRIPTION_MAX_WORDS = 60;

/** The system message of every polish request. */
export const cvPolishRules = [
  "You help a UK construction worker word their CV. Plain UK English, short sentences, no headings, no lists.",
  "Use only the facts given. Never add a card, ticket, qualification, employer, site, job title, date or number",
  "that is not in the facts; if something is missing, leave it out.",
  "Reply with the improved text only.",
].join(" ");

/** The facts the AI may use: names of cards and qualifications, and the worker's trade. Nothing personal. */
export function cvFactsMessage(cv: CvDocument): string {
  const lines = [
    cv.trade ? `Trade: ${cv.trade}` : null,
    `Cards and tickets held: ${cv.cards.map((card) => card.title).join("; ") || "none"}`,
    `Qualifications held: ${cv.qualifications.map((each) => each.title).join("; ") || "none"}`,
  ];
  return lines.filter(Boolean).join("\n");
}

export type CvPolishInput = z.output<typeof cvPolishRequestSchema>;

/**
 * The worker's words being improved and the message that asks for it (only what the section needs); null
 * when the request names a project that is not on the CV.
 */
export function cvPolishPrompt(
  cv: CvDocument,
  request: CvPolishInput,
): { original: string; message: string } | null {
  if (request.target === "summary") {
    return {
      original: cv.summary,
      message: `Improve this CV summary (at most ${CV_SUMMARY_MAX_WORDS} words).\n\n${cvFactsMessage(cv)}\n\nSummary:\n${cv.summary}`,
    };
  }
  if (request.target === "project") {
    const project = cv.projects.find((each) => each.id === request.project_id);
    if (!project) return null;
    const facts = [
      `Project: ${project.name}`,
      project.role ? `Role: ${project.role}` : null,
      project.company ? `Company: ${project.company}` : null,
    ].filter(Boolean);
    return {
      original: project.description ?? "",
      message: `Improve this description of my work on one project (at most ${CV_PROJECT_DESCRIPTION_MAX_WORDS} words).\n\n${facts.join("\n")}\n\nDescription:\n${project.description ?? ""}`,
    };
  }
  const history = cv.projects
    .map((project) => [project.role, project.name, project.company].filter(Boolean).join(", "))
    .join("\n");
  return {
    original: cv.summary,
    message: `Rewrite my CV summary (at most ${CV_SUMMARY_MAX_WORDS} words) for the job advert below, using only my facts.\n\n${cvFactsMessage(cv)}\nWork history:\n${history || "none"}\n\nMy summary:\n${cv.summary}\n\nJob advert:\n${request.job_advert}`,
  };
}
