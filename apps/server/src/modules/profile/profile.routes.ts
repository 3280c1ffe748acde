import {
  documentInputSchema,
  documentViewSchema,
  MAX_UPLOAD_LABEL,
  personalDetailsViewSchema,
  profileEndpoints,
  qualificationInputSchema,
  qualificationViewSchema,
  skillsCardInputSchema,
  skillsCardViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Config } from "../../config.ts";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import { registerEndpoint } from "../../lib/endpoint-routes.ts";
import { createFieldCipher, fieldKeyId } from "../../lib/field-encryption.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { fileUploadBody, readUploadedFile, uploadRoutes } from "../files/upload-request.ts";
import { registerAccountDataRoutes } from "./account-data.routes.ts";
import { registerDashboardRoutes } from "./dashboard.routes.ts";
import { createProfileServices, type IncomingFile, type ProfileServices } from "./profile.service.ts";
import { registerSensitiveDetailsRoutes } from "./sensitive-details.routes.ts";

const idParamsSchema = z.object({ id: z.string() });
const uploadNote = `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`;
const bodyNote = (schema: string) =>
  `JSON body checked by ${schema} of @siteready/domain before the handler runs; 400 carries its message per field and saves nothing`;

/**
 * The profile area (spec §3): personal details, next of kin, documents, skills cards, qualifications, bank and
 * tax details, the dashboard's core-data call, export and account deletion. Each route is gated by its
 * section's feature key; each record is the signed-in user's own (another user's id answers 404).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  config: Config;
  profileChanges?: ChangeWatch;
}> = async (app, { db, storage, config, profileChanges }) => {
  const cipher = createFieldCipher({
    current: { id: fieldKeyId(config.fieldEncryptionKey), key: config.fieldEncryptionKey },
  });
  const services = createProfileServices({ db, storage, cipher, logger: app.log, profileChanges });

  await registerSectionRoutes(app, services);
  registerSensitiveDetailsRoutes(app, services.sensitiveDetails);
  registerDashboardRoutes(app, services.dashboard);
  registerAccountDataRoutes(app, services.accountData, config);
};

const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

async function registerSectionRoutes(app: ZodApp, services: ProfileServices) {
  // Personal details ---------------------------------------------------------------------------------
  const personal = signedInAccess("personalDetails");
  const personalTags = ["profile: personal details"];

  app.get(
    "/api/profile/personal-details",
    {
      ...personal,
      schema: {
        tags: personalTags,
        summary: "Your personal details (every field null before the first save)",
        response: { 200: personalDetailsViewSchema },
      },
    },
    async (request) => services.personalDetails.get(userId(request)),
  );

  app.put(
    "/api/profile/personal-details",
    {
      ...personal,
      schema: {
        tags: personalTags,
        summary: "Save your personal details (creates them on first save; the photo is kept)",
        description: bodyNote("createPersonalDetailsInputSchema(now)"),
        body: services.personalDetails.inputSchema,
        response: { 200: personalDetailsViewSchema },
      },
    },
    async (request) => services.personalDetails.save(userId(request), request.body),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      "/api/profile/personal-details/photo",
      {
        ...personal,
        schema: {
          tags: personalTags,
          summary: "Upload your profile photo (JPEG, PNG or WebP); replaces and deletes the old one",
          description: uploadNote,
          ...fileUploadBody,
          response: { 200: personalDetailsViewSchema },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request);
        return services.personalDetails.setPhoto(userId(request), {
          buffer: file.buffer,
          originalName: file.filename,
        });
      },
    );
  });

  app.delete(
    "/api/profile/personal-details/photo",
    {
      ...personal,
      schema: {
        tags: personalTags,
        summary: "Remove your profile photo",
        response: { 200: personalDetailsViewSchema },
      },
    },
    async (request) => services.personalDetails.deletePhoto(userId(request)),
  );

  // Next of kin --------------------------------------------------------------------------------------
  registerEndpoint(app, profileEndpoints.nextOfKin, async ({ request }) =>
    services.nextOfKin.get(userId(request)),
  );

  registerEndpoint(app, profileEndpoints.saveNextOfKin, async ({ body, request }) =>
    services.nextOfKin.save(userId(request), body),
  );

  // Documents ----------------------------------------------------------------------------------------
  await registerRecordRoutes(app, {
    ...signedInAccess("documents"),
    path: "/api/profile/documents",
    tags: ["profile: documents"],
    viewSchema: documentViewSchema,
    inputSchema: documentInputSchema,
    inputSchemaName: "documentInputSchema",
    service: services.documents,
    summaries: {
      list: "Your documents, soonest expiry first",
      create: "Add a document",
      get: "One of your documents",
      update: "Change one of your documents (its file is kept)",
      remove: "Delete a document and its file",
    },
    uploads: [
      {
        path: "/file",
        summary: "Attach a scan or photo of the document (JPEG, PNG, WebP or PDF); replaces the old one",
        attach: services.documents.attachFile,
      },
    ],
  });

  // Skills cards -------------------------------------------------------------------------------------
  await registerRecordRoutes(app, {
    ...signedInAccess("skillsCards"),
    path: "/api/profile/skills-cards",
    tags: ["profile: skills cards"],
    viewSchema: skillsCardViewSchema,
    inputSchema: skillsCardInputSchema,
    inputSchemaName: "skillsCardInputSchema",
    service: services.skillsCards,
    summaries: {
      list: "Your skills cards, soonest expiry first, with their catalogue names and colours",
      create: "Add a skills card",
      get: "One of your skills cards",
      update: "Change one of your skills cards (its photos are kept)",
      remove: "Delete a skills card and its photos",
    },
    uploads: (["front", "back"] as const).map((side) => ({
      path: `/photos/${side}`,
      summary: `Upload a photo of the card's ${side} (JPEG, PNG or WebP); replaces the old one`,
      attach: (userId: string, id: string, file: IncomingFile) =>
        services.skillsCards.setPhoto(userId, id, side, file),
    })),
  });

  // Qualifications -----------------------------------------------------------------------------------
  await registerRecordRoutes(app, {
    ...signedInAccess("qualifications"),
    path: "/api/profile/qualifications",
    tags: ["profile: qualifications"],
    viewSchema: qualificationViewSchema,
    inputSchema: qualificationInputSchema,
    inputSchemaName: "qualificationInputSchema",
    service: services.qualifications,
    summaries: {
      list: "Your qualifications",
      create: "Add a qualification",
      get: "One of your qualifications",
      update: "Change one of your qualifications (its certificate is kept)",
      remove: "Delete a qualification and its certificate",
    },
    uploads: [
      {
        path: "/certificate",
        summary: "Attach the certificate (JPEG, PNG, WebP or PDF); replaces the old one",
        attach: services.qualifications.attachCertificate,
      },
    ],
  });
}

/** The routes of a list of records the user owns, each with files attached by upload. */
interface RecordRoutes<TViewSchema extends z.ZodType, TInputSchema extends z.ZodType> {
  /** Who may call them (signedInAccess of the record type's feature). */
  config: ReturnType<typeof signedInAccess>["config"];
  /** The list's URL; one record is at `${path}/:id`. */
  path: string;
  tags: string[];
  viewSchema: TViewSchema;
  /** The @siteready/domain schema of a create or update body, and its name for the OpenAPI description. */
  inputSchema: TInputSchema;
  inputSchemaName: string;
  service: {
    list(userId: string): Promise<z.output<TViewSchema>[]>;
    create(userId: string, input: z.output<TInputSchema>): Promise<z.output<TViewSchema>>;
    get(userId: string, id: string): Promise<z.output<TViewSchema>>;
    update(userId: string, id: string, input: z.output<TInputSchema>): Promise<z.output<TViewSchema>>;
    remove(userId: string, id: string): Promise<void>;
  };
  summaries: Record<"list" | "create" | "get" | "update" | "remove", string>;
  /** POST `${path}/:id${upload.path}` takes a file and answers the record. */
  uploads: ReadonlyArray<{
    path: string;
    summary: string;
    attach(userId: string, id: string, file: IncomingFile): Promise<z.output<TViewSchema>>;
  }>;
}

/**
 * GET and POST on the list, GET, PUT and DELETE on one record (201 on create, 204 on delete), then the
 * uploads; each behind the record type's feature gate.
 */
async function registerRecordRoutes<TViewSchema extends z.ZodType, TInputSchema extends z.ZodType>(
  app: ZodApp,
  {
    config,
    path,
    tags,
    viewSchema,
    inputSchema,
    inputSchemaName,
    service,
    summaries,
    uploads,
  }: RecordRoutes<TViewSchema, TInputSchema>,
) {
  const one = `${path}/:id`;
  // Fastify has parsed request.body with inputSchema; its type provider cannot resolve the generic, so say so.
  const inputOf = (request: { body: unknown }) => request.body as z.output<TInputSchema>;
  // The spec ties the service's answers to the schema; the routes need only that it is a zod schema.
  const recordSchema: z.ZodType = viewSchema;

  app.get(
    path,
    { config, schema: { tags, summary: summaries.list, response: { 200: z.array(recordSchema) } } },
    async (request) => service.list(userId(request)),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: summaries.create,
        description: bodyNote(inputSchemaName),
        body: inputSchema,
        response: { 201: recordSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(userId(request), inputOf(request))),
  );

  app.get(
    one,
    {
      config,
      schema: { tags, summary: summaries.get, params: idParamsSchema, response: { 200: recordSchema } },
    },
    async (request) => service.get(userId(request), request.params.id),
  );

  app.put(
    one,
    {
      config,
      schema: {
        tags,
        summary: summaries.update,
        description: bodyNote(inputSchemaName),
        body: inputSchema,
        params: idParamsSchema,
        response: { 200: recordSchema },
      },
    },
    async (request) => service.update(userId(request), request.params.id, inputOf(request)),
  );

  app.delete(
    one,
    { config, schema: { tags, summary: summaries.remove, params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(userId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  await uploadRoutes(app, (scope) => {
    for (const upload of uploads) {
      scope.post(
        `${one}${upload.path}`,
        {
          config,
          schema: {
            tags,
            summary: upload.summary,
            description: uploadNote,
            ...fileUploadBody,
            params: idParamsSchema,
            response: { 200: recordSchema },
          },
        },
        async (request) => {
          const file = await readUploadedFile(request);
          return upload.attach(userId(request), request.params.id, {
            buffer: file.buffer,
            originalName: file.filename,
          });
        },
      );
    }
  });
}
