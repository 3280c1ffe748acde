import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the element named by the URL's #fragment into view and focus once `ready` (its list has loaded).
 * The browser only does this on a full page load, before a lazily loaded list exists; links from reminder
 * e-mails and the dashboard point at one record, e.g. /skills-cards#card-<id>. The target needs tabIndex -1.
 */
export function useHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    target.scrollIntoView?.({ block: "start" });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
