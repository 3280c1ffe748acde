import {
  type ConversationThread,
  type MessagingSettingsChange,
  type messageEditSchema,
  messagesEndpoints,
  type reportInputSchema,
  type StartConversation,
} from "@siteready/domain/messages";
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
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { messagesQueryKeys } from "./messages-query-keys.ts";

const endpoints = messagesEndpoints;

const conversationsQueryOptions = queryOptions({
  queryKey: messagesQueryKeys.list,
  queryFn: async ({ signal }) => (await callEndpoint(endpoints.conversations, {}, { signal })).conversations,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}

function threadQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: messagesQueryKeys.thread(id),
    // The first page is the newest messages; each next page is the one before the oldest message shown.
    queryFn: ({ signal, pageParam }) =>
      callEndpoint(
        endpoints.thread,
        { params: { id }, query: { before: pageParam || undefined } },
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

function useRefreshMessages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messagesQueryKeys.root });
}

export function useStartConversation() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (request: StartConversation) =>
      callEndpoint(endpoints.start, { body: request }, { retry: true }),
    onSuccess: () => void refresh(),
  });
}

/** Sends one message; the device's id makes a retry (or a queued offline send) safe to repeat. */
function sendMessage(conversationId: string, body: string, clientId: string) {
  return callEndpoint(
    endpoints.send,
    { params: { id: conversationId }, body: { body, client_id: clientId } },
    { retry: true },
  );
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
      callEndpoint(endpoints.markRead, { params: { id: conversationId } }, { retry: true }),
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
      callEndpoint(endpoints.edit, { params: { id }, body: edit }, { retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteMessage() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(endpoints.remove, { params: { id } }, { retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, ...report }: { id: string } & z.input<typeof reportInputSchema>) =>
      callEndpoint(endpoints.report, { params: { id }, body: report }, { retry: true }),
  });
}

/** Mute, block or unblock: each answers with the conversation as it now stands. */
export function useConversationAction() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "mute" | "unmute" | "block" | "unblock" }) =>
      action === "mute" || action === "unmute"
        ? callEndpoint(
            endpoints.mute,
            { params: { id }, body: { muted: action === "mute" } },
            { retry: true },
          )
        : callEndpoint(endpoints[action], { params: { id } }, { retry: true }),
    onSuccess: () => void refresh(),
  });
}

export function useMessagingSettings() {
  return useQuery({
    queryKey: messagesQueryKeys.settings,
    queryFn: ({ signal }) => callEndpoint(endpoints.settings, {}, { signal }),
  });
}

export function useSaveMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessagingSettingsChange) =>
      callEndpoint(endpoints.saveSettings, { body: settings }, { retry: true }),
    onSuccess: (settings) => queryClient.setQueryData(messagesQueryKeys.settings, settings),
  });
}
