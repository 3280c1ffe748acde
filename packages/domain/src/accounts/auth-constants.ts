// The accounts' constants the app's frame reads on every page (the auth proxy's paths, the terms' version), in a
// module without schemas, so the frame carries no zod (issue 49).

/**
 * Where better-auth's own endpoints live: served by its handler behind the server's auth proxy
 * (`/api/auth/*`, accounts.routes.ts), which checks each body and answers 404 to any endpoint it does not expose.
 */
export const AUTH_PATH_PREFIX = "/api/auth/";

/**
 * The terms of use and privacy notice a new account agrees to: the date both pages show as "last updated".
 * Sign-up records it with the time, so the data export can say what was agreed and when.
 */
export const CURRENT_TERMS_VERSION = "2026-11-22";
