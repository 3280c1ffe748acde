/** §9: entries live 5 minutes, at most 50 are kept, the least recently used goes first; swept every minute. */
export const RESPONSE_CACHE_TTL_MS = 5 * 60_000;
export const RESPONSE_CACHE_MAX_ENTRIES = 50;
export const RESPONSE_CACHE_CLEANUP_MS = 60_000;

interface Entry<T> {
  value: T;
  createdAt: number;
  lastAccessed: number;
  accessCount: number;
  tags: readonly string[];
}

/**
 * An in-memory least-recently-used cache for answers that are the same for everyone and may be a few minutes
 * old. Per instance, on purpose: a miss only costs the work the cache saves, so instances need not agree.
 * A Map keeps insertion order; reading an entry moves it to the end, so the first key is the least recent.
 */
export function createResponseCache<T>({
  now = Date.now,
  ttlMs = RESPONSE_CACHE_TTL_MS,
  maxEntries = RESPONSE_CACHE_MAX_ENTRIES,
}: {
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
} = {}) {
  const entries = new Map<string, Entry<T>>();
  let hits = 0;
  let misses = 0;

  const expired = (entry: Entry<T>, at: number) => at - entry.createdAt >= ttlMs;

  function get(key: string): T | undefined {
    const entry = entries.get(key);
    const at = now();
    if (!entry || expired(entry, at)) {
      if (entry) entries.delete(key);
      misses += 1;
      return undefined;
    }
    entries.delete(key);
    entries.set(key, { ...entry, lastAccessed: at, accessCount: entry.accessCount + 1 });
    hits += 1;
    return entry.value;
  }

  function set(key: string, value: T, tags: readonly string[] = []) {
    const at = now();
    entries.delete(key);
    entries.set(key, { value, createdAt: at, lastAccessed: at, accessCount: 0, tags });
    while (entries.size > maxEntries) {
      const leastRecent = entries.keys().next().value as string;
      entries.delete(leastRecent);
    }
  }

  /** Drops expired entries (the timer calls this every RESPONSE_CACHE_CLEANUP_MS). */
  function cleanup() {
    const at = now();
    for (const [key, entry] of entries) if (expired(entry, at)) entries.delete(key);
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    get,
    set,
    cleanup,
    has: (key: string) => entries.has(key),
    /** Forgets every entry carrying this tag (after a change that makes them wrong). */
    invalidateTag(tag: string) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    /** The cached value for `key`, or `load()`'s, which is kept for next time. */
    async getOrLoad(key: string, load: () => Promise<T>, tags: readonly string[] = []): Promise<T> {
      const cached = get(key);
      if (cached !== undefined) return cached;
      const value = await load();
      set(key, value, tags);
      return value;
    },
    stats() {
      const lookups = hits + misses;
      return { entries: entries.size, hits, misses, hitRate: lookups === 0 ? 0 : hits / lookups };
    },
    startCleanup() {
      timer = setInterval(cleanup, RESPONSE_CACHE_CLEANUP_MS);
      timer.unref();
    },
    stopCleanup: () => clearInterval(timer),
  };
}

export type ResponseCache<T> = ReturnType<typeof createResponseCache<T>>;
