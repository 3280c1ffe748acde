import type { Endpoint, PlainRoute } from "../endpoint/endpoint.ts";
import { noBody } from "../endpoint/no-body.ts";
import { calendarLinkSchema, reminderSettingsInputSchema, reminderSettingsViewSchema } from "./reminders.ts";

const tags = ["reminders"] as const;
/** Behind 'profile', not 'renewals': reminders protect every worker whatever the renewals page's state. */
const access = { level: "signed-in", feature: "profile" } as const;
/** Under the admin's tiered policy, reminder settings need the expiry_reminders capability (§4 table). */
const settingsAccess = { level: "signed-in", feature: "profile", capability: "expiry_reminders" } as const;

/**
 * Expiry reminder settings and the secret calendar feed's link. The feed itself (an iCalendar file) and the
 * e-mail's one-click switch-off stay plain routes (apps/server/src/modules/reminders).
 */
export const remindersEndpoints = {
  settings: {
    method: "GET",
    path: "/api/reminders/settings",
    summary: "Your reminder settings (defaults before the first save: on, 90, 30, 7 and 0 days)",
    tags,
    access: settingsAccess,
    response: reminderSettingsViewSchema,
  },
  saveSettings: {
    method: "PUT",
    path: "/api/reminders/settings",
    summary: "Turn reminders on or off and choose the days before expiry (0–365, at most 6)",
    tags,
    access: settingsAccess,
    body: reminderSettingsInputSchema,
    response: reminderSettingsViewSchema,
  },
  createCalendarLink: {
    method: "POST",
    path: "/api/reminders/calendar-token",
    summary: "Create or regenerate your secret calendar feed URL (the old URL stops working)",
    tags,
    access,
    body: noBody,
    response: calendarLinkSchema,
  },
  removeCalendarLink: {
    method: "DELETE",
    path: "/api/reminders/calendar-token",
    summary: "Switch the calendar feed off (its URL stops working)",
    tags,
    access,
  },
} as const satisfies Record<string, Endpoint>;

/**
 * The secret calendar feed (an iCalendar file, the token in its name) and the one-click switch-offs of the reminder
 * e-mail and of the monthly Smart Check nudge: a page asking to confirm, and the POST that page and mail apps send
 * (RFC 8058).
 */
export const remindersPlainRoutes = {
  calendar: { method: "GET", path: "/api/calendar/:token.ics", kind: "download" },
  switchOffPage: { method: "GET", path: "/api/reminders/off", kind: "page" },
  switchOff: { method: "POST", path: "/api/reminders/off", kind: "page" },
  smartCheckNudgeOffPage: { method: "GET", path: "/api/reminders/smart-check-off", kind: "page" },
  smartCheckNudgeOff: { method: "POST", path: "/api/reminders/smart-check-off", kind: "page" },
} as const satisfies Record<string, PlainRoute>;
