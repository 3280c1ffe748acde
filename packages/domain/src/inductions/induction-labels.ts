/**
 * The words induction records print beside (or above) each field, as data: contractors' forms, tables,
 * checklists and digital printouts name the same thing in many ways. Matched as whole words, case-insensitive,
 * the longest first; punctuation around them (colons, dotted leaders, "&", "/") does not matter. Besides our own
 * corpus's words, those of the outside corpus's tuning half (issue 55: "Scheme", "Presented by", "Issued by",
 * "Expiry of induction", "Inductee"); never its outside half's.
 */

/**
 * The fields read, and "other": labels of things a record holds that are not read (the worker's own name,
 * signatures, references), so that they end the value before them.
 */
export type InductionLabelField =
  | "site_name"
  | "company_name"
  | "project_name"
  | "date"
  | "valid_until"
  | "supervisor_name"
  | "safety_briefing"
  | "ppe_requirements"
  | "other";

export const inductionLabels: Record<InductionLabelField, readonly string[]> = {
  site_name: [
    "site name and address",
    "site name & address",
    "site name",
    "site address",
    "name of site",
    "site location",
    "site / location",
    "site",
    "location",
  ],
  company_name: [
    "principal contractor",
    "main contractor",
    "employer / contractor",
    "employer/contractor",
    "contractor name",
    "company name",
    "contractor",
    "company",
    "employer",
  ],
  project_name: [
    "project name",
    "project title",
    "contract name",
    "scheme / contract",
    "project",
    "contract",
    "scheme",
    "job",
  ],
  date: ["date of induction", "induction date", "date inducted", "completed on", "inducted on", "date"],
  valid_until: [
    "induction valid until",
    "valid until",
    "valid till",
    "valid to",
    "induction expires",
    "expiry of induction",
    "expiry date",
    "date of expiry",
    "expires on",
    "expires",
    "expiry",
    "re-induction due",
    "re-induction date",
    "renewal date",
  ],
  supervisor_name: [
    "supervisor name",
    "site supervisor",
    "site manager",
    "inducted by",
    "induction given by",
    "inductor",
    "supervisor",
    "given by",
    "delivered by",
    "presented by",
    "issued by",
  ],
  safety_briefing: [
    "site safety briefing received",
    "site safety briefing given",
    "site safety briefing",
    "safety briefing attended",
    "safety briefing received",
    "safety briefing completed",
    "safety briefing given",
    "briefing completed",
    "briefing given",
    "safety briefing",
  ],
  ppe_requirements: [
    "ppe to be worn",
    "ppe requirements",
    "ppe required",
    "required ppe",
    "ppe needed",
    "ppe issued / required",
    "ppe issued",
    "ppe",
  ],
  other: [
    "name of operative",
    "operative name",
    "full name",
    "print name",
    "operative",
    "name of inductee",
    "inductee",
    "person inducted",
    "employee",
    "name",
    "print",
    "signature of operative",
    "signature of inductee",
    "signature of inductor",
    "operative signature",
    "inductor signature",
    "signature",
    "signed",
    "reference",
    "ref",
  ],
};

/** Words that, right after a label's words, show they are a heading or a sentence, not a label ("Site induction"). */
export const notLabelFollowers: readonly string[] = ["induction", "inductions", "rules", "record", "details"];

/** Answers to a yes/no question as sheets print them. "No" words are checked first ("not given"). */
export const yesNoWords = {
  no: [
    "no",
    "n",
    "not given",
    "not completed",
    "not received",
    "not delivered",
    "not attended",
    "none",
    "false",
    "✗",
    "✘",
    "×",
  ],
  yes: [
    "yes",
    "y",
    "given",
    "completed",
    "complete",
    "received",
    "delivered",
    "attended",
    "done",
    "true",
    "✓",
    "✔",
    "☑",
  ],
} as const;
