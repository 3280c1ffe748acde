/**
 * Pages that keep where the user is in the URL (tab, open record, form, filters, page), so a record can be
 * shared or bookmarked and the phone's Back button returns to the same results: jobs, diggs.
 */

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

/**
 * A board's URL: its tabs (`?tab=`, the first one left out of the URL) and the parameters that open something
 * in the tabs' place (a record, a form), of which one at a time is set.
 */
export function boardUrl<Tab extends string>(tabs: readonly [Tab, ...Tab[]], opens: readonly string[]) {
  const closed: Record<string, null> = Object.fromEntries(opens.map((name) => [name, null]));
  return {
    tabs,
    readTab: (params: URLSearchParams): Tab => tabs.find((tab) => tab === params.get("tab")) ?? tabs[0],
    /** A tab's link: whatever was open closes. */
    tabSearch: (params: URLSearchParams, tab: Tab) =>
      searchWith(params, { ...closed, tab: tab === tabs[0] ? null : tab }),
    /** Opens `name` (a record's id, or 'new' for a form) in the tabs' place, keeping tab and filters. */
    openSearch: (params: URLSearchParams, name: string, value: string) =>
      searchWith(params, { ...closed, [name]: value }),
    /** The way back from whatever is open to the list it was opened from. */
    listSearch: (params: URLSearchParams) => searchWith(params, closed),
  };
}

export type BoardUrl<Tab extends string> = ReturnType<typeof boardUrl<Tab>>;
