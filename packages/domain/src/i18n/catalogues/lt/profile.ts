import type { profile as english } from "../en/profile.ts";
import type { Translation } from "../translation.ts";

export const profile: Translation<typeof english> = {};
