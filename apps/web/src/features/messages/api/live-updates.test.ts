import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { applyLiveEvent } from "./live-updates.ts";

describe("a live event", () => {
  it("about a company site refreshes that site's board and feed, and no other site's", () => {
    const queryClient = createQueryClient();
    const board = ["companies", "company-1", "sites", "site-1", "board", {}];
    const feed = ["companies", "company-1", "sites", "site-1", "changes"];
    const otherSite = ["companies", "company-1", "sites", "site-2", "board", {}];
    for (const key of [board, feed, otherSite]) queryClient.setQueryData(key, { rows: [] });

    applyLiveEvent(queryClient, { kind: "site", id: "site-1" });

    expect(queryClient.getQueryState(board)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(feed)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherSite)?.isInvalidated).toBe(false);
  });
});
