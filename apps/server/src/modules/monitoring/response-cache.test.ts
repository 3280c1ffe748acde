import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createResponseCache,
  RESPONSE_CACHE_CLEANUP_MS,
  RESPONSE_CACHE_MAX_ENTRIES,
  RESPONSE_CACHE_TTL_MS,
} from "./response-cache.ts";

describe("response cache", () => {
  afterEach(() => vi.useRealTimers());

  const fakeClock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it("evicts the least recently used entry when the 51st arrives", () => {
    const clock = fakeClock();
    const cache = createResponseCache<string>({ now: clock.now });
    for (let index = 0; index < RESPONSE_CACHE_MAX_ENTRIES; index++)
      cache.set(`key-${index}`, `value-${index}`);
    // key-0 is the oldest entry, but reading it makes key-1 the least recently used.
    expect(cache.get("key-0")).toBe("value-0");
    cache.set("key-50", "value-50");
    expect(cache.stats().entries).toBe(50);
    expect(cache.has("key-1")).toBe(false);
    expect(cache.get("key-0")).toBe("value-0");
    expect(cache.get("key-50")).toBe("value-50");
  });

  it("expires an entry after 5 minutes", () => {
    const clock = fakeClock();
    const cache = createResponseCache<string>({ now: clock.now });
    cache.set("forecast", "sunny");
    clock.advance(RESPONSE_CACHE_TTL_MS - 1);
    expect(cache.get("forecast")).toBe("sunny");
    clock.advance(1);
    expect(cache.get("forecast")).toBeUndefined();
  });

  it("sweeps expired entries every minute, and counts hits and misses", () => {
    vi.useFakeTimers();
    const cache = createResponseCache<number>();
    cache.startCleanup();
    cache.set("old", 1);
    vi.advanceTimersByTime(RESPONSE_CACHE_TTL_MS - RESPONSE_CACHE_CLEANUP_MS);
    cache.set("new", 2);
    vi.advanceTimersByTime(RESPONSE_CACHE_CLEANUP_MS);
    expect([cache.has("old"), cache.has("new")]).toEqual([false, true]);
    cache.stopCleanup();
    expect(cache.get("new")).toBe(2);
    expect(cache.get("old")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, hitRate: 0.5 });
  });

  it("loads once and forgets tagged entries on a change", async () => {
    const cache = createResponseCache<string>();
    const load = vi.fn(async () => "centres near M1");
    await cache.getOrLoad("centres:M1", load, ["test-centres"]);
    expect(await cache.getOrLoad("centres:M1", load, ["test-centres"])).toBe("centres near M1");
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidateTag("test-centres");
    expect(cache.has("centres:M1")).toBe(false);
  });
});
