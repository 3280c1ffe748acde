import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { tokenAccess } from "./route-access.ts";
import { deriveSecretToken, secretsMatch } from "./secret-tokens.ts";
import { noBody } from "./zod-app.ts";

/**
 * The switch-off link of an e-mail people chose to get (the message digest, expiry reminders): the user's id
 * and its signature under the server's secret, so the link works without signing in and cannot be made for
 * someone else. It never expires, as unsubscribe links are expected not to. The same URL is the e-mail's
 * List-Unsubscribe header; a mail program's one-click POST (RFC 8058) switches the e-mails off.
 */
export interface UnsubscribeList {
  /** Keeps the tokens of different lists apart. */
  purpose: string;
  /** The route under /api that the link opens, e.g. /api/messaging/digest/off. */
  path: string;
  /** OpenAPI tag and summary. */
  tag: string;
  summary: string;
  switchOff(userId: string): Promise<void>;
  /** The words of the small pages the link opens. */
  words: {
    askHeading: string;
    askText: string;
    button: string;
    doneHeading: string;
    doneText: string;
    /** Where to change it when the link does not work. */
    elsewhere: string;
    /** The app's page for these e-mails. */
    settingsPath: string;
    settingsLabel: string;
  };
}

function tokenFor(serverSecret: string, list: Pick<UnsubscribeList, "purpose">, userId: string): string {
  return `${userId}.${deriveSecretToken(serverSecret, list.purpose, userId)}`;
}

/** The user a switch-off token was made for, or undefined when it was not made by this server for this list. */
function userOfUnsubscribeToken(
  serverSecret: string,
  list: Pick<UnsubscribeList, "purpose">,
  token: string,
): string | undefined {
  const [userId, signature, ...rest] = token.split(".");
  if (!userId || !signature || rest.length > 0) return undefined;
  return secretsMatch(signature, deriveSecretToken(serverSecret, list.purpose, userId)) ? userId : undefined;
}

export function unsubscribeUrl(
  publicUrl: string,
  serverSecret: string,
  list: Pick<UnsubscribeList, "purpose" | "path">,
  userId: string,
): string {
  const token = encodeURIComponent(tokenFor(serverSecret, list, userId));
  return `${publicUrl.replace(/\/$/, "")}${list.path}?token=${token}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small page of its own (no app, no sign-in): the link is opened from a mail program. */
function unsubscribePage(heading: string, text: string, after: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · SiteReady</title></head>
<body><main><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>${after}</main></body></html>`;
}

/**
 * The link's two routes, no session: opening it (GET) only asks, because mail scanners open links; the POST
 * (the page's button, or a mail program's one-click List-Unsubscribe-Post) switches the e-mails off.
 */
export async function registerUnsubscribeRoutes(
  app: FastifyInstance,
  options: { serverSecret: string; list: UnsubscribeList },
) {
  const { list, serverSecret } = options;
  const { words } = list;
  const settingsLink = `<p><a href="${words.settingsPath}">${escapeHtml(words.settingsLabel)}</a></p>`;
  const invalidLink = unsubscribePage("This link does not work", words.elsewhere, settingsLink);
  const allowed = tokenAccess("the signed unsubscribe token in the link");
  const schema = {
    tags: [list.tag],
    summary: list.summary,
    querystring: z.object({ token: z.string().max(200) }),
    fileAnswer: { description: "A small page saying what happens or happened", contentTypes: ["text/html"] },
  };
  await app.register(async (scope) => {
    // The one-click body ("List-Unsubscribe=One-Click", RFC 8058) is form-encoded and carries nothing we need.
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    // The token is in the URL: keep it out of the request logs.
    scope.get<{ Querystring: { token: string } }>(
      list.path,
      { ...allowed, logLevel: "warn", schema },
      async (request, reply) => {
        const known = userOfUnsubscribeToken(serverSecret, list, request.query.token);
        const form = `<form method="post"><button type="submit">${escapeHtml(words.button)}</button></form>`;
        return reply
          .status(known ? 200 : 404)
          .type("text/html; charset=utf-8")
          .send(known ? unsubscribePage(words.askHeading, words.askText, form) : invalidLink);
      },
    );
    scope.post<{ Querystring: { token: string } }>(
      list.path,
      { ...allowed, logLevel: "warn", schema: { ...schema, body: noBody } },
      async (request, reply) => {
        const userId = userOfUnsubscribeToken(serverSecret, list, request.query.token);
        if (userId) await list.switchOff(userId);
        return reply
          .status(userId ? 200 : 404)
          .type("text/html; charset=utf-8")
          .send(userId ? unsubscribePage(words.doneHeading, words.doneText, settingsLink) : invalidLink);
      },
    );
  });
}
