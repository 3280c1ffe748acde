import { remindersEndpoints, remindersPlainRoutes } from "@siteready/domain/reminders";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { ExpiringItems } from "../../db/expiring-items.ts";
import type { Config } from "../../lib/config.ts";
import { registerUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.ts";
import { tokenAccess } from "../../lib/route-access.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { registerEndpoint } from "../endpoint-routes.ts";
import type { RightToWorkService } from "../right-to-work/right-to-work.service.ts";
import type { SchemeRuleSource } from "../scheme-rules/scheme-rule-source.ts";
import { createRemindersService } from "./reminders.service.ts";
import { remindersUnsubscribeList, smartCheckNudgeUnsubscribeList } from "./reminders-unsubscribe.ts";

/**
 * Expiry reminder settings (the routes of `remindersEndpoints`, @siteready/domain) and the calendar feed. The
 * feed itself is public; its secret is the key.
 */
export const remindersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<Config, "publicUrl" | "authSecret">;
  clock?: () => Date;
  expiringItems: ExpiringItems[];
  rightToWork: Pick<RightToWorkService, "calendarDates">;
  schemeRules: SchemeRuleSource;
}> = async (app, { db, config, clock = () => new Date(), expiringItems, rightToWork, schemeRules }) => {
  const reminders = createRemindersService({ db, config, clock, expiringItems, rightToWork, schemeRules });
  const endpoints = remindersEndpoints;
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  // The reminder e-mail's switch-off link: no session (opened from a mail program), the signed token is the key.
  await registerUnsubscribeRoutes(app, {
    serverSecret: config.authSecret,
    list: remindersUnsubscribeList(db, clock),
  });
  await registerUnsubscribeRoutes(app, {
    serverSecret: config.authSecret,
    list: smartCheckNudgeUnsubscribeList(db, clock),
  });

  registerEndpoint(app, endpoints.settings, async ({ request }) => reminders.getSettings(userId(request)));

  registerEndpoint(app, endpoints.saveSettings, async ({ body, request }) =>
    reminders.saveSettings(userId(request), body),
  );

  registerEndpoint(app, endpoints.createCalendarLink, async ({ request }) =>
    reminders.regenerateCalendarToken(userId(request)),
  );

  registerEndpoint(app, endpoints.removeCalendarLink, async ({ request }) =>
    reminders.removeCalendarToken(userId(request)),
  );

  app.get(
    remindersPlainRoutes.calendar.path,
    {
      ...tokenAccess("the feed's secret token in the URL"),
      // The URL is the secret: keep it out of the request logs.
      logLevel: "warn",
      schema: {
        tags: ["reminders"],
        summary:
          "iCalendar feed of your expiry dates and renewal windows (no session: the secret is the key)",
        fileAnswer: { description: "The iCalendar feed (RFC 5545)", contentTypes: ["text/calendar"] },
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const body = await reminders.calendarFeed(request.params.token);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="siteready.ics"')
        .header("cache-control", "private, no-cache")
        .send(body);
    },
  );
};
