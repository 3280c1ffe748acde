import { profileEndpoints, profilePlainRoutes } from "@siteready/domain/profile";
import type { Config } from "../../lib/config.ts";
import { signedInAccess } from "../../lib/route-access.ts";
import type { ZodApp } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import { contentDisposition } from "../files/files.routes.ts";
import type { AccountDataService } from "./account-data.service.ts";

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
  app.get(
    profilePlainRoutes.export.path,
    {
      // Exporting everything asks an account with two-factor for a code again (step-up), as deletion does.
      ...signedInAccess("profile", { stepUp: true }),
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

  registerEndpoint(app, profileEndpoints.deleteAccount, async ({ request, reply }) => {
    await service.deleteAccount(signedInUser(request).id);
    // The session rows went with the user; expiring the cookies also tidies the browser.
    reply.header("set-cookie", expiredAuthCookies(config));
  });
}
