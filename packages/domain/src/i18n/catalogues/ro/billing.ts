import type { billing as english } from "../en/billing.ts";
import type { Translation } from "../translation.ts";

export const billing: Translation<typeof english> = {};
