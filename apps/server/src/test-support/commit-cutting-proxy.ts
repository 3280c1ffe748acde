import { type AddressInfo, createServer, connect as openSocket, type Socket } from "node:net";

/** PostgreSQL's ReadyForQuery message ('Z') and its "idle" status: no transaction open any more. */
const readyForQuery = 0x5a;
const idle = 0x49;

/**
 * A TCP proxy on 127.0.0.1 in front of a PostgreSQL server, for the one failure a test cannot otherwise make:
 * a write the database committed whose answer never reached the app. Armed with `cutAfterCommitOf(text)`, it
 * ends the first connection that sent a statement containing `text` at the moment the server says that
 * connection's transaction has ended (ReadyForQuery, idle: the write is committed, on its own or by COMMIT),
 * instead of passing that on. The app sees its connection end mid-request; the database has the write.
 */
export async function startCommitCuttingProxy(serverUrl: string): Promise<{
  /** `serverUrl` for database `name`, through the proxy. */
  urlFor(name: string): string;
  cutAfterCommitOf(text: string): void;
  /** How many connections were cut so far. */
  cuts(): number;
  close(): Promise<void>;
}> {
  const target = new URL(serverUrl);
  let marker: Buffer | null = null;
  let cuts = 0;
  const sockets = new Set<Socket>();

  const proxy = createServer((client) => {
    const server = openSocket(Number(target.port || 5432), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    let sentMarker = false;
    let pending = Buffer.alloc(0);
    const cut = () => {
      cuts += 1;
      marker = null;
      client.destroy();
      server.destroy();
    };
    client.on("data", (chunk: Buffer) => {
      if (marker && chunk.includes(marker)) sentMarker = true;
      server.write(chunk);
    });
    // The server's messages are passed on whole (type, length, body), so the cut falls between two of them.
    server.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let end = 0;
      while (pending.length - end >= 5) {
        const length = 1 + pending.readInt32BE(end + 1);
        if (pending.length - end < length) break;
        if (sentMarker && marker && pending[end] === readyForQuery && pending[end + 5] === idle) {
          client.write(pending.subarray(0, end));
          return cut();
        }
        end += length;
      }
      client.write(pending.subarray(0, end));
      pending = pending.subarray(end);
    });
    client.on("close", () => server.destroy());
    server.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    urlFor(name) {
      const url = new URL(serverUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      url.pathname = `/${name}`;
      return url.toString();
    },
    cutAfterCommitOf(text) {
      marker = Buffer.from(text);
    },
    cuts: () => cuts,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
