/**
 * Below this width (px) the sidebar is a mobile overlay menu. In a file of its own, importing nothing: the
 * prerendered pages' first script reads it, and a module it imports is loaded before that script runs (it
 * sat in sidebar.ts, which brought the feature catalogue and zod into the landing's first 2 KB).
 */
export const MOBILE_BREAKPOINT = 768;
