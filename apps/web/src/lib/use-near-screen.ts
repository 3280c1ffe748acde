import { type RefObject, useEffect, useState } from "react";

/** How far below the screen a lazy item starts loading, so it is there by the time it is scrolled to. */
const AHEAD = "300px";

/**
 * The element's width in CSS px once it comes near the screen, undefined until then: for what should load only
 * when it is about to be seen (and at the size it is shown). Without IntersectionObserver it is at once.
 */
export function useNearScreenWidth(element: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const target = element.current;
    if (!target || width !== undefined) return;
    if (typeof IntersectionObserver === "undefined") {
      setWidth(target.clientWidth);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWidth(target.clientWidth);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, width]);
  return width;
}
