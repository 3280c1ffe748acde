import type {
  ConversationList,
  ConversationThread,
  ConversationView,
  MessageView,
  MessagingSettings,
  MessagingSettingsChange,
  messageEditSchema,
  reportInputSchema,
  StartConversation,
  UnreadCount,
} from "@siteready/domain";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";

/** Every messages query sits under "messages", so a live update or a catch-up can refresh them together. */
export const messagesQueryKeys = {
  root: ["messages"] as const,
  list: ["messages", "list"] as const,
  unread: ["messages", "unread"] as const,
  settings: ["messages", "settings"] as const,
  thread: (id: string) => ["messages", "thread", id] as const,
};

const conversationPath = (id: string) => `/api/conversations/${encodeURIComponent(id)}`;

const conversationsQueryOptions = queryOptions({
  queryKey: messagesQueryKeys.list,
  queryFn: async ({ signal }) =>
    (await api.request<ConversationList>("/api/conversations", { signal })).conversations,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

function threadQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKeys.thread(id),
    // The first page is the newest messages; each next page is the one before the oldest message shown.
    queryFn: ({ signal, pageParam }) =>
      api.request<ConversationThread>(
        pageParam ? `${conversationPath(id)}?before=${encodeURIComponent(pageParam)}` : conversationPath(id),
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.has_older ? page.messages[0]?.id : undefined),
  });
}

/**
 * A conversation and the messages loaded so far, oldest first. `fetchNextPage` loads older ones; a live update
 * refetches every loaded page, so an edit or delete shows wherever its message is.
 */
export function useThread(id: string) {
  return useInfiniteQuery({
    ...threadQueryOptions(id),
    select: (data) => ({
      conversation: (data.pages[0] as ConversationThread).conversation,
      messages: data.pages.toReversed().flatMap((page) => page.messages),
    }),
  });
}

/** The sidebar's number: unread messages over all my conversations (muted ones left out). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messagesQueryKeys.unread,
    queryFn: ({ signal }) => api.request<UnreadCount>("/api/conversations/unread", { signal }),
    enabled,
    select: (data) => data.unread,
  });
}

function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesQueryKeys.root });
}

export function useStartConversation() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (request: StartConversation) =>
      api.request<ConversationView>("/api/conversations", { method: "POST", body: request, retry: true }),
    onSuccess: () => void refresh(),
  });
}

/** Sends one message; the device's id makes a retry (or a queued offline send) safe to repeat. */
function sendMessage(conversationId: string, body: string, clientId: string) {
  return api.request<MessageView>(`${conversationPath(conversationId)}/messages`, {
    method: "POST",
    body: { body, client_id: clientId },
    retry: true,
  });
}

/** Sends a message and refreshes its conversation: what the outbox calls for each waiting message. */
export function useMessageSender() {
  const queryClient = useQueryClient();
  return useCallback(
    async (conversationId: string, body: string, clientId: string) => {
      await sendMessage(conversationId, body, clientId);
      await queryClient.invalidateQueries({ queryKey: messagesQueryKeys.thread(conversationId) });
      await queryClient.invalidateQueries({ queryKey: messagesQueryKeys.list });
    },
    [queryClient],
  );
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) =>
      api.request<void>(`${conversationPath(conversationId)}/read`, { method: "POST", retry: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messagesQueryKeys.list });
    },
  });
}

export function useEditMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, ...edit }: { id: string } & z.input<typeof messageEditSchema>) =>
      api.request<void>(`/api/messages/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: edit,
        retry: true,
      }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<void>(`/api/messages/${encodeURIComponent(id)}`, { method: "DELETE", retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, ...report }: { id: string } & z.input<typeof reportInputSchema>) =>
      api.request<void>(`/api/messages/${encodeURIComponent(id)}/report`, {
        method: "POST",
        body: report,
        retry: true,
      }),
  });
}

/** Mute, block or unblock: each answers with the conversation as it now stands. */
export function useConversationAction() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "mute" | "unmute" | "block" | "unblock" }) =>
      action === "mute" || action === "unmute"
        ? api.request<ConversationView>(`${conversationPath(id)}/mute`, {
            method: "PUT",
            body: { muted: action === "mute" },
            retry: true,
          })
        : api.request<ConversationView>(`${conversationPath(id)}/${action}`, { method: "POST", retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useMessagingSettings() {
  return useQuery({
    queryKey: messagesQueryKeys.settings,
    queryFn: ({ signal }) => api.request<MessagingSettings>("/api/messaging/settings", { signal }),
  });
}

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessagingSettingsChange) =>
      api.request<MessagingSettings>("/api/messaging/settings", {
        method: "PUT",
        body: settings,
        retry: true,
      }),
    onSuccess: (settings) => queryClient.setQueryData(messagesQueryKeys.settings, settings),
  });
}
