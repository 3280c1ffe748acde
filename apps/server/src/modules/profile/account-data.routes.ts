import type { Config } from "../../config.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { contentDisposition } from "../files/files.routes.ts";
import { type AccountDataService, DELETE_ACCOUNT_CONFIRMATION } from "./account-data.service.ts";

/** better-auth's cookies (advanced.cookiePrefix "siteready"; __Secure- prefix when served over https). */
function expiredAuthCookies(config: Config): string[] {
  const secure = config.publicUrl.startsWith("https:");
  const prefix = secure ? "__Secure-siteready" : "siteready";
  return ["session_token", "session_data", "dont_remember"].map(
    (name) =>
      `${prefix}.${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
}

/** Data export and account deletion (GDPR access and erasure). */
export function registerAccountDataRoutes(app: ZodApp, service: AccountDataService, config: Config) {
  // Exporting everything or deleting the account asks an account with two-factor for a code again (step-up).
  const stepUp = signedInAccess("profile", { stepUp: true });

  app.get(
    "/api/profile/export",
    {
      ...stepUp,
      schema: {
        tags: ["profile"],
        summary: "Download all your data as a zip: siteready-data.json plus every uploaded file under files/",
        fileAnswer: { description: "The zip (an attachment)", contentTypes: ["application/zip"] },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { zip, fileName } = await service.exportData(user.id, {
        actorUserId: user.id,
        ipAddress: request.ip || null,
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition("attachment", fileName))
        .header("cache-control", "private, no-store")
        .send(zip);
    },
  );

  app.delete(
    "/api/account",
    {
      ...stepUp,
      schema: {
        tags: ["profile"],
        summary: `Delete your account and everything in it; body { "confirm": "${DELETE_ACCOUNT_CONFIRMATION}" }`,
      },
    },
    async (request, reply) => {
      await service.deleteAccount(signedInUser(request).id, request.body);
      // The session rows went with the user; expiring the cookies also tidies the browser.
      return reply.header("set-cookie", expiredAuthCookies(config)).status(204).send();
    },
  );
}
