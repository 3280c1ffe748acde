import { languageCookie } from "@siteready/domain/i18n";
import { languagesEndpoints } from "@siteready/domain/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { chooseLanguage } from "./languages.service.ts";

/** The worker's language (issue #38): the routes of `languagesEndpoints`, @siteready/domain. */
export const languagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerEndpoint(app, languagesEndpoints.saveLanguage, async ({ body, request, reply }) => {
    const saved = await chooseLanguage(db, signedInUser(request).id, body.language);
    // The device follows the account: its next page, prerendered or not, opens in the chosen language.
    reply.header("set-cookie", languageCookie(body.language));
    return saved;
  });
};
