import { daysFromTodayUtc, parseIsoDate } from "../fields/calendar-date.ts";

/** Spec §4/§9: urgent up to 30 days left, warning up to 90. */
export const URGENT_DAYS = 30;
export const WARNING_DAYS = 90;

/** Every urgency, in the order they are listed and sorted: what needs doing first at the top. */
export const expiryUrgencies = ["expired", "urgent", "warning", "valid", "unknown"] as const;
export type ExpiryUrgency = (typeof expiryUrgencies)[number];

/** An urgency's place in the list order (expired 0 … unknown 4), for sorting. */
export function urgencyRank(urgency: ExpiryUrgency): number {
  return expiryUrgencies.indexOf(urgency);
}

export function isExpiryUrgency(value: string | null | undefined): value is ExpiryUrgency {
  return expiryUrgencies.some((urgency) => urgency === value);
}

/** Spec §4: expired, urgent and warning items need the worker's attention (the dashboard's 'Expiring soon'). */
export function needsAttention(urgency: ExpiryUrgency): boolean {
  return urgency === "expired" || urgency === "urgent" || urgency === "warning";
}

/** How many items there are of each urgency, every urgency present (0 when none). */
export function countByUrgency(urgencies: Iterable<ExpiryUrgency>): Record<ExpiryUrgency, number> {
  const counts: Record<ExpiryUrgency, number> = { expired: 0, urgent: 0, warning: 0, valid: 0, unknown: 0 };
  for (const urgency of urgencies) counts[urgency] += 1;
  return counts;
}

/**
 * Whole days from today to the expiry date: 0 on the expiry day, negative once it has passed.
 * Both are taken as UTC calendar dates, so the answer is the same on the server and in every browser.
 * Throws a RangeError for a value that is not a YYYY-MM-DD calendar date.
 */
export function daysUntil(expiryDate: string, now: Date): number {
  const date = parseIsoDate(expiryDate);
  if (date === null) throw new RangeError(`Not a calendar date: ${expiryDate}`);
  return daysFromTodayUtc(date, now);
}

function urgencyForDays(days: number): Exclude<ExpiryUrgency, "unknown"> {
  if (days < 0) return "expired";
  if (days <= URGENT_DAYS) return "urgent";
  if (days <= WARNING_DAYS) return "warning";
  return "valid";
}

/** The urgency of a record's expiry date; 'unknown' without a (readable) date. */
export function expiryUrgency(expiryDate: string | null | undefined, now: Date): ExpiryUrgency {
  if (!expiryDate || parseIsoDate(expiryDate) === null) return "unknown";
  return urgencyForDays(daysUntil(expiryDate, now));
}

function dayCount(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}

/** Plain words for an urgency: 'Expired 3 days ago', 'Expires today', 'Expires in 20 days', 'Valid'. */
export function urgencyLabel(urgency: ExpiryUrgency, days: number | null | undefined): string {
  if (urgency === "unknown" || days === null || days === undefined) return "No expiry date";
  if (urgency === "valid") return "Valid";
  if (days < -1) return `Expired ${dayCount(-days)} ago`;
  if (days === -1) return "Expired yesterday";
  if (days === 0) return "Expires today";
  if (days === 1) return "Expires tomorrow";
  return `Expires in ${dayCount(days)}`;
}

export interface ExpiryStatus {
  urgency: ExpiryUrgency;
  /** null without a readable date. */
  days: number | null;
  label: string;
}

/** Urgency, days left and label in one call, for lists and badges. */
export function describeExpiry(expiryDate: string | null | undefined, now: Date): ExpiryStatus {
  const urgency = expiryUrgency(expiryDate, now);
  const days = urgency === "unknown" || !expiryDate ? null : daysUntil(expiryDate, now);
  return { urgency, days, label: urgencyLabel(urgency, days) };
}
