import type { Language } from "../languages.ts";
import { bg } from "./bg.ts";
import { type Catalogue, en } from "./en.ts";
import { lt } from "./lt.ts";
import { pl } from "./pl.ts";
import { ro } from "./ro.ts";

/**
 * Every catalogue at once, for the server (which answers in any language) and the tests. The web app loads only
 * the one it shows (loadCatalogue).
 */
export const catalogues: Record<Language, Catalogue> = { en, pl, ro, lt, bg };
