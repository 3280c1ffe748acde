import { useQuery } from "@tanstack/react-query";
import { callEndpoint, frameEndpoints } from "../../../lib/endpoint-client.ts";
import { messagesQueryKeys } from "./messages-query-keys.ts";

// In a module of its own: the sidebar shows it on every page, and the rest of the messages' calls (with their
// contract's schemas) come with the messages pages (issue 49).
/** The sidebar's number: unread messages over all my conversations (muted ones left out). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messagesQueryKeys.unread,
    queryFn: async ({ signal }) =>
      callEndpoint((await frameEndpoints()).messagesEndpoints.unread, {}, { signal }),
    enabled,
    select: (data) => data.unread,
  });
}
