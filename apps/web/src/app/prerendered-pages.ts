/**
 * The pages built to HTML at build time (scripts/prerender.mjs), so they paint and read with no JavaScript: the
 * landing and the marketing pages (§2), the same for every visitor. The server answers these paths with
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
] as const;
