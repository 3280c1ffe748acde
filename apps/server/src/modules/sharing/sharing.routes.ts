import {
  sharedPackInputSchema,
  sharedPhotoInputSchema,
  shareReceiptPdfInputSchema,
  sharingEndpoints,
  sharingPlainRoutes,
} from "@siteready/domain/sharing";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError, refused } from "../../lib/app-error.ts";
import type { Config } from "../../lib/config.ts";
import { fieldCipherOfKey } from "../../lib/field-encryption.ts";
import { renderRightToWorkReceiptPdf } from "../../lib/right-to-work-receipt-pdf.ts";
import { tokenAccess } from "../../lib/route-access.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import type { SessionGuard } from "../accounts/session-guard.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { contentDisposition, sendFile } from "../files/files.routes.ts";
import { createFileService } from "../files/files.service.ts";
import { renderCompliancePack } from "./compliance-pack.ts";
import { describeDevice } from "./device-description.ts";
import { type CvPdf, createSharingService } from "./sharing.service.ts";

/** Public share calls per address per minute: plenty for a site office, little for a scraper. */
const PUBLIC_CALLS_PER_MINUTE = 60;
/** Photos per address per minute, counted apart: a share of many cards shows two photos of each. */
const PUBLIC_PHOTOS_PER_MINUTE = 200;

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
  const files = createFileService({ db, storage, logger: app.log });
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

  registerEndpoint(app, endpoints.askToDelete, async ({ params, request }) =>
    sharing.askToDelete(userId(request), params.id),
  );

  registerEndpoint(app, endpoints.firstViewSeen, async ({ params, request }) =>
    sharing.acknowledgeFirstView(userId(request), params.id),
  );

  // The public share page -------------------------------------------------------------------------------

  /** Every public call: never indexed, limited per address, and only while the admin has sharing on. */
  function publicCalls(bucket: string, perMinute: number) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header("x-robots-tag", "noindex, nofollow");
      if (await firstLimitExceeded(db, [[`${bucket}:${request.ip}`, perMinute]], 60_000, Date.now())) {
        throw new AppError(429, "RATE_LIMITED", undefined, { details: { retryAfterSeconds: 60 } });
      }
      const entry = (await access.catalogue()).sharingCenter;
      if (entry?.state !== "enabled" || !entry.enabled) {
        throw new AppError(404, "NOT_FOUND", { key: "sharing.message.ended" });
      }
    };
  }
  const publicPreHandler = publicCalls("siteready:share:ip", PUBLIC_CALLS_PER_MINUTE);

  const shareToken = tokenAccess("the share's token (and PIN when it has one) in the body");

  async function opened(
    access: { token: string; pin?: string | undefined; pass?: string | undefined },
    viewId?: string,
  ) {
    const opening = await sharing.open(access.token, access.pin, { pass: access.pass, viewId });
    // Calls after the page itself (naming the viewer, the PDF) need the share open: the PIN was asked first,
    // and the e-mailed code (its pass travels with each call) when the share asks for one.
    if (opening.state === "pin-required") {
      throw new AppError(403, "FORBIDDEN", { key: "sharing.message.wrongPin" });
    }
    if (opening.state === "code-required") {
      throw new AppError(403, "FORBIDDEN", { key: "sharing.message.codeNeeded" });
    }
    return opening;
  }

  registerEndpoint(
    app,
    endpoints.view,
    async ({ body, request }) => {
      const opening = await sharing.open(body.token, body.pin, { pass: body.pass });
      if (opening.state !== "open") return opening;
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
      const { view_id, viewer_name, viewer_company } = body;
      await sharing.identifyViewer(await opened(body, view_id), view_id, {
        name: viewer_name ?? null,
        company: viewer_company ?? null,
      });
    },
    { preHandler: publicPreHandler },
  );

  registerEndpoint(app, endpoints.sendCode, async ({ body }) => sharing.sendCode(body.token, body.pin), {
    preHandler: publicPreHandler,
  });

  registerEndpoint(
    app,
    endpoints.checkCode,
    async ({ body }) => sharing.checkCode(body.token, body.pin, body.code),
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
      const opening = await opened(request.body, request.body.view_id);
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
      const opening = await opened(request.body, request.body.view_id);
      const { body, fileName } = await sharing.cv(opening, request.body.view_id);
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition("attachment", fileName))
        .send(body);
    },
  );

  app.post(
    sharingPlainRoutes.photo.path,
    {
      ...shareToken,
      preHandler: publicCalls("siteready:share-photo:ip", PUBLIC_PHOTOS_PER_MINUTE),
      schema: {
        tags: ["sharing"],
        summary: "Public: one photo of a shared record, as WebP at one of the fixed widths",
        fileAnswer: { description: "The photo at that width", contentTypes: ["image/webp"] },
        body: sharedPhotoInputSchema,
        produces: ["image/webp"],
      },
    },
    async (request, reply) => {
      const { photo_id, width, view_id } = request.body;
      const photo = await sharing.sharedPhoto(await opened(request.body, view_id), photo_id);
      return sendFile(reply, await files.readImageAtWidth(photo.userId, photo.fileId, width));
    },
  );

  // The right-to-work receipt (issue 52) -----------------------------------------------------------------

  /**
   * A receipt needs the share open as the page does (token, PIN, e-mailed pass; the same limits), but counts as
   * no view. A share that has ended, was revoked or reached its view limit says so in the receipt's words (410).
   */
  async function openedForReceipt(access: {
    token: string;
    pin?: string | undefined;
    pass?: string | undefined;
  }) {
    try {
      return await opened(access);
    } catch (error) {
      const key = error instanceof AppError ? error.messageRef.key : null;
      if (key === "sharing.message.ended" || key === "sharing.message.viewLimitReached")
        throw refused(410, "rightToWork.error.shareEnded");
      throw error;
    }
  }

  registerEndpoint(
    app,
    sharingEndpoints.recordRightToWorkReceipt,
    async ({ body }) => sharing.recordRightToWorkReceipt(await openedForReceipt(body), body.receipt),
    { preHandler: publicPreHandler },
  );

  app.post(
    sharingPlainRoutes.rightToWorkReceiptPdf.path,
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags: ["right to work"],
        summary: "Public: one right-to-work receipt made through this share, with its evidence, as a PDF",
        fileAnswer: { description: "The receipt and its evidence", contentTypes: ["application/pdf"] },
        body: shareReceiptPdfInputSchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const opening = await openedForReceipt(request.body);
      const { imageKeys, ...contents } = await sharing.rightToWorkReceiptContents(
        opening,
        request.body.receipt_id,
        request.ip || null,
      );
      const photos = (await Promise.all(imageKeys.map((key) => storage.get(key)))).filter(
        (bytes): bytes is Buffer => bytes !== null,
      );
      const pdf = await renderRightToWorkReceiptPdf({ ...contents, photos });
      return reply
        .type("application/pdf")
        .header("content-disposition", 'attachment; filename="right-to-work-check.pdf"')
        .send(pdf);
    },
  );
};
