import { catalogues } from "@siteready/domain/catalogues";
import { formatDate } from "@siteready/domain/fields";
import { decodeMessageRef, wordMessage } from "@siteready/domain/i18n";
import { type GateSignInView, gateRefusalReasonLabels } from "@siteready/domain/wallet";

/**
 * The register as CSV (RFC 4180) for a spreadsheet. A cell a spreadsheet would read as a formula (=, +, -, @,
 * tab, carriage return first) gets a leading apostrophe, so a name typed as a formula stays text.
 */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const outcomeWords = { green: "Green", amber: "Amber", red: "Red" } as const;
const decisionWords = { accepted: "Signed in", refused: "Refused" } as const;

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the site's clock showed it: '27 Nov 2026 08:15' in UK time (GMT or BST as the day was). */
function londonMoment(instant: string | null): string {
  if (instant === null) return "";
  const parts = londonParts.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${formatDate(`${part("year")}-${part("month")}-${part("day")}`)} ${part("hour")}:${part("minute")}`;
}

const header = [
  "Checked at (UK time)",
  "Site",
  "Name",
  "Card",
  "Scheme",
  "Number",
  "Expires",
  "Check",
  "Why",
  "Checked",
  "Decision",
  "Refusal reason",
  "Gate-keeper's note",
  "Signed out (UK time)",
  "Checked by",
];

/** A check's reason in the register's English: stored as a message reference, or as text by an older phone. */
function reasonWords(reason: string): string {
  const ref = decodeMessageRef(reason);
  return ref ? wordMessage(ref, catalogues.en, "en") : reason;
}

export function signInsCsv(signIns: GateSignInView[]): string {
  const lines = signIns.map((signIn) =>
    [
      londonMoment(signIn.scanned_at),
      signIn.site,
      signIn.holder_name ?? "Not known",
      signIn.card_title ?? "Not known",
      signIn.scheme,
      signIn.card_number,
      formatDate(signIn.expiry_date),
      outcomeWords[signIn.outcome],
      reasonWords(signIn.reason),
      signIn.code_kind === "live" ? "Online" : "On the phone (offline code)",
      decisionWords[signIn.decision],
      signIn.refusal_reason === null ? "" : gateRefusalReasonLabels[signIn.refusal_reason],
      signIn.note,
      londonMoment(signIn.signed_out_at),
      signIn.checked_by,
    ]
      .map(cell)
      .join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
