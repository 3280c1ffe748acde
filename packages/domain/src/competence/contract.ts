import { z } from "zod";
import type { Endpoint, UploadRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import {
  competenceEntryInputSchema,
  competenceEntryViewSchema,
  competenceListSchema,
  confirmationRequestInputSchema,
  confirmationTokenSchema,
  supervisorAnsweredSchema,
  supervisorAnswerInputSchema,
  supervisorViewSchema,
} from "./competence.ts";

const tags = ["competence"] as const;
/** The competence record sits beside the projects history and is switched on and off with it. */
const access = { level: "signed-in", feature: "projects" } as const;
const params = z.object({ id: z.string() });
/** The supervisor's page: no account; the e-mailed link's token (its fragment) travels in the body. */
const supervisorToken = {
  level: "token",
  proof: "the e-mailed confirmation link's token in the body",
} as const;

/**
 * The competence record (issue 53): the worker's training, courses, toolbox talks and CPD, and the supervisor's
 * confirmation of an entry from an e-mailed, single-use link that expires after 14 days.
 */
export const competenceEndpoints = {
  list: {
    method: "GET",
    path: "/api/competence",
    summary: "My competence record, latest first, each entry with its confirmation",
    tags,
    access,
    response: competenceListSchema,
  },
  create: {
    method: "POST",
    path: "/api/competence",
    summary: "Add a training, course, toolbox talk or CPD entry",
    tags,
    access,
    body: competenceEntryInputSchema,
    response: competenceEntryViewSchema,
    status: 201,
  },
  update: {
    method: "PUT",
    path: "/api/competence/:id",
    summary: "Change an entry; changing what a supervisor confirmed drops the confirmation",
    tags,
    access,
    params,
    body: competenceEntryInputSchema,
    response: competenceEntryViewSchema,
  },
  remove: {
    method: "DELETE",
    path: "/api/competence/:id",
    summary: "Delete an entry and its evidence file",
    tags,
    access,
    params,
  },
  askToConfirm: {
    method: "POST",
    path: "/api/competence/:id/confirmation-requests",
    summary: "E-mail a supervisor a single-use link to confirm the entry (14 days); 20 a day",
    description:
      "A link sent before for the same entry stops working. An address the mail server refuses marks the request bounced.",
    tags,
    access,
    params,
    body: confirmationRequestInputSchema,
    response: competenceEntryViewSchema,
  },
  removeEvidence: {
    method: "DELETE",
    path: "/api/competence/:id/evidence",
    summary: "Remove the evidence file of an entry",
    tags,
    access,
    params,
    body: noBody,
    response: competenceEntryViewSchema,
  },
  supervisorView: {
    method: "POST",
    path: "/api/competence-confirmations/view",
    summary: "Public: the entry a supervisor is asked to confirm; 410 with words once used or expired",
    tags,
    access: supervisorToken,
    body: confirmationTokenSchema,
    response: supervisorViewSchema,
  },
  supervisorAnswer: {
    method: "POST",
    path: "/api/competence-confirmations/answer",
    summary: "Public: the supervisor confirms or declines, with their name; the link then stops working",
    tags,
    access: supervisorToken,
    body: supervisorAnswerInputSchema,
    response: supervisorAnsweredSchema,
  },
} as const satisfies Record<string, Endpoint>;

/** An entry's evidence (multipart field 'file': a photo or PDF of the certificate or sign-in sheet). */
export const competencePlainRoutes = {
  evidence: {
    method: "POST",
    path: "/api/competence/:id/evidence",
    kind: "upload",
    params,
    response: competenceEntryViewSchema,
  },
} as const satisfies Record<string, UploadRoute>;
