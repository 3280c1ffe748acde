import type { ServerResponse } from "node:http";
import { PassThrough } from "node:stream";
import type { LiveEvent } from "@siteready/domain/messages";
import { messagesPlainRoutes } from "@siteready/domain/messages";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { LiveHub } from "./live-hub.ts";

/** A comment line this often keeps proxies and phone networks from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Open streams one person may hold on one instance: a phone, a laptop and a few tabs (SECURITY.md). */
export const LIVE_STREAMS_PER_USER = 5;
/** How long a browser waits before reconnecting to a stream closed by a shutdown (another instance takes it). */
const SHUTDOWN_RETRY_MS = 5_000;

export const tooManyLiveStreamsMessage =
  "Too many live connections are open for your account. Close a few SiteReady tabs and try again.";

/**
 * GET /api/live: server-sent events telling the signed-in user's pages what changed (ids only). A browser
 * reconnecting after a drop sends Last-Event-ID; it gets a "resync" first, so it refetches what it shows
 * and misses nothing sent while it was away. The stream goes out through Fastify's reply (not a hijacked
 * socket), so it carries the same security headers as every other answer.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub }> = async (app, { hub }) => {
  const streams = new Map<PassThrough, ServerResponse>();
  const openPerUser = new Map<string, number>();
  // Open streams would hold server.close() forever: end them first, so shutdown (and every test) finishes,
  // telling each browser to come back in a few seconds (to an instance that is still running).
  // Each answer is finished before the server closes, so its connection is idle and closed with the rest.
  app.addHook("preClose", async () => {
    await Promise.all(
      [...streams].map(([stream, response]) => {
        const finished = new Promise((resolve) => response.once("close", resolve).once("finish", resolve));
        stream.end(`retry: ${SHUTDOWN_RETRY_MS}\n\n`);
        return finished;
      }),
    );
  });

  app.get(
    messagesPlainRoutes.live.path,
    {
      ...signedInAccess(),
      // Compression would hold events back until a buffer fills.
      compress: false,
      schema: {
        tags: ["messages"],
        summary: "Live updates (server-sent events) for messages and groups",
        fileAnswer: { description: "The event stream", contentTypes: ["text/event-stream"] },
      },
    },
    (request, reply) => {
      const user = signedInUser(request);
      const open = openPerUser.get(user.id) ?? 0;
      if (open >= LIVE_STREAMS_PER_USER)
        throw new AppError(429, "RATE_LIMITED", { key: "messages.server.tooManyLiveStreams" });
      openPerUser.set(user.id, open + 1);

      const stream = new PassThrough();
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
      streams.set(stream, reply.raw);
      reply.raw.on("close", () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(stream);
        const left = (openPerUser.get(user.id) ?? 1) - 1;
        if (left > 0) openPerUser.set(user.id, left);
        else openPerUser.delete(user.id);
        stream.destroy();
      });
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(stream);
    },
  );
};
