import type { shell as english } from "../en/shell.ts";
import type { Translation } from "../translation.ts";

export const shell: Translation<typeof english> = {};
