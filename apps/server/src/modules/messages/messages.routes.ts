import { messagesEndpoints } from "@siteready/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../lib/config.ts";
import { registerUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { digestUnsubscribeList } from "./digest-unsubscribe.ts";
import { createMessagesService, type ListingOwnerLookup } from "./messages.service.ts";

/** 1:1 messages (§2 /messages, issue 17): the routes of `messagesEndpoints` (@siteready/domain). */
export const messagesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  listingOwner: ListingOwnerLookup;
  config: Pick<Config, "authSecret">;
  clock?: () => Date;
}> = async (app, options) => {
  const messages = createMessagesService(options);
  const endpoints = messagesEndpoints;

  registerEndpoint(app, endpoints.conversations, async ({ request }) => ({
    conversations: await messages.list(signedInUser(request)),
  }));

  registerEndpoint(app, endpoints.start, async ({ body, request }) =>
    messages.start(body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.unread, async ({ request }) => ({
    unread: await messages.unreadCount(signedInUser(request)),
  }));

  registerEndpoint(app, endpoints.thread, async ({ params, query, request }) =>
    messages.thread(params.id, signedInUser(request), query.before),
  );

  registerEndpoint(app, endpoints.send, async ({ params, body, request }) =>
    messages.send(params.id, body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.markRead, async ({ params, request }) =>
    messages.markRead(params.id, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.mute, async ({ params, body, request }) =>
    messages.setMuted(params.id, body.muted, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.block, async ({ params, request }) =>
    messages.setBlocked(params.id, true, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.unblock, async ({ params, request }) =>
    messages.setBlocked(params.id, false, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.edit, async ({ params, body, request }) =>
    messages.edit(params.id, body.body, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.remove, async ({ params, request }) =>
    messages.remove(params.id, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.report, async ({ params, body, request }) =>
    messages.report(params.id, body.reason, signedInUser(request)),
  );

  registerEndpoint(app, endpoints.settings, async ({ request }) => messages.settings(signedInUser(request)));

  registerEndpoint(app, endpoints.saveSettings, async ({ body, request }) =>
    messages.saveSettings(body, signedInUser(request)),
  );

  // The digest e-mail's switch-off link: no session (opened from a mail program), the signed token is the key.
  await registerUnsubscribeRoutes(app, {
    serverSecret: options.config.authSecret,
    list: digestUnsubscribeList(options.db),
  });
};
