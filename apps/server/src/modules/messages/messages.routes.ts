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
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { registerUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { noContent, routeOptions } from "../../lib/route-options.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { digestUnsubscribeList } from "./digest-unsubscribe.ts";
import { createMessagesService, type ListingOwnerLookup } from "./messages.service.ts";

const idParams = z.object({ id: z.string() });

/** 1:1 messages (§2 /messages, issue 17). Someone else's conversation or message answers 404. */
export const messagesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  listingOwner: ListingOwnerLookup;
  config: Pick<Config, "authSecret">;
  clock?: () => Date;
}> = async (app, options) => {
  const messages = createMessagesService(options);
  const route = routeOptions(signedInAccess("messages"), ["messages"]);

  app.get(
    "/api/conversations",
    route("My conversations, newest first", { response: { 200: conversationListSchema } }),
    async (request) => ({ conversations: await messages.list(signedInUser(request)) }),
  );

  app.post(
    "/api/conversations",
    route("Start (or reopen) a conversation: by exact e-mail, a job, an applicant or a group member", {
      body: startConversationSchema,
      response: { 200: conversationViewSchema },
    }),
    async (request) => messages.start(request.body, signedInUser(request)),
  );

  app.get(
    "/api/conversations/unread",
    route("How many messages I have not read", { response: { 200: unreadCountSchema } }),
    async (request) => ({ unread: await messages.unreadCount(signedInUser(request)) }),
  );

  app.get(
    "/api/conversations/:id",
    route("A conversation and a page of its messages: the newest, or those before a message already shown", {
      params: idParams,
      querystring: conversationPageQuerySchema,
      response: { 200: conversationThreadSchema },
    }),
    async (request) => messages.thread(request.params.id, signedInUser(request), request.query.before),
  );

  app.post(
    "/api/conversations/:id/messages",
    route("Send a message", {
      params: idParams,
      body: messageInputSchema,
      response: { 201: messageViewSchema },
    }),
    async (request, reply) =>
      reply.status(201).send(await messages.send(request.params.id, request.body, signedInUser(request))),
  );

  app.post(
    "/api/conversations/:id/read",
    route("Mark a conversation read", { body: noBody, params: idParams }),
    async (request, reply) => noContent(reply, messages.markRead(request.params.id, signedInUser(request))),
  );

  app.put(
    "/api/conversations/:id/mute",
    route("Mute or unmute a conversation (muted ones leave the sidebar count)", {
      params: idParams,
      body: conversationSettingsSchema,
      response: { 200: conversationViewSchema },
    }),
    async (request) => messages.setMuted(request.params.id, request.body.muted, signedInUser(request)),
  );

  for (const [path, blocked, summary] of [
    ["block", true, "Block the other person: they can no longer message me or see my group posts"],
    ["unblock", false, "Unblock the other person"],
  ] as const) {
    app.post(
      `/api/conversations/:id/${path}`,
      route(summary, { body: noBody, params: idParams, response: { 200: conversationViewSchema } }),
      async (request) => messages.setBlocked(request.params.id, blocked, signedInUser(request)),
    );
  }

  app.patch(
    "/api/messages/:id",
    route("Edit my message (within 15 minutes of sending)", {
      params: idParams,
      body: messageEditSchema,
    }),
    async (request, reply) =>
      noContent(reply, messages.edit(request.params.id, request.body.body, signedInUser(request))),
  );

  app.delete(
    "/api/messages/:id",
    route("Delete my message for everyone", { params: idParams }),
    async (request, reply) => noContent(reply, messages.remove(request.params.id, signedInUser(request))),
  );

  app.post(
    "/api/messages/:id/report",
    route("Report a message to the admins", { params: idParams, body: reportInputSchema }),
    async (request, reply) =>
      noContent(reply, messages.report(request.params.id, request.body.reason, signedInUser(request))),
  );

  app.get(
    "/api/messaging/settings",
    route("My messaging settings", { response: { 200: messagingSettingsSchema } }),
    async (request) => messages.settings(signedInUser(request)),
  );

  app.put(
    "/api/messaging/settings",
    route("Turn read receipts or the e-mail digest of unread messages on or off", {
      body: messagingSettingsChangeSchema,
      response: { 200: messagingSettingsSchema },
    }),
    async (request) => messages.saveSettings(request.body, signedInUser(request)),
  );

  // The digest e-mail's switch-off link: no session (opened from a mail program), the signed token is the key.
  await registerUnsubscribeRoutes(app, {
    serverSecret: options.config.authSecret,
    list: digestUnsubscribeList(options.db),
  });
};
