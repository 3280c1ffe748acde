import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `folder` that holds a package.json. */
function packageFolderOf(folder: string): string {
  return existsSync(path.join(folder, "package.json")) ? folder : packageFolderOf(path.dirname(folder));
}

/**
 * apps/server: the nearest folder above this file with a package.json, found the same way from the source
 * (src/lib/server-root.ts) and from the built bundle (dist/server.js). Files the server reads at run time
 * (migrations, package.json, shipped data) are found from here, never from a module's own location, which the
 * bundle does not keep.
 */
export const serverRoot = packageFolderOf(path.dirname(fileURLToPath(import.meta.url)));
