import { timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { deriveSecretToken } from "../../lib/secret-tokens.ts";
import { switchOffDigest } from "./digest.repository.ts";

const purpose = "message-digest-off";

/**
 * The digest e-mail's switch-off token: the user's id and its signature under the server's secret, so the
 * link works without signing in and cannot be made for someone else. It never expires, as unsubscribe
 * links are expected not to.
 */
function digestUnsubscribeToken(serverSecret: string, userId: string): string {
  return `${userId}.${deriveSecretToken(serverSecret, purpose, userId)}`;
}

/** The user a switch-off token was made for, or undefined when it was not made by this server. */
export function userOfDigestUnsubscribeToken(serverSecret: string, token: string): string | undefined {
  const [userId, signature, ...rest] = token.split(".");
  if (!userId || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(deriveSecretToken(serverSecret, purpose, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

/** Switches the digest off for the token's user; false when the token was not made by this server. */
export async function switchOffDigestByToken(db: Db, serverSecret: string, token: string): Promise<boolean> {
  const userId = userOfDigestUnsubscribeToken(serverSecret, token);
  if (userId) await switchOffDigest(db, userId);
  return userId !== undefined;
}

export function digestUnsubscribeUrl(publicUrl: string, serverSecret: string, userId: string): string {
  const token = encodeURIComponent(digestUnsubscribeToken(serverSecret, userId));
  return `${publicUrl.replace(/\/$/, "")}/api/messaging/digest/off?token=${token}`;
}

/** A small page of its own (no app, no sign-in): the link is opened from a mail program. */
export function digestUnsubscribePage({
  heading,
  text,
  confirm,
}: {
  heading: string;
  text: string;
  confirm?: boolean;
}): string {
  const form = confirm
    ? `<form method="post"><button type="submit">Stop the digest e-mails</button></form>`
    : `<p><a href="/messages">Open your messages</a></p>`;
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · SiteReady</title></head>
<body><main><h1>${heading}</h1><p>${text}</p>${form}</main></body></html>`;
}
