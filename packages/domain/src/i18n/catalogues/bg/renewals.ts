import type { renewals as english } from "../en/renewals.ts";
import type { Translation } from "../translation.ts";

export const renewals: Translation<typeof english> = {};
