import type { sharing as english } from "../en/sharing.ts";
import type { Translation } from "../translation.ts";

export const sharing: Translation<typeof english> = {};
