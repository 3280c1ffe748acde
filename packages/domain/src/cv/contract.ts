import { z } from "zod";
import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  aiConsentSchema,
  cvPolishRequestSchema,
  cvPolishResponseSchema,
  cvSettingsInputSchema,
  cvViewSchema,
  projectDescriptionInputSchema,
} from "./cv-schemas.ts";

const tags = ["cv"] as const;
const access = { level: "signed-in", feature: "cvOptimizer" } as const;

/**
 * The CV builder (issue 21; the sidebar's "AI CV Optimizer", a switchable feature): the CV made from the
 * profile and optional AI polish (503 'Grok AI service is not configured' without a provider, §8). Its PDF,
 * Word and text downloads stay a plain route (apps/server/src/modules/cv).
 */
export const cvEndpoints = {
  get: {
    method: "GET",
    path: "/api/cv",
    summary: "My CV as made from my profile, my CV choices, and whether AI polish is available",
    tags,
    access,
    response: cvViewSchema,
  },
  saveSettings: {
    method: "PUT",
    path: "/api/cv/settings",
    summary: "Save my summary and which contact details and statements my CV shows",
    tags,
    access,
    body: cvSettingsInputSchema,
    response: cvViewSchema,
  },
  saveProjectDescription: {
    method: "PUT",
    path: "/api/cv/projects/:id/description",
    summary: "Keep a new description for one of my projects (an accepted or edited AI suggestion)",
    tags,
    access,
    params: z.object({ id: z.string() }),
    body: projectDescriptionInputSchema,
    response: cvViewSchema,
  },
  agreeToAi: {
    method: "POST",
    path: "/api/cv/ai-consent",
    summary: "Agree to send sections of my CV to the AI provider (asked once, before the first request)",
    tags,
    access,
    body: noBody,
    response: aiConsentSchema,
  },
  polish: {
    method: "POST",
    path: "/api/cv/polish",
    summary:
      "An AI suggestion for my summary or a project's description, or my summary tailored to an advert",
    description:
      "Refused with 422 when the suggestion names a card, qualification or employer my profile lacks.",
    tags,
    access,
    body: cvPolishRequestSchema,
    response: cvPolishResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The CV's plain route: the file to download (`:format` pdf, docx or txt; the browser saves the answer), in
 * English unless `?language=` (cvExportQuerySchema) asks for another.
 */
export const cvPlainRoutes = {
  export: { method: "GET", path: "/api/cv/export/:format", kind: "download" },
} as const satisfies Record<string, PlainRoute>;
