import { z } from "zod";
import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  conversationListSchema,
  conversationPageQuerySchema,
  conversationSettingsSchema,
  conversationThreadSchema,
  conversationViewSchema,
  messageEditSchema,
  messageInputSchema,
  messageViewSchema,
  messagingSettingsChangeSchema,
  messagingSettingsSchema,
  reportInputSchema,
  startConversationSchema,
  unreadCountSchema,
} from "./messages.ts";

const tags = ["messages"] as const;
const access = { level: "signed-in", feature: "messages" } as const;
const params = z.object({ id: z.string() });

/**
 * 1:1 messages (§2 /messages, issue 17). Someone else's conversation or message answers 404. The live event
 * stream and the digest e-mail's switch-off link stay plain routes (apps/server/src/modules/messages).
 */
export const messagesEndpoints = {
  conversations: {
    method: "GET",
    path: "/api/conversations",
    summary: "My conversations, newest first",
    tags,
    access,
    response: conversationListSchema,
  },
  start: {
    method: "POST",
    path: "/api/conversations",
    summary: "Start (or reopen) a conversation: by exact e-mail, a job, an applicant or a group member",
    tags,
    access,
    body: startConversationSchema,
    response: conversationViewSchema,
  },
  unread: {
    method: "GET",
    path: "/api/conversations/unread",
    summary: "How many messages I have not read",
    tags,
    access,
    response: unreadCountSchema,
  },
  thread: {
    method: "GET",
    path: "/api/conversations/:id",
    summary: "A conversation and a page of its messages: the newest, or those before a message already shown",
    tags,
    access,
    params,
    query: conversationPageQuerySchema,
    response: conversationThreadSchema,
  },
  send: {
    method: "POST",
    path: "/api/conversations/:id/messages",
    summary: "Send a message",
    tags,
    access,
    params,
    body: messageInputSchema,
    response: messageViewSchema,
    status: 201,
  },
  markRead: {
    method: "POST",
    path: "/api/conversations/:id/read",
    summary: "Mark a conversation read",
    tags,
    access,
    params,
    body: noBody,
  },
  mute: {
    method: "PUT",
    path: "/api/conversations/:id/mute",
    summary: "Mute or unmute a conversation (muted ones leave the sidebar count)",
    tags,
    access,
    params,
    body: conversationSettingsSchema,
    response: conversationViewSchema,
  },
  block: {
    method: "POST",
    path: "/api/conversations/:id/block",
    summary: "Block the other person: they can no longer message me or see my group posts",
    tags,
    access,
    params,
    body: noBody,
    response: conversationViewSchema,
  },
  unblock: {
    method: "POST",
    path: "/api/conversations/:id/unblock",
    summary: "Unblock the other person",
    tags,
    access,
    params,
    body: noBody,
    response: conversationViewSchema,
  },
  edit: {
    method: "PATCH",
    path: "/api/messages/:id",
    summary: "Edit my message (within 15 minutes of sending)",
    tags,
    access,
    params,
    body: messageEditSchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/messages/:id",
    summary: "Delete my message for everyone",
    tags,
    access,
    params,
  },
  report: {
    method: "POST",
    path: "/api/messages/:id/report",
    summary: "Report a message to the admins",
    tags,
    access,
    params,
    body: reportInputSchema,
  },
  settings: {
    method: "GET",
    path: "/api/messaging/settings",
    summary: "My messaging settings",
    tags,
    access,
    response: messagingSettingsSchema,
  },
  saveSettings: {
    method: "PUT",
    path: "/api/messaging/settings",
    summary: "Turn read receipts or the e-mail digest of unread messages on or off",
    tags,
    access,
    body: messagingSettingsChangeSchema,
    response: messagingSettingsSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The live updates (server-sent events) for messages and groups, opened with an `EventSource`; the digest
 * e-mail's one-click switch-off (a page asking to confirm, and the POST that page and mail apps send).
 */
export const messagesPlainRoutes = {
  live: { method: "GET", path: "/api/live", kind: "stream" },
  digestOffPage: { method: "GET", path: "/api/messaging/digest/off", kind: "page" },
  digestOff: { method: "POST", path: "/api/messaging/digest/off", kind: "page" },
} as const satisfies Record<string, PlainRoute>;
