import { gateSiteQuerySchema, walletEndpoints, walletPlainRoutes } from "@siteready/domain/wallet";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FileStorage } from "../../adapters/files/file-storage.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { createGateSigner } from "../../lib/gate-signing.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { createEvidenceService } from "../evidence/evidence.service.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { createFileService } from "../files/files.service.ts";
import { createGateRegisterService } from "./gate-register.service.ts";
import { createWalletService } from "./wallet.service.ts";

/**
 * The site-gate wallet and the gate (issues 14 and 33): the routes of `walletEndpoints` (@siteready/domain), and
 * the sign-in register as a CSV file.
 */
export const walletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  publicUrl: string;
  storage: FileStorage;
  gateSigningKeys: string[];
  mailer: Mailer;
}> = async (app, { db, secret, publicUrl, storage, gateSigningKeys, mailer }) => {
  const signer = createGateSigner(gateSigningKeys);
  const files = createFileService({ db, storage, logger: app.log });
  const evidence = createEvidenceService({ db, mailer, publicUrl, logger: app.log });
  const wallet = createWalletService({ db, secret, publicUrl, signer, files, evidence });
  const register = createGateRegisterService(db);
  const endpoints = walletEndpoints;

  registerEndpoint(app, endpoints.wallet, async ({ request }) => wallet.get(signedInUser(request).id));

  registerEndpoint(app, endpoints.mark, async ({ params, body, request }) =>
    wallet.mark(signedInUser(request).id, params.kind, params.id, body),
  );

  registerEndpoint(app, endpoints.liveCode, async ({ params, request }) =>
    wallet.liveCode(signedInUser(request).id, params.kind, params.id),
  );

  registerEndpoint(app, endpoints.verify, async ({ body }) => wallet.verify(body.token));

  registerEndpoint(app, endpoints.gateCheck, async ({ body, request }) =>
    wallet.verify(body.token, signedInUser(request).id),
  );

  registerEndpoint(app, endpoints.gateKeys, async () => ({ keys: signer.publicKeys() }));

  registerEndpoint(app, endpoints.gateWithdrawals, async ({ reply }) => {
    // A gate phone refetches it every few minutes; no cache in between may answer with an older list.
    reply.header("cache-control", "no-store");
    return wallet.withdrawals();
  });

  registerEndpoint(app, endpoints.addSignIns, async ({ body, request }) =>
    register.add(signedInUser(request).id, body.sign_ins),
  );

  registerEndpoint(app, endpoints.signOuts, async ({ body, request }) =>
    register.signOut(signedInUser(request).id, body.sign_outs),
  );

  registerEndpoint(app, endpoints.signIns, async ({ query, request }) =>
    register.list(signedInUser(request).id, query.site),
  );

  app.get(
    walletPlainRoutes.signInsCsv.path,
    {
      ...signedInAccess("wallet"),
      schema: {
        tags: ["wallet"],
        summary: "My sign-in register as a CSV file, for one site or all",
        querystring: gateSiteQuerySchema,
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
