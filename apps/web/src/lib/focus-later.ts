/** Moves focus to the element with this id once React has drawn it (after the current render). */
export function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
