import type { Language } from "../languages.ts";
import { bg } from "./bg/index.ts";
import { type Catalogue, en } from "./en/index.ts";
import { lt } from "./lt/index.ts";
import { pl } from "./pl/index.ts";
import { ro } from "./ro/index.ts";

/**
 * Every catalogue at once, for the server (which answers in any language) and the tests. The web app loads only
 * the one it shows (loadCatalogue).
 */
export const catalogues: Record<Language, Catalogue> = { en, pl, ro, lt, bg };
