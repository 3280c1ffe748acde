/**
 * The shell's preferences (theme, sidebar) are conveniences: when the browser refuses storage (disabled, full),
 * the app keeps working with its defaults rather than failing.
 */
export function readStoredValue(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeValue(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not saved: the choice still applies until the page is reloaded.
  }
}
