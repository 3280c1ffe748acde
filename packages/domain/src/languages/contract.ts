import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { languages } from "../i18n/languages.ts";

const languageChoiceSchema = z.object({ language: z.enum(languages) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/**
 * The worker's language (issue #38), kept on the account so the reminder e-mails and the server's messages
 * follow it on every device.
 */
export const languagesEndpoints = {
  saveLanguage: {
    method: "PUT",
    path: "/api/account/language",
    summary: "Choose the language SiteReady speaks to you in: en, pl, ro, lt or bg",
    tags: ["accounts"],
    access: { level: "signed-in" },
    body: languageChoiceSchema,
    response: languageChoiceSchema,
  },
} as const satisfies Record<string, Endpoint>;
