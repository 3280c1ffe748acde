import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/server, found the same way from this file (src/server-root.ts) and from the built bundle
 * (dist/server.js), both one folder down. Files the server reads at run time (migrations, package.json,
 * shipped data) are found from here, never from a module's own location, which the bundle does not keep.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
