import { boardUrl } from "../../../lib/search-url.ts";

/**
 * The diggs board keeps where the user is in the URL: the tab, and in its place a listing (?listing=<id>),
 * the new-listing form (?add=new) or the edit form (?edit=<id>), beside Find a place's filters.
 */
export const diggsUrl = boardUrl(["find", "mine"] as const, {
  record: "listing",
  create: "add",
  edit: "edit",
});

/** The link to a listing's page, keeping the tab and filters for the way back. */
export const listingSearch = (params: URLSearchParams, listingId: string) =>
  diggsUrl.recordSearch(params, listingId);
