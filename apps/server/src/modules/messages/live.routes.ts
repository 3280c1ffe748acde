import type { ServerResponse } from "node:http";
import type { LiveEvent } from "@siteready/domain";
import type { FastifyPluginAsync } from "fastify";
import type { SessionGuard } from "../accounts/session-guard.ts";
import type { LiveHub } from "./live-hub.ts";

/** A comment line this often keeps proxies and phone networks from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * GET /api/live: server-sent events telling the signed-in user's pages what changed (ids only). A browser
 * reconnecting after a drop sends Last-Event-ID; it gets a "resync" first, so it refetches what it shows
 * and misses nothing sent while it was away.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub; guard: SessionGuard }> = async (
  app,
  { hub, guard },
) => {
  const streams = new Set<ServerResponse>();
  // Open streams would hold server.close() forever: end them first, so shutdown (and every test) finishes.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.end();
  });

  app.get(
    "/api/live",
    {
      preHandler: guard.requireUser,
      schema: { tags: ["messages"], summary: "Live updates (server-sent events) for messages and groups" },
    },
    (request, reply) => {
      const user = request.user;
      if (!user) return;
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
        "x-request-id": request.id,
      });
      let sequence = 0;
      const send = (event: LiveEvent) => {
        sequence += 1;
        stream.write(`id: ${sequence}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      stream.write("retry: 2000\n\n");
      if (request.headers["last-event-id"] !== undefined) send({ kind: "resync" });

      const unsubscribe = hub.subscribe(user.id, send);
      const heartbeat = setInterval(() => stream.write(": ping\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      streams.add(stream);
      stream.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
      });
    },
  );
};
