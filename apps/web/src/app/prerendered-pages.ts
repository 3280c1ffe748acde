/**
 * The pages built to HTML at build time (scripts/prerender.mjs), so they paint and read with no JavaScript: the
 * landing, the marketing pages (§2) and the login form, the same for every visitor. The server answers these paths with
 * dist/prerendered/<name>.html, where the landing's name is "index".
 */
export const prerenderedPaths = [
  "/",
  "/pricing",
  "/about",
  "/features",
  "/contact",
  "/feedback",
  "/terms",
  "/privacy",
  "/login",
] as const;
