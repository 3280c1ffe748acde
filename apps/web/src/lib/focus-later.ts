/** Frames to wait for the element before the fallback takes focus: React may draw it a frame or two later. */
const FRAMES_TO_WAIT = 5;

/**
 * Moves focus to the element with this id once React has drawn it (after the current render), or to the
 * fallback's when there is still no such element a few frames on. A saved record's element can appear a frame
 * after the form closes (the list is drawn from the updated cache in a later task), so one frame is not enough.
 */
export function focusLater(id: string, fallbackId?: string, framesLeft = FRAMES_TO_WAIT) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target) return target.focus();
    if (framesLeft > 0) return focusLater(id, fallbackId, framesLeft - 1);
    if (fallbackId) document.getElementById(fallbackId)?.focus();
  });
}
