import { describe, expect, it } from "vitest";
import { createChangeWatch } from "./change-watch.ts";
import type { Database } from "./client.ts";

/** A listening connection the test drives: notices, a dropped connection and its return. */
function listeningConnection() {
  const connection: { notify(payload: string): void; reconnected(): void; lost(): void } = {
    notify: () => undefined,
    reconnected: () => undefined,
    lost: () => undefined,
  };
  const database = {
    async listen(
      _channel: string,
      onNotify: (payload: string) => void,
      onReconnect?: () => void,
      onLost?: () => void,
    ) {
      connection.notify = onNotify;
      connection.reconnected = () => onReconnect?.();
      connection.lost = () => onLost?.();
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, connection };
}

describe("change watch", () => {
  it("keeps a value read while listening until a notice on its channel", async () => {
    const { database, connection } = listeningConnection();
    const watch = createChangeWatch(database, "settings");
    let reads = 0;
    const read = watch.cached(async () => ++reads);
    await watch.start();

    expect([await read(), await read()]).toEqual([1, 1]);
    connection.notify("feature_overrides");
    expect([await read(), await read()]).toEqual([2, 2]);
  });

  it("does not keep a value whose read a notice overtook", async () => {
    const { database, connection } = listeningConnection();
    const watch = createChangeWatch(database, "settings");
    let reads = 0;
    const read = watch.cached(async () => {
      reads += 1;
      if (reads === 1) connection.notify("site_settings");
      return reads;
    });
    await watch.start();

    expect(await read()).toBe(1);
    expect([await read(), await read()]).toEqual([2, 2]);
  });

  it("keeps nothing before it listens, while its connection is lost, or after it stops", async () => {
    const { database, connection } = listeningConnection();
    const watch = createChangeWatch(database, "sessions");
    let reads = 0;
    const read = watch.cached(async () => ++reads);

    expect([await read(), await read()]).toEqual([1, 2]);
    await watch.start();
    expect([await read(), await read()]).toEqual([3, 3]);

    connection.lost();
    expect([await read(), await read()]).toEqual([4, 5]);
    connection.reconnected();
    expect([await read(), await read()]).toEqual([6, 6]);

    await watch.stop();
    expect([await read(), await read()]).toEqual([7, 8]);
  });

  it("tells each drop handler which row changed, or null when everything must go", async () => {
    const { database, connection } = listeningConnection();
    const watch = createChangeWatch(database, "sessions");
    const drops: Array<string | null> = [];
    watch.onDrop((payload) => drops.push(payload));
    await watch.start();

    connection.notify("user-1");
    connection.lost();
    connection.reconnected();
    expect(drops).toEqual(["user-1", null, null]);
  });
});
