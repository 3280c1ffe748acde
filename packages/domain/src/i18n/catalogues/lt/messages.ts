import type { messages as english } from "../en/messages.ts";
import type { Translation } from "../translation.ts";

export const messages: Translation<typeof english> = {};
