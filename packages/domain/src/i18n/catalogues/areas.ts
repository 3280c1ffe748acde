import type { Language } from "../languages.ts";
import type { Catalogue } from "./en/index.ts";

/**
 * The areas a catalogue is split into (`catalogues/<language>/<area>.ts`), named as each file exports its words.
 * The web app loads an area with the pages that use it (loadArea), so a first visit carries few of them.
 */
export const catalogueAreas = [
  "core",
  "landing",
  "accounts",
  "shell",
  "dashboard",
  "profile",
  "skillsCards",
  "documents",
  "wallet",
  "renewals",
  "inductions",
  "sharing",
  "cv",
  "jobs",
  "places",
  "messages",
  "billing",
  "marketing",
  "admin",
  "email",
] as const;
export type CatalogueArea = (typeof catalogueAreas)[number];

/** Some of a catalogue: the messages of the areas loaded so far. */
export type CatalogueWords = Partial<Catalogue>;

/** The file an area's words are in: skillsCards → skills-cards.ts. */
const fileOf = (area: CatalogueArea) => area.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * One area of a language's catalogue, loaded on demand: in the web build each area file is a chunk of its own
 * (the bundler makes one for every file this import can name).
 */
export async function loadArea(language: Language, area: CatalogueArea): Promise<CatalogueWords> {
  const module: Record<string, CatalogueWords> = await import(`./${language}/${fileOf(area)}.ts`);
  const words = module[area];
  if (!words) throw new Error(`catalogues/${language}/${fileOf(area)}.ts has no "${area}"`);
  return words;
}
