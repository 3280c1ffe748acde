import type { marketing as english } from "../en/marketing.ts";
import type { Translation } from "../translation.ts";

export const marketing: Translation<typeof english> = {};
