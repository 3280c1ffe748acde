import type { documents as english } from "../en/documents.ts";
import type { Translation } from "../translation.ts";

export const documents: Translation<typeof english> = {};
