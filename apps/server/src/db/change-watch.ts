import type { Database } from "./client.ts";

/**
 * The channels the database's triggers announce changes on (migrations 0014_change_notices,
 * 0015_profile_change_notices, 0038_scheme_rule_edits).
 */
export const changeChannels = {
  /** A session ended or changed, or its user did; the payload is the user's id. */
  sessions: "session_changes",
  /** Feature overrides, site settings or flag overrides changed; the payload is the table's name. */
  accessSettings: "access_settings_changes",
  /** A row of someone's profile (a section, a record, an induction or a stored file) changed; the payload is their id. */
  profiles: "profile_changes",
  /** An admin edited or reset a card type's renewal rule; the payload is the card type's id. */
  schemeRules: "scheme_rule_changes",
} as const;

/**
 * What an instance may keep in memory of rows that other instances change: a copy is trusted only while this
 * instance listens for the channel's change notices. A notice drops the copies it concerns; a dropped listening
 * connection drops every copy and nothing is kept until it is back (notices sent meanwhile are lost).
 *
 * A read that raced a change must not be kept: take `generation()` before reading and pass it to `mayKeep`,
 * which says no once any notice arrived since.
 */
export function createChangeWatch(database: Database, channel: string) {
  const dropHandlers = new Set<(payload: string | null) => void>();
  let listening = false;
  let generation = 0;
  let stopListening: (() => Promise<void>) | undefined;

  function dropped(payload: string | null) {
    generation += 1;
    for (const drop of dropHandlers) drop(payload);
  }

  /** Whether a value read after `generation` was `readAt` may be kept. */
  const mayKeep = (readAt: number) => listening && generation === readAt;

  return {
    async start() {
      stopListening = await database.listen(
        channel,
        (payload) => dropped(payload),
        () => {
          dropped(null);
          listening = true;
        },
        () => {
          listening = false;
          dropped(null);
        },
      );
      listening = true;
    },
    async stop() {
      listening = false;
      dropped(null);
      await stopListening?.();
      stopListening = undefined;
    },
    /**
     * This instance made a change: its own copies go at once. On PostgreSQL the change's notice reaches the
     * listening connection a moment after the write commits, so without this the admin who switched a feature
     * on could be answered from the old copy by their next request.
     */
    changedHere(payload: string | null = null) {
      dropped(payload);
    },
    /** Runs `drop` on every notice with its payload, or with null when every copy must go. */
    onDrop(drop: (payload: string | null) => void) {
      dropHandlers.add(drop);
    },
    generation: () => generation,
    mayKeep,
    /**
     * Values kept per key, where a key is what this channel's notices name (a user's id): a notice drops its
     * key's value, a general drop every value; beyond `max` values the oldest kept goes first.
     */
    keyed<T>(max: number) {
      const entries = new Map<string, T>();
      dropHandlers.add((payload) => {
        if (payload === null) entries.clear();
        else entries.delete(payload);
      });
      return {
        get: (key: string) => entries.get(key),
        /** Keeps `value` read under `key` since generation `readAt`, unless a notice arrived meanwhile. */
        keep(key: string, readAt: number, value: T) {
          if (!mayKeep(readAt)) return;
          entries.delete(key);
          if (entries.size >= max) {
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
          entries.set(key, value);
        },
      };
    },
    /** `read`, answered from memory after the first time until any notice on the channel. */
    cached<T>(read: () => Promise<T>): () => Promise<T> {
      let kept: { value: T } | undefined;
      dropHandlers.add(() => {
        kept = undefined;
      });
      return async () => {
        if (kept) return kept.value;
        const readAt = generation;
        const value = await read();
        if (mayKeep(readAt)) kept = { value };
        return value;
      };
    },
  };
}

export type ChangeWatch = ReturnType<typeof createChangeWatch>;
