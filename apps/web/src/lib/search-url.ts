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

/** The parameters that open something in a board's tabs' place. */
interface BoardParams {
  /** A record's page: ?job=<id>. */
  record: string;
  /** The new-record form: ?post=new. */
  create: string;
  /** A record's change form, when the board has its own: ?edit=<id>. */
  edit?: string;
}

/**
 * A board's URL: its tabs (`?tab=`, the first one left out of the URL) and, in their place, a record, the
 * new-record form or a change form, one at a time (a change form wins over the new one, which wins over a
 * record).
 */
export function boardUrl<Tab extends string>(tabs: readonly [Tab, ...Tab[]], names: BoardParams) {
  const opens = [names.record, names.create, ...(names.edit ? [names.edit] : [])];
  const closed: Record<string, null> = Object.fromEntries(opens.map((name) => [name, null]));
  return {
    tabs,
    readTab: (params: URLSearchParams): Tab => tabs.find((tab) => tab === params.get("tab")) ?? tabs[0],
    /** What is open in the tabs' place. */
    readOpen: (params: URLSearchParams) => ({
      editId: names.edit ? params.get(names.edit) : null,
      creating: params.get(names.create) === "new",
      recordId: params.get(names.record),
    }),
    /** A tab's link: whatever was open closes. */
    tabSearch: (params: URLSearchParams, tab: Tab) =>
      searchWith(params, { ...closed, tab: tab === tabs[0] ? null : tab }),
    /** A record's page, keeping the tab and filters for the way back. */
    recordSearch: (params: URLSearchParams, id: string) =>
      searchWith(params, { ...closed, [names.record]: id }),
    /** The new-record form. */
    createSearch: (params: URLSearchParams) => searchWith(params, { ...closed, [names.create]: "new" }),
    /** The way back from whatever is open to the list it was opened from. */
    listSearch: (params: URLSearchParams) => searchWith(params, closed),
  };
}

export type BoardUrl<Tab extends string> = ReturnType<typeof boardUrl<Tab>>;
