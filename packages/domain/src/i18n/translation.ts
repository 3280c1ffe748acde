/** One area's words in another language: every key of the English area, each with its own words. */
export type Translation<English> = Record<keyof English, string>;
