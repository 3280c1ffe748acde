/**
 * Where sign-in may send people afterwards (§5): only this app's own origin, its subdomains and localhost.
 * Relative paths stay on this origin; protocol-relative ("//evil.example") and non-http(s) targets are refused.
 */
export function isAllowedRedirect(target: string, appOrigin: string): boolean {
  const trimmed = target.trim();
  if (trimmed === "") return false;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) return true;
  if (!URL.canParse(trimmed) || !URL.canParse(appOrigin)) return false;
  const url = new URL(trimmed);
  const app = new URL(appOrigin);
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]") return true;
  return url.hostname === app.hostname || url.hostname.endsWith(`.${app.hostname}`);
}

/** A safe in-app path to return to after sign-in; anything else falls back to the dashboard. */
export function safeReturnPath(from: string | null | undefined, fallback = "/dashboard"): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return fallback;
  if (from.startsWith("/login") || from.startsWith("/register")) return fallback;
  return from;
}
