import { isRightToWorkDocument } from "@siteready/domain/documents";
import type { Endpoint, UploadRoute } from "@siteready/domain/endpoint";
import { MAX_UPLOAD_LABEL } from "@siteready/domain/files";
import { profileEndpoints, profilePlainRoutes } from "@siteready/domain/profile";
import {
  documentsEndpoints,
  documentsPlainRoutes,
  qualificationsEndpoints,
  qualificationsPlainRoutes,
  skillsCardsEndpoints,
  skillsCardsPlainRoutes,
} from "@siteready/domain/records";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { ChangeWatch } from "../../db/change-watch.ts";
import type { Db } from "../../db/client.ts";
import type { PersonalDataPart } from "../../db/personal-data.ts";
import type { Config } from "../../lib/config.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import type { SessionGuard } from "../accounts/session-guard.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { fileUploadBody, readUploadedFile, uploadRoutes } from "../files/upload-request.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { registerAccountDataRoutes } from "./account-data.routes.ts";
import { registerDashboardRoutes } from "./dashboard.routes.ts";
import { createProfileServices, type IncomingFile, type ProfileServices } from "./profile.service.ts";
import { registerSensitiveDetailsRoutes } from "./sensitive-details.routes.ts";

const idParamsSchema = z.object({ id: z.string() });
const uploadNote = `multipart/form-data with the file in the field 'file' (at most ${MAX_UPLOAD_LABEL})`;

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
  personalDataParts: PersonalDataPart[];
  guard: SessionGuard;
  /** The schemes' renewal rules: the dashboard's "Do these first" (issue 53). */
  schemeRules: SchemeRuleSource;
}> = async (app, { db, storage, config, profileChanges, personalDataParts, guard, schemeRules }) => {
  const cipher = fieldCipherOfKey(config.fieldEncryptionKey);
  const services = createProfileServices({
    db,
    storage,
    cipher,
    logger: app.log,
    profileChanges,
    personalDataParts,
    schemeRules,
  });

  await registerSectionRoutes(app, services, guard);
  registerSensitiveDetailsRoutes(app, services.sensitiveDetails);
  registerDashboardRoutes(app, services.dashboard);
  registerAccountDataRoutes(app, services.accountData, config);
};

const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

async function registerSectionRoutes(app: ZodApp, services: ProfileServices, guard: SessionGuard) {
  // Personal details ---------------------------------------------------------------------------------
  registerEndpoint(app, profileEndpoints.personalDetails, async ({ request }) =>
    services.personalDetails.get(userId(request)),
  );

  // The body is checked against the service's clock (the date of birth's age check), as the contract says.
  registerEndpoint(
    app,
    { ...profileEndpoints.savePersonalDetails, body: services.personalDetails.inputSchema },
    async ({ body, request }) => services.personalDetails.save(userId(request), body),
  );

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      profilePlainRoutes.personalDetailsPhoto.path,
      {
        ...signedInAccess("personalDetails"),
        schema: {
          tags: [...profileEndpoints.personalDetails.tags],
          summary: "Upload your profile photo (JPEG, PNG or WebP); replaces and deletes the old one",
          description: uploadNote,
          ...fileUploadBody,
          response: { 200: profilePlainRoutes.personalDetailsPhoto.response },
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

  registerEndpoint(app, profileEndpoints.removePersonalDetailsPhoto, async ({ request }) =>
    services.personalDetails.deletePhoto(userId(request)),
  );

  // Next of kin --------------------------------------------------------------------------------------
  registerEndpoint(app, profileEndpoints.nextOfKin, async ({ request }) =>
    services.nextOfKin.get(userId(request)),
  );

  registerEndpoint(app, profileEndpoints.saveNextOfKin, async ({ body, request }) =>
    services.nextOfKin.save(userId(request), body),
  );

  // Documents, skills cards, qualifications: the record lists ---------------------------------------
  await registerRecordRoutes(
    app,
    documentsEndpoints,
    services.documents,
    [
      {
        route: documentsPlainRoutes.file,
        summary: "Attach a scan or photo of the document (JPEG, PNG, WebP or PDF); replaces the old one",
        attach: services.documents.attachFile,
      },
    ],
    // Proof of a right to work is as private as bank details: adding, changing or removing it asks for a step-up.
    {
      isSensitiveInput: (input) => isRightToWorkDocument(input.document_type),
      isSensitiveRecord: services.documents.isRightToWork,
      requireStepUp: guard.requireStepUp,
    },
  );
  await registerRecordRoutes(
    app,
    skillsCardsEndpoints,
    services.skillsCards,
    (["front", "back"] as const).map((side) => ({
      route: skillsCardsPlainRoutes[side],
      summary: `Upload a photo of the card's ${side} (JPEG, PNG or WebP); replaces the old one`,
      attach: (userId: string, id: string, file: IncomingFile) =>
        services.skillsCards.setPhoto(userId, id, side, file),
    })),
  );
  await registerRecordRoutes(app, qualificationsEndpoints, services.qualifications, [
    {
      route: qualificationsPlainRoutes.certificate,
      summary: "Attach the certificate (JPEG, PNG, WebP or PDF); replaces the old one",
      attach: services.qualifications.attachCertificate,
    },
  ]);
}

/** The declared endpoints of a record list (`@siteready/domain`'s `recordEndpoints` and its list). */
interface RecordListEndpoints<TView extends z.ZodType, TInput extends z.ZodType> {
  list: Declared & { response: z.ZodArray<TView> };
  create: Declared & { body: TInput; response: TView };
  get: Declared & { params: IdParams; response: TView };
  update: Declared & { params: IdParams; body: TInput; response: TView };
  remove: Declared & { params: IdParams };
}
type Declared = Omit<Endpoint, "params" | "body" | "response">;
type IdParams = z.ZodObject<{ id: z.ZodString }>;
/** A body as registerEndpoint hands it over, validated (EndpointParsed's own form, for the generic). */
type Parsed<TInput> = TInput extends z.ZodType ? z.output<TInput> : undefined;

/** What a record list's service does, for the user who owns the records. */
interface RecordService<TView extends z.ZodType, TInput extends z.ZodType> {
  list(userId: string): Promise<z.output<TView>[]>;
  create(userId: string, input: Parsed<TInput>): Promise<z.output<TView>>;
  get(userId: string, id: string): Promise<z.output<TView>>;
  update(userId: string, id: string, input: Parsed<TInput>): Promise<z.output<TView>>;
  remove(userId: string, id: string): Promise<void>;
}

/**
 * Records some of which need a step-up to add, change, replace the file of or remove (decision 0027): those
 * whose body or stored record is sensitive.
 */
interface SensitiveRecords<TInput extends z.ZodType> {
  isSensitiveInput(input: Parsed<TInput>): boolean;
  isSensitiveRecord(userId: string, id: string): Promise<boolean>;
  requireStepUp(request: FastifyRequest): Promise<void>;
}

/** A declared upload of one record's file: takes the file and answers the record (a plain multipart route). */
interface RecordUpload<TView extends z.ZodType> {
  route: UploadRoute;
  summary: string;
  attach(userId: string, id: string, file: IncomingFile): Promise<z.output<TView>>;
}

/**
 * The list, add, read, change and delete of a record type from its declared endpoints, then its uploads; each
 * behind the record type's feature gate.
 */
async function registerRecordRoutes<TView extends z.ZodType, TInput extends z.ZodType>(
  app: ZodApp,
  endpoints: RecordListEndpoints<TView, TInput>,
  service: RecordService<TView, TInput>,
  uploads: ReadonlyArray<RecordUpload<TView>>,
  sensitive?: SensitiveRecords<TInput>,
) {
  /** Asks for the step-up when the body or the stored record is sensitive (a record not found is the handler's 404). */
  async function confirmIfSensitive(
    request: FastifyRequest,
    change: { input?: Parsed<TInput>; id?: string },
  ) {
    if (!sensitive) return;
    const inputIs = change.input !== undefined && sensitive.isSensitiveInput(change.input);
    if (inputIs || (change.id && (await sensitive.isSensitiveRecord(userId(request), change.id)))) {
      await sensitive.requireStepUp(request);
    }
  }

  registerEndpoint(app, endpoints.list, async ({ request }) => service.list(userId(request)));
  registerEndpoint(app, endpoints.create, async ({ body, request }) => {
    await confirmIfSensitive(request, { input: body });
    return service.create(userId(request), body);
  });
  registerEndpoint(app, endpoints.get, async ({ params, request }) =>
    service.get(userId(request), params.id),
  );
  registerEndpoint(app, endpoints.update, async ({ params, body, request }) => {
    await confirmIfSensitive(request, { input: body, id: params.id });
    return service.update(userId(request), params.id, body);
  });
  registerEndpoint(app, endpoints.remove, async ({ params, request }) => {
    await confirmIfSensitive(request, { id: params.id });
    return service.remove(userId(request), params.id);
  });

  const { tags, access } = endpoints.get;
  await uploadRoutes(app, (scope) => {
    for (const upload of uploads) {
      scope.post(
        upload.route.path,
        {
          config: { access },
          schema: {
            tags: [...tags],
            summary: upload.summary,
            description: uploadNote,
            ...fileUploadBody,
            params: idParamsSchema,
            response: { 200: upload.route.response },
          },
        },
        async (request) => {
          await confirmIfSensitive(request, { id: request.params.id });
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
