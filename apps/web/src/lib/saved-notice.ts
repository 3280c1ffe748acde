import { useSyncExternalStore } from "react";

/**
 * "Saved", said once a form's save has gone through: the forms call `announceSaved`, and the notice in the
 * app's frame (`SavedNotice`) shows and reads it. One store, because the form that saved is often gone by then
 * (it closes on the saved record, or the page opens the record in its place).
 */
let announcements = 0;
const listeners = new Set<() => void>();

export function announceSaved() {
  announcements += 1;
  for (const listener of listeners) listener();
}

/** How many saves have been announced: a new number is a new "Saved" to show. */
export function useSavedAnnouncements(): number {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => announcements,
    () => 0,
  );
}
