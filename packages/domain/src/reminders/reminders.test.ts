import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import {
  DEFAULT_REMINDER_THRESHOLDS,
  dueReminderThreshold,
  MISSED_REMINDER_GRACE_DAYS,
  passedReminderThresholds,
  reminderEmail,
  reminderSettingsInputSchema,
  reminderThresholdsFor,
} from "./reminders.ts";

const appUrl = "https://siteready.example";

describe("thresholds", () => {
  it("default to 90, 30, 7 and 0 days", () => {
    expect(DEFAULT_REMINDER_THRESHOLDS).toEqual([90, 30, 7, 0]);
  });
  it("add a card's notice period, largest first, without repeats", () => {
    expect(reminderThresholdsFor([90, 30, 7, 0], 60)).toEqual([90, 60, 30, 7, 0]);
    expect(reminderThresholdsFor([0, 7, 30, 90], 90)).toEqual([90, 30, 7, 0]);
    expect(reminderThresholdsFor([14])).toEqual([14]);
  });
});

describe("dueReminderThreshold", () => {
  const thresholds = [90, 30, 7, 0];
  it("is null before the largest threshold is reached", () => {
    expect(dueReminderThreshold(91, thresholds)).toBeNull();
    expect(dueReminderThreshold(400, thresholds)).toBeNull();
  });
  it("is the threshold on its day", () => {
    expect(dueReminderThreshold(90, thresholds)).toBe(90);
    expect(dueReminderThreshold(30, thresholds)).toBe(30);
    expect(dueReminderThreshold(7, thresholds)).toBe(7);
    expect(dueReminderThreshold(0, thresholds)).toBe(0);
  });
  it("between thresholds, the smallest one reached (added 10 days before expiry: the 30-day reminder)", () => {
    expect(dueReminderThreshold(89, thresholds)).toBe(90);
    expect(dueReminderThreshold(31, thresholds)).toBe(90);
    expect(dueReminderThreshold(10, thresholds)).toBe(30);
    expect(dueReminderThreshold(1, thresholds)).toBe(7);
  });
  it("after expiry, the expiry reminder for a few days only", () => {
    expect(dueReminderThreshold(-1, thresholds)).toBe(0);
    expect(dueReminderThreshold(-MISSED_REMINDER_GRACE_DAYS, thresholds)).toBe(0);
    expect(dueReminderThreshold(-MISSED_REMINDER_GRACE_DAYS - 1, thresholds)).toBeNull();
  });
  it("honours custom thresholds", () => {
    expect(dueReminderThreshold(20, [14, 3])).toBeNull();
    expect(dueReminderThreshold(14, [14, 3])).toBe(14);
    expect(dueReminderThreshold(2, [14, 3])).toBe(3);
    expect(dueReminderThreshold(5, [])).toBeNull();
  });
  it("the larger thresholds passed are the ones above the due one", () => {
    expect(passedReminderThresholds(30, [0, 7, 30, 60, 90])).toEqual([90, 60]);
    expect(passedReminderThresholds(90, [90, 30])).toEqual([]);
  });
});

describe("reminder settings input", () => {
  it("accepts up to 6 unique whole days from 0 to 365, sorted largest first", () => {
    expect(reminderSettingsInputSchema.parse({ enabled: true, thresholds: [0, 365, 14] })).toEqual({
      enabled: true,
      thresholds: [365, 14, 0],
    });
  });
  it("refuses repeats, more than 6, fractions, out-of-range days and an empty list", () => {
    const refuse = (thresholds: unknown) =>
      expect(reminderSettingsInputSchema.safeParse({ enabled: true, thresholds }).success).toBe(false);
    refuse([7, 7]);
    refuse([1, 2, 3, 4, 5, 6, 7]);
    refuse([1.5]);
    refuse([-1]);
    refuse([366]);
    refuse([]);
    refuse("30");
    expect(reminderSettingsInputSchema.safeParse({ thresholds: [30] }).success).toBe(false);
  });
});

describe("the reminder's words for when", () => {
  const subject = (daysLeft: number) =>
    reminderEmail({
      item: { kind: "document", id: "d1", documentType: "passport", expiryDate: "2026-12-22" },
      daysLeft,
      appUrl,
      settingsPath: "/profile",
      unsubscribeUrl: appUrl,
    }).subject;
  it("says when in plain words", () => {
    expect(subject(30)).toBe("Your passport expires in 30 days");
    expect(subject(1)).toBe("Your passport expires tomorrow");
    expect(subject(0)).toBe("Your passport expires today");
    expect(subject(-1)).toBe("Your passport expired yesterday");
    expect(subject(-3)).toBe("Your passport expired 3 days ago");
  });
});

describe("reminderEmail", () => {
  const links = {
    settingsPath: "/profile#reminder-settings",
    unsubscribeUrl: `${appUrl}/api/reminders/off?token=t`,
  };
  it("says what expires, when, what to do, and links to the card", () => {
    const email = reminderEmail({
      item: { kind: "skills_card", id: "card-1", cardType: "cscs-skilled-worker", expiryDate: "2026-12-22" },
      daysLeft: 30,
      ...links,
      appUrl: `${appUrl}/`,
      recipientName: "Sam",
    });
    expect(email.subject).toBe("Your CSCS Skilled Worker (Blue) card expires in 30 days");
    expect(email.text).toContain("Hello Sam,");
    expect(email.text).toContain("Your CSCS Skilled Worker (Blue) card expires in 30 days, on 22 Dec 2026.");
    expect(email.text).toContain(`Start your renewal: ${appUrl}/skills-cards#card-card-1`);
    // The small print, after the usual "-- " line: why it came, its settings and the one-click switch-off.
    expect(email.text).toContain(
      `\n-- \nYou get these reminders because expiry reminders are on in SiteReady.\nChoose your reminder days: ${appUrl}/profile#reminder-settings\nStop these e-mails: ${appUrl}/api/reminders/off?token=t\n`,
    );
  });
  it("before the renewal window opens, says when it opens and still links to the card", () => {
    const email = reminderEmail({
      item: { kind: "skills_card", id: "c2", cardType: "cisrs-scaffolder", expiryDate: "2026-12-31" },
      daysLeft: 365,
      ...links,
      appUrl,
    });
    expect(email.text).toContain("Hello,");
    expect(email.text).toContain("Renewal opens on 30 Jun 2026. See it in SiteReady: ");
    expect(email.text).toContain(`${appUrl}/skills-cards#card-c2`);
  });
  it("a card's reminder in the worker's language: Polish, the card's name as printed, the date day-month-year", () => {
    const email = reminderEmail({
      item: { kind: "skills_card", id: "card-1", cardType: "cscs-skilled-worker", expiryDate: "2026-12-22" },
      daysLeft: 30,
      ...links,
      appUrl,
      recipientName: "Łukasz",
      words: { language: "pl", catalogue: catalogues.pl },
    });
    expect(email.subject).toBe("Twoja karta CSCS Skilled Worker (Blue) wygasa za 30 dni");
    expect(email.text).toContain("Dzień dobry Łukasz,");
    expect(email.text).toContain(
      "Twoja karta CSCS Skilled Worker (Blue) wygasa za 30 dni, dnia 22 grudnia 2026.",
    );
    expect(email.text).toContain(`Zacznij odnawianie: ${appUrl}/skills-cards#card-card-1`);
    expect(email.text).toContain(`Wyłącz te e-maile: ${appUrl}/api/reminders/off?token=t`);
  });
  it("a document's reminder in the worker's language: its kind in Polish, the window's date in Polish", () => {
    const email = reminderEmail({
      item: { kind: "document", id: "d1", documentType: "passport", expiryDate: "2026-12-22" },
      daysLeft: 120,
      ...links,
      appUrl,
      words: { language: "pl", catalogue: catalogues.pl },
    });
    expect(email.subject).toBe("Paszport: ważność kończy się za 120 dni");
    expect(email.text).toContain("Paszport: ważność kończy się za 120 dni, dnia 22 grudnia 2026.");
    expect(email.text).toContain(
      `Odnów: Paszport (od 23 września 2026). Zobacz w SiteReady: ${appUrl}/documents#document-d1`,
    );
  });
  it("cards that cannot be renewed: apply for a new card", () => {
    const email = reminderEmail({
      item: { kind: "skills_card", id: "c3", cardType: "cscs-experienced-worker", expiryDate: "2026-12-22" },
      daysLeft: 7,
      ...links,
      appUrl,
    });
    expect(email.text).toContain("Apply for a new card — this card cannot be renewed: ");
  });
  it("documents: renew your passport, on the day it expires", () => {
    const email = reminderEmail({
      item: { kind: "document", id: "d1", documentType: "passport", expiryDate: "2026-12-22" },
      daysLeft: 0,
      ...links,
      appUrl,
    });
    expect(email.subject).toBe("Your passport expires today");
    expect(email.text).toContain("Your passport expires today, 22 Dec 2026.");
    expect(email.text).toContain(`Renew your passport: ${appUrl}/documents#document-d1`);
  });
  it("qualifications after expiry", () => {
    const email = reminderEmail({
      item: { kind: "qualification", id: "q1", type: "First Aid at Work", expiryDate: "2026-12-22" },
      daysLeft: -2,
      ...links,
      appUrl,
    });
    expect(email.subject).toBe("Your First Aid at Work expired 2 days ago");
    expect(email.text).toContain("on 22 Dec 2026.");
    expect(email.text).toContain(
      `Expired: renew your First Aid at Work now: ${appUrl}/qualifications#qualification-q1`,
    );
  });
  it("throws for an unreadable expiry date", () => {
    expect(() =>
      reminderEmail({
        item: { kind: "document", id: "d1", documentType: "passport", expiryDate: "soon" },
        daysLeft: 3,
        appUrl,
        ...links,
      }),
    ).toThrow(RangeError);
  });
});
