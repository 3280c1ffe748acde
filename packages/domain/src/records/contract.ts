import { z } from "zod";
import { documentInputSchema } from "../documents/document.ts";
import type { Endpoint, UploadRoute } from "../endpoint/endpoint.ts";
import type { FeatureKey } from "../features/features.ts";
import {
  documentViewSchema,
  qualificationViewSchema,
  skillsCardViewSchema,
} from "../profile/profile-views.ts";
import { qualificationInputSchema } from "../qualifications/qualification.ts";
import { skillsCardInputSchema } from "../skills-cards/skills-card.ts";

const params = z.object({ id: z.string() });

const bodyNote = (schema: string) =>
  `JSON body checked by ${schema} of @siteready/domain before the handler runs; 400 carries its message per field and saves nothing`;

/**
 * The four endpoints of one record in a list the worker owns, at `${path}/:id` beside the list at `path`: add
 * (201), read, change (the record's files are kept) and delete (204, its files too). Each is gated by the record
 * type's feature; another user's id answers 404. The list itself and the file uploads are the area's own.
 */
export function recordEndpoints<
  const Path extends `/api/${string}`,
  View extends z.ZodType,
  Input extends z.ZodType,
>(record: {
  path: Path;
  tags: readonly string[];
  feature: FeatureKey;
  view: View;
  /** The @siteready/domain schema of an add or change body, and its name for the OpenAPI description. */
  input: Input;
  inputName: string;
  summaries: Record<"create" | "get" | "update" | "remove", string>;
}) {
  const { path, tags, view, input, summaries } = record;
  const access = { level: "signed-in", feature: record.feature } as const;
  // `${Path}/:id` is an API path as Path is; the compiler cannot see that through the generic.
  const one = `${path}/:id` as `${Path}/:id` & `/api/${string}`;
  const description = bodyNote(record.inputName);
  return {
    create: {
      method: "POST",
      path,
      summary: summaries.create,
      description,
      tags,
      access,
      body: input,
      response: view,
      status: 201,
    },
    get: { method: "GET", path: one, summary: summaries.get, tags, access, params, response: view },
    update: {
      method: "PUT",
      path: one,
      summary: summaries.update,
      description,
      tags,
      access,
      params,
      body: input,
      response: view,
    },
    remove: { method: "DELETE", path: one, summary: summaries.remove, tags, access, params },
  } as const satisfies Record<string, Endpoint>;
}

/** The list of a profile record type, soonest expiry first where the record has one. */
function listOf<const Path extends `/api/${string}`, View extends z.ZodType>(
  path: Path,
  tags: readonly string[],
  feature: FeatureKey,
  view: View,
  summary: string,
) {
  return {
    method: "GET",
    path,
    summary,
    tags,
    access: { level: "signed-in", feature },
    response: z.array(view),
  } as const satisfies Endpoint;
}

const documents = {
  path: "/api/profile/documents",
  tags: ["profile: documents"],
  feature: "documents",
} as const;

/** The worker's documents (spec §3): each with a scan or photo uploaded to `/:id/file` (a plain route). */
export const documentsEndpoints = {
  list: listOf(
    documents.path,
    documents.tags,
    documents.feature,
    documentViewSchema,
    "Your documents, soonest expiry first",
  ),
  ...recordEndpoints({
    ...documents,
    view: documentViewSchema,
    input: documentInputSchema,
    inputName: "documentInputSchema",
    summaries: {
      create: "Add a document",
      get: "One of your documents",
      update: "Change one of your documents (its file is kept)",
      remove: "Delete a document and its file",
    },
  }),
};

const skillsCards = {
  path: "/api/profile/skills-cards",
  tags: ["profile: skills cards"],
  feature: "skillsCards",
} as const;

/** The worker's skills cards (spec §3): each with photos of its sides uploaded to `/:id/photos/front|back`. */
export const skillsCardsEndpoints = {
  list: listOf(
    skillsCards.path,
    skillsCards.tags,
    skillsCards.feature,
    skillsCardViewSchema,
    "Your skills cards, soonest expiry first, with their catalogue names and colours",
  ),
  ...recordEndpoints({
    ...skillsCards,
    view: skillsCardViewSchema,
    input: skillsCardInputSchema,
    inputName: "skillsCardInputSchema",
    summaries: {
      create: "Add a skills card",
      get: "One of your skills cards",
      update: "Change one of your skills cards (its photos are kept)",
      remove: "Delete a skills card and its photos",
    },
  }),
};

const qualifications = {
  path: "/api/profile/qualifications",
  tags: ["profile: qualifications"],
  feature: "qualifications",
} as const;

/** The worker's qualifications (spec §3): each with a certificate uploaded to `/:id/certificate`. */
export const qualificationsEndpoints = {
  list: listOf(
    qualifications.path,
    qualifications.tags,
    qualifications.feature,
    qualificationViewSchema,
    "Your qualifications",
  ),
  ...recordEndpoints({
    ...qualifications,
    view: qualificationViewSchema,
    input: qualificationInputSchema,
    inputName: "qualificationInputSchema",
    summaries: {
      create: "Add a qualification",
      get: "One of your qualifications",
      update: "Change one of your qualifications (its certificate is kept)",
      remove: "Delete a qualification and its certificate",
    },
  }),
};

/** A record's file, uploaded on its own after the record is saved (multipart field 'file'); answers the record. */
const recordUpload = <const Path extends `/api/${string}/:id/${string}`, View extends z.ZodType>(
  path: Path,
  view: View,
) => ({ method: "POST", path, kind: "upload", params, response: view }) as const satisfies UploadRoute;

/** A document's scan or photo. */
export const documentsPlainRoutes = {
  file: recordUpload(`${documents.path}/:id/file`, documentViewSchema),
};

/** The photos of a skills card's two sides. */
export const skillsCardsPlainRoutes = {
  front: recordUpload(`${skillsCards.path}/:id/photos/front`, skillsCardViewSchema),
  back: recordUpload(`${skillsCards.path}/:id/photos/back`, skillsCardViewSchema),
};

/** A qualification's certificate. */
export const qualificationsPlainRoutes = {
  certificate: recordUpload(`${qualifications.path}/:id/certificate`, qualificationViewSchema),
};
