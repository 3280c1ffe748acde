import type { FastifyInstance } from "fastify";

/**
 * What a switch-off link's POST does (lib/one-click-unsubscribe.ts): first with the token's signature forged
 * for the same user, then as a mail program's one-click (RFC 8058) or the page's button sends it.
 */
export async function postUnsubscribeLink(app: FastifyInstance, link: URL) {
  const [userId] = (link.searchParams.get("token") ?? "").split(".");
  const forged = await app.inject({
    method: "POST",
    url: `${link.pathname}?token=${encodeURIComponent(`${userId}.${"A".repeat(43)}`)}`,
  });
  const done = await app.inject({
    method: "POST",
    url: `${link.pathname}${link.search}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });
  return { forged, done };
}
