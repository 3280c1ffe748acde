/** An ISO calendar date `days` from today (UTC), as date inputs take it. */
export function isoDateInDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
