import type { inductions as english } from "../en/inductions.ts";
import type { Translation } from "../translation.ts";

export const inductions: Translation<typeof english> = {};
