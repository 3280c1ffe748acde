import { useSyncExternalStore } from "react";

/**
 * A list kept in localStorage that components follow (useSyncExternalStore): things written on the device first
 * and sent when there is signal — the messages outbox, a gate-keeper's scans. Every tab sees a change (the
 * storage event); a list that cannot be read is taken as empty. Logout removes the keys (lib/offline-copy.ts).
 */
export function createStoredList<T>(storageKey: string) {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cachedItems: T[] = [];

  function read(): T[] {
    const raw = localStorage.getItem(storageKey);
    if (raw === cachedRaw) return cachedItems;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedItems = Array.isArray(parsed) ? (parsed as T[]) : [];
    } catch {
      cachedItems = [];
    }
    return cachedItems;
  }

  function write(items: T[]) {
    if (items.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(items));
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  return { read, write, subscribe };
}

type StoredList<T> = ReturnType<typeof createStoredList<T>>;

const noItems: never[] = [];

/** The list, kept up to date in a component. */
export function useStoredList<T>(list: StoredList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, () => noItems);
}
