/**
 * The diggs page keeps where the user is in the URL (tab, open listing, form, filters), so a listing can be
 * shared and the phone's Back button returns to the same results.
 */

const diggsTabs = ["find", "mine"] as const;
export type DiggsTab = (typeof diggsTabs)[number];

export function readDiggsTab(value: string | null): DiggsTab {
  return diggsTabs.find((tab) => tab === value) ?? "find";
}

/** A search string from the current parameters with some set (a string) or removed (null). */
export function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

export const listingSearch = (params: URLSearchParams, listingId: string) =>
  searchWith(params, { listing: listingId, edit: null, add: null });

export const listSearch = (params: URLSearchParams) =>
  searchWith(params, { listing: null, edit: null, add: null });
