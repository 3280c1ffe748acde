import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts.ts";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import { reminderSettings } from "../../db/schema/renewals.ts";
import { unsubscribeUrl } from "../../lib/one-click-unsubscribe.ts";
import { hashSecretToken } from "../../lib/secret-tokens.ts";
import { signedInUser } from "../../test-support/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { postUnsubscribeLink } from "../../test-support/unsubscribe-link.ts";
import { remindersList, smartCheckNudgeList } from "./reminders-unsubscribe.ts";

/** The feed's events by UID, read by ical.js (Mozilla's iCalendar parser, used by Thunderbird). */
function eventsOf(body: string): Map<string, ICAL.Event> {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return new Map(
    calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      return [event.uid, event];
    }),
  );
}

/** An event's alarms as seconds from its start (negative: before) with what they say. */
function alarmsOf(event: ICAL.Event | undefined): Array<{ seconds: number; action: unknown; says: unknown }> {
  return (event?.component.getAllSubcomponents("valarm") ?? []).map((alarm) => ({
    seconds: (alarm.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds(),
    action: alarm.getFirstPropertyValue("action"),
    says: alarm.getFirstPropertyValue("description"),
  }));
}

const day = 86_400;
const nineInTheMorning = 9 * 3_600;

describe("reminder settings and the calendar feed", () => {
  let testApp: TestApp;
  let worker: Awaited<ReturnType<typeof signedInUser>>;

  const settings = () =>
    testApp.app.inject({ method: "GET", url: "/api/reminders/settings", headers: worker.headers });
  const save = (payload: Record<string, unknown>) =>
    testApp.app.inject({ method: "PUT", url: "/api/reminders/settings", headers: worker.headers, payload });
  const newToken = async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/reminders/calendar-token",
      headers: worker.headers,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { calendar_feed_url: string }).calendar_feed_url;
  };
  const fetchFeed = (url: string) => testApp.app.inject({ method: "GET", url: new URL(url).pathname });

  beforeAll(async () => {
    // Renewals stays locked (donate to unlock): reminders work whatever its state.
    testApp = await createTestApp();
    worker = await signedInUser(testApp.app);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  describe("settings", () => {
    it("are on with 90, 30, 7 and 0 days and no feed before the first save", async () => {
      const response = await settings();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        enabled: true,
        thresholds: [90, 30, 7, 0],
        calendar_feed_url: null,
        smart_check_nudge: false,
      });
    });

    it("save the user's choice, largest day first", async () => {
      const saved = await save({ enabled: false, thresholds: [7, 60, 1] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({
        enabled: false,
        thresholds: [60, 7, 1],
        calendar_feed_url: null,
        smart_check_nudge: false,
      });
      expect((await settings()).json()).toEqual({
        enabled: false,
        thresholds: [60, 7, 1],
        calendar_feed_url: null,
        smart_check_nudge: false,
      });
      await save({ enabled: true, thresholds: [90, 30, 7, 0] });
    });

    it("refuse repeats, more than six days, days outside 0–365 and fractions", async () => {
      for (const thresholds of [[7, 7], [1, 2, 3, 4, 5, 6, 7], [366], [-1], [2.5], []]) {
        const response = await save({ enabled: true, thresholds });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
      }
      expect((await save({ thresholds: [30] })).statusCode).toBe(400);
    });

    it("are switched off by a reminder's own link, without signing in (RFC 8058 one-click)", async () => {
      await save({ enabled: true, thresholds: [60, 7] });
      const url = new URL(
        unsubscribeUrl(testApp.config.publicUrl, testApp.config.authSecret, remindersList, worker.userId),
      );
      expect(url.pathname).toBe("/api/reminders/off");
      // Opening it (or a mail scanner opening it) only asks.
      const asked = await testApp.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      expect(asked.statusCode).toBe(200);
      expect(asked.body).toContain("Stop expiry reminder e-mails?");
      expect((await settings()).json()).toMatchObject({ enabled: true });

      const { forged, done } = await postUnsubscribeLink(testApp.app, url);
      expect(forged.statusCode).toBe(404);
      expect(done.statusCode).toBe(200);
      expect(done.body).toContain("Expiry reminder e-mails are off");
      // Off, and the worker's days kept for when they turn reminders on again.
      expect((await settings()).json()).toMatchObject({ enabled: false, thresholds: [60, 7] });
      await save({ enabled: true, thresholds: [90, 30, 7, 0] });
    });

    it("turn the monthly Smart Check e-mail on (off until then); a save without it keeps it; its own link switches only it off", async () => {
      const on = await save({ enabled: true, thresholds: [30], smart_check_nudge: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ smart_check_nudge: true });
      expect((await save({ enabled: true, thresholds: [60, 7] })).json()).toMatchObject({
        smart_check_nudge: true,
      });
      expect((await save({ enabled: true, thresholds: [7], smart_check_nudge: "yes" })).statusCode).toBe(400);

      const url = new URL(
        unsubscribeUrl(
          testApp.config.publicUrl,
          testApp.config.authSecret,
          smartCheckNudgeList,
          worker.userId,
        ),
      );
      expect(url.pathname).toBe("/api/reminders/smart-check-off");
      const asked = await testApp.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      expect(asked.body).toContain("Stop the monthly Smart Check e-mail?");
      const { forged, done } = await postUnsubscribeLink(testApp.app, url);
      expect(forged.statusCode).toBe(404);
      expect(done.statusCode).toBe(200);
      expect((await settings()).json()).toMatchObject({
        enabled: true,
        thresholds: [60, 7],
        smart_check_nudge: false,
      });
      await save({ enabled: true, thresholds: [90, 30, 7, 0] });
    });

    it("need a session", async () => {
      const response = await testApp.app.inject({ method: "GET", url: "/api/reminders/settings" });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("calendar feed", () => {
    const ids = { card: "", npors: "", redCard: "", cpcsRed: "", passport: "", firstAid: "" };

    beforeAll(async () => {
      const db = testApp.database.db;
      const [card] = await db
        .insert(skillsCards)
        .values({ userId: worker.userId, cardType: "cscs-skilled-worker", expiryDate: "2026-12-22" })
        .returning({ id: skillsCards.id });
      const [npors] = await db
        .insert(skillsCards)
        .values({ userId: worker.userId, cardType: "npors-traditional-operator", expiryDate: "2027-05-31" })
        .returning({ id: skillsCards.id });
      const [redCard] = await db
        .insert(skillsCards)
        .values({ userId: worker.userId, cardType: "cscs-experienced-worker", expiryDate: "2026-09-30" })
        .returning({ id: skillsCards.id });
      const [cpcsRed] = await db
        .insert(skillsCards)
        .values({ userId: worker.userId, cardType: "cpcs-trained-operator", expiryDate: "2027-03-31" })
        .returning({ id: skillsCards.id });
      const [passport] = await db
        .insert(documents)
        .values({ userId: worker.userId, documentType: "passport", expiryDate: "2027-01-15" })
        .returning({ id: documents.id });
      const [firstAid] = await db
        .insert(qualifications)
        .values({ userId: worker.userId, type: "First Aid at Work", expiryDate: "2026-11-02" })
        .returning({ id: qualifications.id });
      await db
        .insert(skillsCards)
        .values({ userId: worker.userId, cardType: "cscs-labourer", expiryDate: null });
      const someoneElse = await signedInUser(testApp.app);
      await db
        .insert(skillsCards)
        .values({ userId: someoneElse.userId, cardType: "cscs-manager", expiryDate: "2026-12-01" });
      if (!card || !npors || !redCard || !cpcsRed || !passport || !firstAid)
        throw new Error("seeding failed");
      Object.assign(ids, {
        card: card.id,
        cpcsRed: cpcsRed.id,
        npors: npors.id,
        redCard: redCard.id,
        passport: passport.id,
        firstAid: firstAid.id,
      });
    });

    it("serves a parseable iCalendar with each expiry and renewal-window opening as an all-day event", async () => {
      const url = await newToken();
      expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await settings()).json()).toMatchObject({ calendar_feed_url: url });

      // No session: the secret in the URL is the key.
      const response = await fetchFeed(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(response.body).toContain("BEGIN:VCALENDAR");

      const events = eventsOf(response.body);
      const expected: Array<[string, string, string]> = [
        [`skills_card-${ids.card}-expiry@siteready`, "CSCS Skilled Worker (Blue) card expires", "2026-12-22"],
        // The scheme rules (issue 53): CSCS renews from 6 months before expiry to a year after it.
        [
          `skills_card-${ids.card}-renewal-opens@siteready`,
          "Renewal window opens: CSCS Skilled Worker (Blue)",
          "2026-06-22",
        ],
        [
          `skills_card-${ids.card}-renewal-closes@siteready`,
          "Renewal window closes: CSCS Skilled Worker (Blue)",
          "2027-12-22",
        ],
        [
          `skills_card-${ids.npors}-expiry@siteready`,
          "NPORS Operator (Traditional) card expires",
          "2027-05-31",
        ],
        [
          `skills_card-${ids.npors}-renewal-opens@siteready`,
          "Renewal window opens: NPORS Operator (Traditional)",
          "2027-02-28",
        ],
        // A CPCS Red card cannot be renewed: the day to start the NVQ that upgrades it to Blue.
        [
          `skills_card-${ids.cpcsRed}-expiry@siteready`,
          "CPCS Trained Operator (Red) card expires",
          "2027-03-31",
        ],
        [
          `skills_card-${ids.cpcsRed}-nvq-start@siteready`,
          "Start the NVQ to upgrade: CPCS Trained Operator (Red)",
          "2026-06-30",
        ],
        [
          `skills_card-${ids.redCard}-expiry@siteready`,
          "CSCS Experienced Worker (Red) card expires",
          "2026-09-30",
        ],
        [`document-${ids.passport}-expiry@siteready`, "Passport expires", "2027-01-15"],
        [`document-${ids.passport}-renewal-opens@siteready`, "Renewal window opens: Passport", "2026-10-17"],
        [`qualification-${ids.firstAid}-expiry@siteready`, "First Aid at Work expires", "2026-11-02"],
        [
          `qualification-${ids.firstAid}-renewal-opens@siteready`,
          "Renewal window opens: First Aid at Work",
          "2026-08-04",
        ],
      ];
      expect([...events.keys()].sort()).toEqual(expected.map(([uid]) => uid).sort());
      for (const [uid, summary, date] of expected) {
        const event = events.get(uid);
        expect(event?.summary).toBe(summary);
        expect(event?.startDate.isDate).toBe(true);
        expect(event?.startDate.toString()).toBe(date);
      }
      // Each event links to its item (lines unfolded as RFC 5545 allows them to be folded).
      expect(response.body.replace(/\r\n[ \t]/g, "")).toContain(
        `URL;VALUE=URI:http://localhost:3000/documents#document-${ids.passport}`,
      );

      // The same UIDs on every fetch, so subscribed calendars update events in place.
      expect([...eventsOf((await fetchFeed(url)).body).keys()].sort()).toEqual([...events.keys()].sort());
    });

    it("ends every line with CRLF, the last one too", async () => {
      const body = (await fetchFeed(await newToken())).body;
      expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
      expect(body).not.toMatch(/[^\r]\n/);
      expect(body).not.toMatch(/\r[^\n]/);
    });

    it("sounds an alarm at 09:00 on each of the worker's reminder days, and on the day a renewal window opens", async () => {
      expect((await save({ enabled: true, thresholds: [60, 7, 0] })).statusCode).toBe(200);
      const events = eventsOf((await fetchFeed(await newToken())).body);
      const reminderDays = (days: number[]) =>
        days.map((count) => ({
          seconds: -count * day + nineInTheMorning,
          action: "DISPLAY",
          says: count === 0 ? "Passport expires today" : `Passport expires in ${count} days`,
        }));
      expect(alarmsOf(events.get(`document-${ids.passport}-expiry@siteready`))).toEqual(
        reminderDays([60, 7, 0]),
      );
      expect(alarmsOf(events.get(`document-${ids.passport}-renewal-opens@siteready`))).toEqual([
        { seconds: nineInTheMorning, action: "DISPLAY", says: "Renewal window opens: Passport today" },
      ]);
      // A card's notice period (NPORS: 60 days; CSCS: 90) joins the worker's days.
      const cscsAlarms = alarmsOf(events.get(`skills_card-${ids.card}-expiry@siteready`));
      expect(cscsAlarms.map((alarm) => (nineInTheMorning - alarm.seconds) / day)).toEqual([90, 60, 7, 0]);
      for (const event of events.values()) expect(alarmsOf(event).length).toBeGreaterThan(0);
      await save({ enabled: true, thresholds: [90, 30, 7, 0] });
    });

    it("regenerating the secret stops the old URL", async () => {
      const oldUrl = await newToken();
      const newUrl = await newToken();
      expect(newUrl).not.toBe(oldUrl);
      const old = await fetchFeed(oldUrl);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toMatchObject({
        code: "NOT_FOUND",
        message: "The requested resource was not found.",
      });
      expect((await fetchFeed(newUrl)).statusCode).toBe(200);
    });

    it("keeps only a hash of the secret: the database cannot give the feed away", async () => {
      const url = await newToken();
      const token = new URL(url).pathname.replace(/^\/api\/calendar\//, "").replace(/\.ics$/, "");
      const [row] = await testApp.database.db
        .select()
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, worker.userId));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(row?.calendarTokenHash).toBe(hashSecretToken(token));
      // Shown again on the next visit, and still working.
      expect((await settings()).json()).toMatchObject({ calendar_feed_url: url });
      expect((await fetchFeed(url)).statusCode).toBe(200);
    });

    it("a wrong or malformed secret gets 404", async () => {
      for (const token of ["A".repeat(43), "short", "not a token at all"]) {
        const response = await testApp.app.inject({
          method: "GET",
          url: `/api/calendar/${encodeURIComponent(token)}.ics`,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
      }
    });

    it("switching the feed off stops its URL", async () => {
      const url = await newToken();
      const off = await testApp.app.inject({
        method: "DELETE",
        url: "/api/reminders/calendar-token",
        headers: worker.headers,
      });
      expect(off.statusCode).toBe(204);
      expect((await fetchFeed(url)).statusCode).toBe(404);
      expect((await settings()).json()).toMatchObject({ calendar_feed_url: null });
    });
  });

  it("writes a Polish worker's feed in Polish, with the right-to-work dates and their reminder alarms (issue 52)", async () => {
    const polish = await signedInUser(testApp.app);
    await testApp.database.db.update(users).set({ language: "pl" }).where(eq(users.id, polish.userId));
    await testApp.database.db
      .insert(documents)
      .values({ userId: polish.userId, documentType: "passport", expiryDate: "2030-01-15" });
    const generated = new Date(Date.now() - 10 * day * 1000).toISOString().slice(0, 10);
    const saved = await testApp.app.inject({
      method: "PUT",
      url: "/api/right-to-work",
      headers: polish.headers,
      payload: {
        route: "time-limited",
        share_code: "W4B8KX9ZQ",
        share_code_generated_on: generated,
        permission_ends_on: "2030-06-30",
        date_of_birth: "1990-04-17",
      },
    });
    expect(saved.statusCode).toBe(200);
    const token = await testApp.app.inject({
      method: "POST",
      url: "/api/reminders/calendar-token",
      headers: polish.headers,
    });
    const feed = await testApp.app.inject({
      method: "GET",
      url: new URL((token.json() as { calendar_feed_url: string }).calendar_feed_url).pathname,
    });
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("SiteReady: terminy ważności");
    const events = [...eventsOf(feed.body).values()];
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain("Paszport: koniec ważności");
    const permission = events.find(
      (event) => event.uid === `right-to-work-${polish.userId}-permission@siteready`,
    );
    expect(permission?.startDate.toString()).toBe("2030-06-30");
    expect(permission?.summary).not.toBe("Permission to work ends");
    expect(alarmsOf(permission).map((alarm) => alarm.seconds)).toEqual(
      [60, 30, 7, 0].map((days) => -days * day + nineInTheMorning),
    );
    expect(alarmsOf(permission).at(-1)?.says).toMatch(/: dzisiaj$/);
    const code = events.find((event) => event.uid.startsWith(`right-to-work-${polish.userId}-share-code-`));
    expect(code?.startDate.toString()).toBe(saved.json().record.share_code_expires_on);
    expect(alarmsOf(code).map((alarm) => alarm.says)).toEqual([expect.stringMatching(/: za 7 dni$/)]);
  });
});
