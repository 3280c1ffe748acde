import {
  sharedPackInputSchema,
  shareMessages,
  sharingEndpoints,
  sharingPlainRoutes,
} from "@siteready/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { registerEndpoint } from "../../lib/endpoint-routes.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { tokenAccess } from "../../lib/route-access.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import type { SessionGuard } from "../accounts/session-guard.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { renderCompliancePack } from "./compliance-pack.ts";
import { describeDevice } from "./device-description.ts";
import { type CvPdf, createSharingService } from "./sharing.service.ts";

/** Public share calls per address per minute: plenty for a site office, little for a scraper. */
const PUBLIC_CALLS_PER_MINUTE = 60;
/** PIN tries per share in ten minutes, from anywhere: a 4-digit PIN cannot be walked through. */
const PIN_TRIES_PER_WINDOW = 5;
const PIN_WINDOW_MS = 10 * 60_000;

/**
 * The sharing centre (issue 16): the routes of `sharingEndpoints` (@siteready/domain), with the public page's
 * limits, and the public page's PDF files.
 */
export const sharingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  access: AccessService;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  cvPdf: CvPdf;
  guard: SessionGuard;
}> = async (app, { db, access, config, mailer, storage, cvPdf, guard }) => {
  const sharing = createSharingService({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    cipher: fieldCipherOfKey(config.fieldEncryptionKey),
    mailer,
    logger: app.log,
    cvPdf,
  });
  const endpoints = sharingEndpoints;
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  registerEndpoint(app, endpoints.shares, async ({ request }) => ({
    shares: await sharing.list(userId(request)),
  }));

  registerEndpoint(app, endpoints.shareableItems, async ({ request }) => ({
    items: await sharing.shareableItems(userId(request)),
  }));

  registerEndpoint(app, endpoints.create, async ({ body, request }) =>
    sharing.create(userId(request), body, () => guard.requireStepUp(request)),
  );

  registerEndpoint(app, endpoints.detail, async ({ params, request }) =>
    sharing.detail(userId(request), params.id),
  );

  registerEndpoint(app, endpoints.revoke, async ({ params, request }) =>
    sharing.revoke(userId(request), params.id),
  );

  registerEndpoint(app, endpoints.firstViewSeen, async ({ params, request }) =>
    sharing.acknowledgeFirstView(userId(request), params.id),
  );

  // The public share page -------------------------------------------------------------------------------

  async function limit(key: string, max: number, windowMs: number, message?: string) {
    if (await firstLimitExceeded(db, [[key, max]], windowMs, Date.now())) {
      throw new AppError(429, "RATE_LIMITED", message, { details: { retryAfterSeconds: windowMs / 1000 } });
    }
  }

  /** Every public call: never indexed, limited per address, and only while the admin has sharing on. */
  async function publicPreHandler(request: FastifyRequest, reply: FastifyReply) {
    reply.header("x-robots-tag", "noindex, nofollow");
    await limit(`siteready:share:ip:${request.ip}`, PUBLIC_CALLS_PER_MINUTE, 60_000);
    const entry = (await access.catalogue()).sharingCenter;
    if (entry?.state !== "enabled" || !entry.enabled) {
      throw new AppError(404, "NOT_FOUND", shareMessages.ended);
    }
  }

  const shareToken = tokenAccess("the share's token (and PIN when it has one) in the body");

  const pinTries = (shareId: string) =>
    limit(
      `siteready:share-pin:${shareId}`,
      PIN_TRIES_PER_WINDOW,
      PIN_WINDOW_MS,
      shareMessages.tooManyPinTries,
    );

  async function opened(token: string, pin: string | undefined) {
    const opening = await sharing.open(token, pin, pinTries);
    // Calls after the page itself (naming the viewer, the PDF) need the share open: the PIN was asked first.
    if (opening.state !== "open") throw new AppError(403, "FORBIDDEN", shareMessages.wrongPin);
    return opening;
  }

  registerEndpoint(
    app,
    endpoints.view,
    async ({ body, request }) => {
      const opening = await sharing.open(body.token, body.pin, pinTries);
      if (opening.state === "pin-required") return opening;
      return sharing.view(opening, {
        device: describeDevice(request.headers["user-agent"]),
        address: request.ip || null,
      });
    },
    { preHandler: publicPreHandler },
  );

  registerEndpoint(
    app,
    endpoints.identifyViewer,
    async ({ body }) => {
      const { token, pin, view_id, viewer_name, viewer_company } = body;
      await sharing.identifyViewer(await opened(token, pin), view_id, {
        name: viewer_name ?? null,
        company: viewer_company ?? null,
      });
    },
    { preHandler: publicPreHandler },
  );

  app.post(
    sharingPlainRoutes.pack.path,
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags: ["sharing"],
        summary: "Public: the compliance pack (PDF) of the shared items",
        fileAnswer: { description: "The compliance pack", contentTypes: ["application/pdf"] },
        body: sharedPackInputSchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const opening = await opened(request.body.token, request.body.pin);
      const pdf = await renderCompliancePack(
        await sharing.packContents(opening, request.body.view_id, request.ip || null),
        storage,
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", 'attachment; filename="compliance-pack.pdf"')
        .send(pdf);
    },
  );

  app.post(
    sharingPlainRoutes.cv.path,
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags: ["sharing"],
        summary: "Public: the holder's CV (PDF), when the share includes it",
        fileAnswer: { description: "The CV", contentTypes: ["application/pdf"] },
        body: sharedPackInputSchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const opening = await opened(request.body.token, request.body.pin);
      const { body, fileName } = await sharing.cv(opening, request.body.view_id);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition("attachment", fileName))
        .send(body);
    },
  );
};
