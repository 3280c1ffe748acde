import {
  gateItemKinds,
  gateMarkingInputSchema,
  gateMarkingViewSchema,
  gateSignInBatchSchema,
  gateSignInViewSchema,
  gateSigningKeysViewSchema,
  gateVerificationViewSchema,
  liveGateCodeViewSchema,
  walletViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Db } from "../../db/client.ts";
import { createGateSigner } from "../../lib/gate-signing.ts";
import { publicAccess, signedInAccess, tokenAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { createFileService } from "../files/files.service.ts";
import { createGateRegisterService } from "./gate-register.service.ts";
import { createWalletService } from "./wallet.service.ts";

const itemParams = z.object({ kind: z.enum(gateItemKinds), id: z.string() });
const siteQuery = z.object({ site: z.string().trim().min(1).max(120).optional() });

/**
 * The site-gate wallet (issues 14 and 33): the records a worker shows at the gate, their marking, their live and
 * signed QR codes, the public check behind a code, the keys to check signed codes offline, and a gate-keeper's
 * sign-in register.
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  publicUrl: string;
  storage: FileStorage;
  gateSigningKeys: string[];
}> = async (app, { db, secret, publicUrl, storage, gateSigningKeys }) => {
  const signer = createGateSigner(gateSigningKeys);
  const files = createFileService({ db, storage, logger: app.log });
  const wallet = createWalletService({ db, secret, publicUrl, signer, files });
  const register = createGateRegisterService(db);
  const allowed = signedInAccess("wallet");
  const tags = ["wallet"];

  app.get(
    "/api/wallet",
    {
      ...allowed,
      schema: {
        tags,
        summary:
          "The skills cards, documents and qualifications I show at the gate, with their offline QR codes",
        response: { 200: walletViewSchema },
      },
    },
    async (request) => wallet.get(signedInUser(request).id),
  );

  app.put(
    "/api/wallet/items/:kind/:id",
    {
      ...allowed,
      schema: {
        tags,
        summary:
          "Show one of my records at the gate or stop (its QR codes stop working), or hide my photo on it",
        params: itemParams,
        body: gateMarkingInputSchema,
        response: { 200: gateMarkingViewSchema },
      },
    },
    async (request) =>
      wallet.mark(signedInUser(request).id, request.params.kind, request.params.id, request.body),
  );

  app.get(
    "/api/wallet/items/:kind/:id/live-code",
    {
      ...allowed,
      schema: {
        tags,
        summary: "A live QR code for one of my records: it stops working 3 minutes after it is made",
        params: itemParams,
        response: { 200: liveGateCodeViewSchema },
      },
    },
    async (request) => wallet.liveCode(signedInUser(request).id, request.params.kind, request.params.id),
  );

  app.post(
    "/api/gate-verifications",
    {
      ...tokenAccess("the QR code's live token or signed code in the body"),
      schema: {
        tags,
        summary: "Public: who holds the card behind a QR code, and its status (nothing else about them)",
        description:
          "The code is the fragment of the QR code's link (a live token or a signed code); it is sent in the body so no log sees it.",
        body: z.object({ token: z.string().min(1).max(1500) }),
        response: { 200: gateVerificationViewSchema },
      },
    },
    async (request) => wallet.verify(request.body.token),
  );

  app.get(
    "/api/gate/keys",
    {
      ...publicAccess(),
      schema: {
        tags,
        summary: "Public: the Ed25519 keys that sign offline gate codes, for checking them with no signal",
        response: { 200: gateSigningKeysViewSchema },
      },
    },
    async () => ({ keys: signer.publicKeys() }),
  );

  app.post(
    "/api/gate/sign-ins",
    {
      ...allowed,
      schema: {
        tags,
        summary: "Add scans to my sign-in register (sent again, a scan is kept once)",
        body: gateSignInBatchSchema,
        response: { 200: z.object({ saved: z.number() }) },
      },
    },
    async (request) => register.add(signedInUser(request).id, request.body.sign_ins),
  );

  app.get(
    "/api/gate/sign-ins",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My sign-in register, newest first, for one site or all",
        querystring: siteQuery,
        response: { 200: z.object({ sign_ins: z.array(gateSignInViewSchema) }) },
      },
    },
    async (request) => register.list(signedInUser(request).id, request.query.site),
  );

  app.get(
    "/api/gate/sign-ins.csv",
    {
      ...allowed,
      schema: {
        tags,
        summary: "My sign-in register as a CSV file, for one site or all",
        querystring: siteQuery,
        fileAnswer: { description: "The register (CSV)", contentTypes: ["text/csv"] },
      },
    },
    async (request, reply) => {
      const csv = await register.csv(signedInUser(request).id, request.query.site);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition("attachment", "sign-in-register.csv"))
        .send(csv);
    },
  );
};
