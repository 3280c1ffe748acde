/**
 * Moves focus to the element with this id once React has drawn it (after the current render), or to the
 * fallback's when there is no such element.
 */
export function focusLater(id: string, fallbackId?: string) {
  requestAnimationFrame(() =>
    (document.getElementById(id) ?? (fallbackId ? document.getElementById(fallbackId) : null))?.focus(),
  );
}
