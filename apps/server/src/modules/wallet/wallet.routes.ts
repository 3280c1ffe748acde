import {
  gateItemKinds,
  gateMarkingInputSchema,
  gateMarkingViewSchema,
  gateVerificationViewSchema,
  walletViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { type FeatureGate, signedInUser } from "../access/feature-gate.ts";
import { createWalletService } from "./wallet.service.ts";

const markingParams = z.object({ kind: z.enum(gateItemKinds), id: z.string() });

/**
 * The site-gate wallet (issue 14): the records a worker shows at the gate, the "show at the gate" marking,
 * and the public check behind each QR code, which shows the record's status and nothing about the worker.
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  gate: FeatureGate;
  secret: string;
  publicUrl: string;
}> = async (app, { db, gate, secret, publicUrl }) => {
  const wallet = createWalletService({ db, secret, publicUrl });
  const preHandler = gate.requireFeature("wallet");
  const tags = ["wallet"];

  app.get(
    "/api/wallet",
    {
      preHandler,
      schema: {
        tags,
        summary: "The skills cards, documents and qualifications I show at the gate, with their QR links",
        response: { 200: walletViewSchema },
      },
    },
    async (request) => wallet.get(signedInUser(request).id),
  );

  app.put(
    "/api/wallet/items/:kind/:id",
    {
      preHandler,
      schema: {
        tags,
        summary: "Show one of my records at the gate, or stop showing it (its QR link stops working)",
        params: markingParams,
        body: gateMarkingInputSchema,
        response: {
          200: gateMarkingViewSchema,
        },
      },
    },
    async (request) =>
      wallet.mark(
        signedInUser(request).id,
        request.params.kind,
        request.params.id,
        request.body.show_at_gate,
      ),
  );

  app.post(
    "/api/gate-verifications",
    {
      schema: {
        tags,
        summary: "Public: the status of the record behind a QR code's token (nothing else about its holder)",
        description:
          "The token is the fragment of the QR code's link; it is sent in the body so no log sees it.",
        body: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: gateVerificationViewSchema },
      },
    },
    async (request) => wallet.verify(request.body.token),
  );
};
