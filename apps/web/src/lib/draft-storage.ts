// Drafts in local storage, apart from the form hook (use-form-draft.ts): signing out clears them from the app's
// first script, and reading a draft back checks it with a zod schema that only the forms need to load.
import { isDraftStorageKey } from "@siteready/domain/drafts";

export const DRAFT_CLEANUP_STORAGE_KEY = "siteready:drafts:lastCleanup";

// Storage can be full, blocked (private browsing) or hold anything: a draft is a convenience, never an error.
export function readStorage(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function removeStorage(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: the draft simply stays until the next clean-up.
  }
}

export function writeStorage(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the form itself still works.
  }
}

/** The storage keys of every form's draft (none when storage is blocked). */
export function storedDraftKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key): key is string => key !== null && isDraftStorageKey(key),
    );
  } catch {
    return [];
  }
}

/** Removes every form's draft, at logout and when the account is deleted (drafts can hold personal details). */
export function clearAllDrafts() {
  for (const key of storedDraftKeys()) removeStorage(key);
  removeStorage(DRAFT_CLEANUP_STORAGE_KEY);
}
