import type { LiveEvent } from "@siteready/domain/messages";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";

/** The one PostgreSQL channel every server instance LISTENs on; payloads carry ids only. */
const LIVE_CHANNEL = "siteready_live";

/** What goes through NOTIFY: the thing that changed and, for conversations, the two people in it. */
export type LiveNotice =
  | { kind: "conversation"; id: string; users: string[] }
  | { kind: "group"; id: string }
  | { kind: "site"; id: string };

/** Sends a notice to every instance. Inside a transaction it goes out on commit, never for a rollback. */
export async function notifyLive(db: Db, notice: LiveNotice) {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

type Send = (event: LiveEvent) => void;

/**
 * Fans LISTEN/NOTIFY out to this instance's open event streams: one database connection per instance,
 * however many people are connected. Holds only who is connected here, never anything another
 * instance would need.
 */
export function createLiveHub(options: {
  database: Database;
  /** Active members of a group, to route a group notice to those connected here. */
  groupMemberIds: (groupId: string) => Promise<string[]>;
  /** Who watches a company site's crew board (its company's owners and managers). */
  siteWatcherIds: (siteId: string) => Promise<string[]>;
  onError: (error: unknown) => void;
}) {
  const listeners = new Map<string, Set<Send>>();
  let stopListening: (() => Promise<void>) | undefined;

  function sendTo(userId: string, event: LiveEvent) {
    for (const send of listeners.get(userId) ?? []) send(event);
  }

  async function deliver(payload: string) {
    const notice = JSON.parse(payload) as LiveNotice;
    if (notice.kind === "conversation") {
      for (const userId of notice.users) sendTo(userId, { kind: "conversation", id: notice.id });
      return;
    }
    if (listeners.size === 0) return;
    const watchers =
      notice.kind === "group" ? options.groupMemberIds(notice.id) : options.siteWatcherIds(notice.id);
    for (const userId of await watchers) sendTo(userId, { kind: notice.kind, id: notice.id });
  }

  function resyncEveryone() {
    for (const sends of listeners.values()) for (const send of sends) send({ kind: "resync" });
  }

  return {
    async start() {
      stopListening = await options.database.listen(
        LIVE_CHANNEL,
        (payload) => void deliver(payload).catch(options.onError),
        resyncEveryone,
      );
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
    /** Registers a stream of `userId`; returns the function that removes it. */
    subscribe(userId: string, send: Send): () => void {
      const sends = listeners.get(userId) ?? new Set<Send>();
      sends.add(send);
      listeners.set(userId, sends);
      return () => {
        sends.delete(send);
        if (sends.size === 0) listeners.delete(userId);
      };
    },
    connectedCount() {
      let count = 0;
      for (const sends of listeners.values()) count += sends.size;
      return count;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
