import {
  shareableItemsSchema,
  shareDetailSchema,
  sharedAccessInputSchema,
  sharedPackInputSchema,
  sharedPageSchema,
  sharedViewerInputSchema,
  shareInputSchema,
  shareListSchema,
  shareMessages,
  shareSummarySchema,
} from "@siteready/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { createFieldCipher, fieldKeyId } from "../../lib/field-encryption.ts";
import { signedInAccess, tokenAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import type { AccessService } from "../access/access.service.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { firstLimitExceeded } from "../accounts/rate-limits.service.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { renderCompliancePack } from "./compliance-pack.ts";
import { describeDevice } from "./device-description.ts";
import { type CvPdf, createSharingService } from "./sharing.service.ts";

/** Public share calls per address per minute: plenty for a site office, little for a scraper. */
const PUBLIC_CALLS_PER_MINUTE = 60;
/** PIN tries per share in ten minutes, from anywhere: a 4-digit PIN cannot be walked through. */
const PIN_TRIES_PER_WINDOW = 5;
const PIN_WINDOW_MS = 10 * 60_000;

const idParams = z.object({ id: z.string() });

/**
 * The sharing centre (issue 16): the worker's shares (gated by the sharingCenter feature) and the public
 * share page's calls (no sign-in; the token travels in the body, never in a URL; rate-limited; never indexed).
 */
export const sharingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  access: AccessService;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  cvPdf: CvPdf;
}> = async (app, { db, access, config, mailer, storage, cvPdf }) => {
  const sharing = createSharingService({
    db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    cipher: createFieldCipher({
      current: { id: fieldKeyId(config.fieldEncryptionKey), key: config.fieldEncryptionKey },
    }),
    mailer,
    logger: app.log,
    cvPdf,
  });
  const allowed = signedInAccess("sharingCenter");
  const tags = ["sharing"];
  const userId = (request: FastifyRequest) => signedInUser(request).id;

  app.get(
    "/api/shares",
    { ...allowed, schema: { tags, summary: "My shares, newest first", response: { 200: shareListSchema } } },
    async (request) => ({ shares: await sharing.list(userId(request)) }),
  );

  app.get(
    "/api/shares/shareable-items",
    {
      ...allowed,
      schema: {
        tags,
        summary: "What I can choose to share: my records, and the private details I hold",
        response: { 200: shareableItemsSchema },
      },
    },
    async (request) => ({ items: await sharing.shareableItems(userId(request)) }),
  );

  app.post(
    "/api/shares",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Share exactly the chosen items with someone, until a date, optionally behind a PIN",
        body: shareInputSchema,
        response: { 201: shareSummarySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sharing.create(userId(request), request.body)),
  );

  app.get(
    "/api/shares/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary: "One of my shares with its view log",
        params: idParams,
        response: { 200: shareDetailSchema },
      },
    },
    async (request) => sharing.detail(userId(request), request.params.id),
  );

  app.post(
    "/api/shares/:id/revoke",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Stop a share at once: its link then shows no data",
        params: idParams,
        response: { 200: shareDetailSchema },
      },
    },
    async (request) => sharing.revoke(userId(request), request.params.id),
  );

  app.post(
    "/api/shares/:id/first-view-seen",
    {
      ...allowed,
      schema: { body: noBody, tags, summary: "Dismiss the notice that a share was opened", params: idParams },
    },
    async (request, reply) => {
      await sharing.acknowledgeFirstView(userId(request), request.params.id);
      return reply.status(204).send();
    },
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

  app.post(
    "/api/shared/view",
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags,
        summary: "Public: the share page's data — only the chosen items — or that a PIN is needed first",
        description:
          "Each answer with data is one view in the worker's log. The token is the link's fragment.",
        body: sharedAccessInputSchema,
        response: { 200: sharedPageSchema },
      },
    },
    async (request) => {
      const opening = await sharing.open(request.body.token, request.body.pin, pinTries);
      if (opening.state === "pin-required") return opening;
      return sharing.view(opening, describeDevice(request.headers["user-agent"]));
    },
  );

  app.post(
    "/api/shared/viewer",
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags,
        summary: "Public: the viewer's name and company, for the worker's log",
        body: sharedViewerInputSchema,
      },
    },
    async (request, reply) => {
      const { token, pin, view_id, viewer_name, viewer_company } = request.body;
      await sharing.identifyViewer(await opened(token, pin), view_id, {
        name: viewer_name ?? null,
        company: viewer_company ?? null,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/shared/pack",
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags,
        summary: "Public: the compliance pack (PDF) of the shared items",
        fileAnswer: { description: "The compliance pack", contentTypes: ["application/pdf"] },
        body: sharedPackInputSchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const opening = await opened(request.body.token, request.body.pin);
      const pdf = await renderCompliancePack(
        await sharing.packContents(opening, request.body.view_id),
        storage,
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", 'attachment; filename="compliance-pack.pdf"')
        .send(pdf);
    },
  );

  app.post(
    "/api/shared/cv",
    {
      ...shareToken,
      preHandler: publicPreHandler,
      schema: {
        tags,
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
