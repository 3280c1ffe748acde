import {
  calendarLinkSchema,
  reminderSettingsInputSchema,
  reminderSettingsViewSchema,
} from "@siteready/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { registerUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.ts";
import { signedInAccess, tokenAccess } from "../../lib/route-access.ts";
import { noBody } from "../../lib/zod-app.ts";
import { signedInUser } from "../access/feature-gate.ts";
import { createRemindersService } from "./reminders.service.ts";
import { remindersUnsubscribeList } from "./reminders-unsubscribe.ts";

const tags = ["reminders"];

/**
 * Expiry reminder settings and the calendar feed. Behind the 'profile' feature, not 'renewals': reminders
 * protect every worker whatever the renewals page's state. The feed itself is public; its secret is the key.
 */
export const remindersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<Config, "publicUrl" | "authSecret">;
  clock?: () => Date;
}> = async (app, { db, config, clock = () => new Date() }) => {
  const reminders = createRemindersService({ db, config, clock });
  const allowed = signedInAccess("profile");
  // Under the admin's tiered policy, reminder settings need the expiry_reminders capability (§4 table).
  const settings = signedInAccess("profile", { capability: "expiry_reminders" });
  const userId = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  // The reminder e-mail's switch-off link: no session (opened from a mail program), the signed token is the key.
  await registerUnsubscribeRoutes(app, {
    serverSecret: config.authSecret,
    list: remindersUnsubscribeList(db, clock),
  });

  app.get(
    "/api/reminders/settings",
    {
      ...settings,
      schema: {
        tags,
        summary: "Your reminder settings (defaults before the first save: on, 90, 30, 7 and 0 days)",
        response: { 200: reminderSettingsViewSchema },
      },
    },
    async (request) => reminders.getSettings(userId(request)),
  );

  app.put(
    "/api/reminders/settings",
    {
      ...settings,
      schema: {
        tags,
        summary: "Turn reminders on or off and choose the days before expiry (0–365, at most 6)",
        body: reminderSettingsInputSchema,
        response: { 200: reminderSettingsViewSchema },
      },
    },
    async (request) => reminders.saveSettings(userId(request), request.body),
  );

  app.post(
    "/api/reminders/calendar-token",
    {
      ...allowed,
      schema: {
        body: noBody,
        tags,
        summary: "Create or regenerate your secret calendar feed URL (the old URL stops working)",
        response: { 200: calendarLinkSchema },
      },
    },
    async (request) => reminders.regenerateCalendarToken(userId(request)),
  );

  app.delete(
    "/api/reminders/calendar-token",
    {
      ...allowed,
      schema: { tags, summary: "Switch the calendar feed off (its URL stops working)" },
    },
    async (request, reply) => {
      await reminders.removeCalendarToken(userId(request));
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/calendar/:token.ics",
    {
      ...tokenAccess("the feed's secret token in the URL"),
      // The URL is the secret: keep it out of the request logs.
      logLevel: "warn",
      schema: {
        tags,
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
