import type { cv as english } from "../en/cv.ts";
import type { Translation } from "../translation.ts";

export const cv: Translation<typeof english> = {};
