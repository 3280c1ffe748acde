import type { admin as english } from "../en/admin.ts";
import type { Translation } from "../translation.ts";

export const admin: Translation<typeof english> = {};
