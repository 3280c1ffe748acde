import { type LiveEvent, liveEventSchema, messagesPlainRoutes } from "@siteready/domain/messages";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { messagesQueryKeys } from "./messages-query-keys.ts";

/** Query roots the live stream refreshes; the groups feature keeps its queries under "groups". */
const groupsRoot = ["groups"] as const;
/** The companies feature keeps its queries under "companies" (features/companies/api). */
const companiesRoot = ["companies"] as const;
/** After the stream closes for good (server away, signed out), try again this long after. */
const REOPEN_AFTER_MS = 5_000;

export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.kind) {
    case "conversation":
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.list });
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.unread });
      if (event.id) void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.thread(event.id) });
      return;
    case "group":
      void queryClient.invalidateQueries({ queryKey: groupsRoot });
      return;
    case "site":
      // A company site's crew board and change feed: ["companies", companyId, "sites", siteId, …].
      void queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === companiesRoot[0] && queryKey[3] === event.id,
      });
      return;
    case "resync":
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.root });
      void queryClient.invalidateQueries({ queryKey: groupsRoot });
      void queryClient.invalidateQueries({ queryKey: companiesRoot });
  }
}

/**
 * Follows /api/live (server-sent events, ids only) and refetches what changed. The browser reconnects a
 * dropped stream itself, sending Last-Event-ID, and the server answers with "resync"; a stream that had to be
 * opened afresh catches up the same way on its first open after a failure.
 */
export function useLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let failedBefore = false;

    const open = () => {
      source = new EventSource(messagesPlainRoutes.live.path);
      source.onopen = () => {
        if (failedBefore) applyLiveEvent(queryClient, { kind: "resync" });
        failedBefore = false;
      };
      source.onmessage = (message) => {
        const parsed = liveEventSchema.safeParse(JSON.parse(String(message.data)));
        if (parsed.success) applyLiveEvent(queryClient, parsed.data);
      };
      source.onerror = () => {
        failedBefore = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [enabled, queryClient]);
}
