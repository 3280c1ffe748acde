/** Host names that mean "this machine": trusted only while the app itself runs there (development). */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname);
}

/**
 * Spec §5: OAuth and other redirects go only to the product's own domain, its subdomains and localhost.
 * Relative paths within the app are always fine. Localhost (any port) is trusted only when the app's own
 * origin is localhost: with a real domain, a link must never forward a token to a program on the reader's machine.
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
  if (isLoopbackHost(app.hostname)) return isLoopbackHost(url.hostname);
  return url.hostname === app.hostname || url.hostname.endsWith(`.${app.hostname}`);
}

/**
 * Whether a browser's Origin header may make state-changing requests: the app's own origin or a subdomain
 * (same rule as redirects, but only a bare origin), or one of the operator's extra trusted origins.
 */
export function isTrustedOrigin(
  origin: string,
  appOrigin: string,
  extraOrigins: readonly string[] = [],
): boolean {
  if (extraOrigins.includes(origin)) return true;
  if (!URL.canParse(origin)) return false;
  if (new URL(origin).origin !== origin) return false;
  return isAllowedRedirect(origin, appOrigin);
}

/** A safe in-app path to return to after sign-in; anything else falls back to the dashboard. */
export function safeReturnPath(from: string | null | undefined, fallback = "/dashboard"): string {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return fallback;
  if (from.startsWith("/login") || from.startsWith("/register")) return fallback;
  return from;
}
