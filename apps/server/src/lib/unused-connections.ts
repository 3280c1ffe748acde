import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * At close, connections that have not sent a single byte (a browser's or a client's pre-opened connection)
 * are closed with the idle keep-alive ones: Node counts them as busy until their header timeout, so one of
 * them would hold a graceful shutdown for a minute. Requests in flight are not touched.
 */
export function closeUnusedConnectionsOnClose(app: FastifyInstance) {
  const sockets = new Set<Socket>();
  app.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  app.addHook("preClose", async () => {
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });
}
