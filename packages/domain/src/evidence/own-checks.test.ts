import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { formatMessage } from "../i18n/translate.ts";
import { smartCheckWebsite } from "./evidence.ts";
import { ownCheckInputSchema, ownCheckView, smartCheckNudgeEmail } from "./own-checks.ts";

const facts = { number: "12345678", expiry_date: "2028-01-31", type: "cscs-blue-skilled" };
const checkedAt = new Date("2026-12-03T10:00:00Z");

describe("the holder's own Smart Check look-up", () => {
  it("says when the worker looked it up and what it showed, for the card's current facts", () => {
    const view = ownCheckView(
      { outcome: "still-verifies", checkedAt, facts },
      { ...facts, number: "1234 5678" },
    );
    expect(view).toMatchObject({
      outcome: "still-verifies",
      current: true,
      checked_at: checkedAt.toISOString(),
    });
    expect(view.summary).toEqual({ key: "evidence.own.summary.yes", values: { date: "2026-12-03" } });
    expect(ownCheckView({ outcome: "did-not-verify", checkedAt, facts }, facts).summary.key).toBe(
      "evidence.own.summary.no",
    );
  });

  it("is shown as for the old details once the card's facts change", () => {
    const view = ownCheckView(
      { outcome: "still-verifies", checkedAt, facts },
      { ...facts, number: "87654321" },
    );
    expect(view.current).toBe(false);
    expect(view.summary).toEqual({
      key: "evidence.own.summary.oldFacts",
      values: { date: "2026-12-03", number: "12345678" },
    });
  });

  it("takes a kind, a record and one of the two answers, nothing else", () => {
    const id = "7d1c1c1e-0000-4000-8000-000000000001";
    expect(
      ownCheckInputSchema.safeParse({ kind: "skills-card", id, outcome: "still-verifies" }).success,
    ).toBe(true);
    const wrong = ownCheckInputSchema.safeParse({ kind: "skills-card", id, outcome: "matches" });
    expect(wrong.error?.issues[0]?.message).toContain("evidence.own.chooseOutcome");
    expect(
      ownCheckInputSchema.safeParse({ kind: "skills-card", id, outcome: "did-not-verify", x: 1 }).success,
    ).toBe(false);
  });
});

describe("the monthly nudge e-mail", () => {
  const email = (language: "en" | "pl") =>
    smartCheckNudgeEmail({
      cards: [
        { name: "Blue Skilled Worker", number: "12345678" },
        { name: "CPCS Blue", number: null },
      ],
      appUrl: "https://siteready.example/",
      settingsPath: "/profile#reminder-settings",
      unsubscribeUrl: "https://siteready.example/api/off?token=t",
      recipientName: "Ana",
      say: (key, values) => formatMessage(catalogues[language], language, key, values),
    });

  it("lists each card with its number, the official Smart Check link, where to answer and the switch-off", () => {
    const { subject, text } = email("en");
    expect(subject).toBe("Check that your cards still verify on Smart Check");
    expect(text).toContain("Ana");
    expect(text).toContain("these cards still verify");
    expect(text).toContain("- Blue Skilled Worker, number 12345678");
    expect(text).toContain("- CPCS Blue (no number saved)");
    expect(text).toContain(smartCheckWebsite.url);
    expect(text).toContain("https://siteready.example/wallet#smart-check");
    expect(text).toContain("https://siteready.example/profile#reminder-settings");
    expect(text).toContain("https://siteready.example/api/off?token=t");
  });

  it("is written in the worker's language", () => {
    const { subject, text } = email("pl");
    expect(subject).toContain("Smart Check");
    expect(text).toContain("numer 12345678");
    expect(text).not.toContain("Look each one up");
  });
});
