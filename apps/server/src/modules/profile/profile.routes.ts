import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createFieldCipher, fieldKeyId } from "../../lib/field-encryption.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import { readUploadedFile, registerUploads } from "../files/upload-request.ts";
import { registerAccountDataRoutes } from "./account-data.routes.ts";
import { registerDashboardRoutes } from "./dashboard.routes.ts";
import { createProfileServices, type ProfileServices } from "./profile.service.ts";
import {
  documentViewSchema,
  nextOfKinViewSchema,
  personalDetailsViewSchema,
  qualificationViewSchema,
  skillsCardViewSchema,
} from "./profile-views.ts";
import { registerSensitiveDetailsRoutes } from "./sensitive-details.routes.ts";

/** The Fastify instance inside a zod-typed plugin, for the route groups registered from here. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export const idParamsSchema = z.object({ id: z.string() });
const uploadNote = "multipart/form-data with the file in the field 'file' (at most 10MB)";
const bodyNote = (schema: string) =>
  `JSON body checked by ${schema} of @siteready/domain; 400 carries its message per field and saves nothing`;

/**
 * The profile area (spec §3): personal details, next of kin, documents, skills cards, qualifications, bank and
 * tax details, the dashboard's core-data call, export and account deletion. Each route is gated by its
 * section's feature key; each record is the signed-in user's own (another user's id answers 404).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gate: FeatureGate;
  storage: FileStorage;
  config: Config;
}> = async (app, { db, gate, storage, config }) => {
  const cipher = createFieldCipher({
    current: { id: fieldKeyId(config.fieldEncryptionKey), key: config.fieldEncryptionKey },
  });
  const services = createProfileServices({ db, storage, cipher, logger: app.log });

  await registerUploads(app);
  registerSectionRoutes(app, gate, services);
  registerSensitiveDetailsRoutes(app, gate, services.sensitiveDetails);
  registerDashboardRoutes(app, gate, services.dashboard);
  registerAccountDataRoutes(app, gate, services.accountData, config);
};

function registerSectionRoutes(app: ZodApp, gate: FeatureGate, services: ProfileServices) {
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  // Personal details ---------------------------------------------------------------------------------
  const personal = { preHandler: gate.requireFeature("personalDetails") };
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
        response: { 200: personalDetailsViewSchema },
      },
    },
    async (request) => services.personalDetails.save(userId(request), request.body),
  );

  app.post(
    "/api/profile/personal-details/photo",
    {
      ...personal,
      schema: {
        tags: personalTags,
        summary: "Upload your profile photo (JPEG, PNG or WebP); replaces and deletes the old one",
        description: uploadNote,
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
  const kin = { preHandler: gate.requireFeature("nextOfKin") };
  const kinTags = ["profile: next of kin"];

  app.get(
    "/api/profile/next-of-kin",
    {
      ...kin,
      schema: {
        tags: kinTags,
        summary: "Your next of kin (every field null before the first save)",
        response: { 200: nextOfKinViewSchema },
      },
    },
    async (request) => services.nextOfKin.get(userId(request)),
  );

  app.put(
    "/api/profile/next-of-kin",
    {
      ...kin,
      schema: {
        tags: kinTags,
        summary: "Save your next of kin",
        description: bodyNote("nextOfKinInputSchema"),
        response: { 200: nextOfKinViewSchema },
      },
    },
    async (request) => services.nextOfKin.save(userId(request), request.body),
  );

  // Documents ----------------------------------------------------------------------------------------
  const document = { preHandler: gate.requireFeature("documents") };
  const documentTags = ["profile: documents"];

  app.get(
    "/api/profile/documents",
    {
      ...document,
      schema: {
        tags: documentTags,
        summary: "Your documents, soonest expiry first",
        response: { 200: z.array(documentViewSchema) },
      },
    },
    async (request) => services.documents.list(userId(request)),
  );

  app.post(
    "/api/profile/documents",
    {
      ...document,
      schema: {
        tags: documentTags,
        summary: "Add a document",
        description: bodyNote("documentInputSchema"),
        response: { 201: documentViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.documents.create(userId(request), request.body)),
  );

  app.get(
    "/api/profile/documents/:id",
    {
      ...document,
      schema: {
        tags: documentTags,
        summary: "One of your documents",
        params: idParamsSchema,
        response: { 200: documentViewSchema },
      },
    },
    async (request) => services.documents.get(userId(request), request.params.id),
  );

  app.put(
    "/api/profile/documents/:id",
    {
      ...document,
      schema: {
        tags: documentTags,
        summary: "Change one of your documents (its file is kept)",
        description: bodyNote("documentInputSchema"),
        params: idParamsSchema,
        response: { 200: documentViewSchema },
      },
    },
    async (request) => services.documents.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/profile/documents/:id",
    {
      ...document,
      schema: { tags: documentTags, summary: "Delete a document and its file", params: idParamsSchema },
    },
    async (request, reply) => {
      await services.documents.remove(userId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/profile/documents/:id/file",
    {
      ...document,
      schema: {
        tags: documentTags,
        summary: "Attach a scan or photo of the document (JPEG, PNG, WebP or PDF); replaces the old one",
        description: uploadNote,
        params: idParamsSchema,
        response: { 200: documentViewSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request);
      return services.documents.attachFile(userId(request), request.params.id, {
        buffer: file.buffer,
        originalName: file.filename,
      });
    },
  );

  // Skills cards -------------------------------------------------------------------------------------
  const card = { preHandler: gate.requireFeature("skillsCards") };
  const cardTags = ["profile: skills cards"];

  app.get(
    "/api/profile/skills-cards",
    {
      ...card,
      schema: {
        tags: cardTags,
        summary: "Your skills cards, soonest expiry first, with their catalogue names and colours",
        response: { 200: z.array(skillsCardViewSchema) },
      },
    },
    async (request) => services.skillsCards.list(userId(request)),
  );

  app.post(
    "/api/profile/skills-cards",
    {
      ...card,
      schema: {
        tags: cardTags,
        summary: "Add a skills card",
        description: bodyNote("skillsCardInputSchema"),
        response: { 201: skillsCardViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.skillsCards.create(userId(request), request.body)),
  );

  app.get(
    "/api/profile/skills-cards/:id",
    {
      ...card,
      schema: {
        tags: cardTags,
        summary: "One of your skills cards",
        params: idParamsSchema,
        response: { 200: skillsCardViewSchema },
      },
    },
    async (request) => services.skillsCards.get(userId(request), request.params.id),
  );

  app.put(
    "/api/profile/skills-cards/:id",
    {
      ...card,
      schema: {
        tags: cardTags,
        summary: "Change one of your skills cards (its photos are kept)",
        description: bodyNote("skillsCardInputSchema"),
        params: idParamsSchema,
        response: { 200: skillsCardViewSchema },
      },
    },
    async (request) => services.skillsCards.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/profile/skills-cards/:id",
    {
      ...card,
      schema: { tags: cardTags, summary: "Delete a skills card and its photos", params: idParamsSchema },
    },
    async (request, reply) => {
      await services.skillsCards.remove(userId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const side of ["front", "back"] as const) {
    app.post(
      `/api/profile/skills-cards/:id/photos/${side}`,
      {
        ...card,
        schema: {
          tags: cardTags,
          summary: `Upload a photo of the card's ${side} (JPEG, PNG or WebP); replaces the old one`,
          description: uploadNote,
          params: idParamsSchema,
          response: { 200: skillsCardViewSchema },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request);
        return services.skillsCards.setPhoto(userId(request), request.params.id, side, {
          buffer: file.buffer,
          originalName: file.filename,
        });
      },
    );
  }

  // Qualifications -----------------------------------------------------------------------------------
  const qualification = { preHandler: gate.requireFeature("qualifications") };
  const qualificationTags = ["profile: qualifications"];

  app.get(
    "/api/profile/qualifications",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "Your qualifications",
        response: { 200: z.array(qualificationViewSchema) },
      },
    },
    async (request) => services.qualifications.list(userId(request)),
  );

  app.post(
    "/api/profile/qualifications",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "Add a qualification",
        description: bodyNote("qualificationInputSchema"),
        response: { 201: qualificationViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await services.qualifications.create(userId(request), request.body)),
  );

  app.get(
    "/api/profile/qualifications/:id",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "One of your qualifications",
        params: idParamsSchema,
        response: { 200: qualificationViewSchema },
      },
    },
    async (request) => services.qualifications.get(userId(request), request.params.id),
  );

  app.put(
    "/api/profile/qualifications/:id",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "Change one of your qualifications (its certificate is kept)",
        description: bodyNote("qualificationInputSchema"),
        params: idParamsSchema,
        response: { 200: qualificationViewSchema },
      },
    },
    async (request) => services.qualifications.update(userId(request), request.params.id, request.body),
  );

  app.delete(
    "/api/profile/qualifications/:id",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "Delete a qualification and its certificate",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await services.qualifications.remove(userId(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/profile/qualifications/:id/certificate",
    {
      ...qualification,
      schema: {
        tags: qualificationTags,
        summary: "Attach the certificate (JPEG, PNG, WebP or PDF); replaces the old one",
        description: uploadNote,
        params: idParamsSchema,
        response: { 200: qualificationViewSchema },
      },
    },
    async (request) => {
      const file = await readUploadedFile(request);
      return services.qualifications.attachCertificate(userId(request), request.params.id, {
        buffer: file.buffer,
        originalName: file.filename,
      });
    },
  );
}
