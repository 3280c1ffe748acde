import type { places as english } from "../en/places.ts";
import type { Translation } from "../translation.ts";

export const places: Translation<typeof english> = {};
