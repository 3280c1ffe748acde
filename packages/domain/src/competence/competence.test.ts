import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { decodeMessageRef, wordMessage } from "../i18n/index.ts";
import {
  type CompetenceEntryView,
  type Confirmation,
  changesConfirmedFacts,
  competenceEntryInputSchema,
  confirmationExpiry,
  confirmationRequestInputSchema,
  confirmationWords,
  entriesByYear,
  linkState,
  maskedEmail,
  supervisorAnswerInputSchema,
} from "./competence.ts";

const english = (ref: Parameters<typeof wordMessage>[0]) => wordMessage(ref, catalogues.en, "en");
/** The English of a schema's first message for a field. */
function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  const message = result.error?.issues[0]?.message ?? "";
  const ref = decodeMessageRef(message);
  return ref ? english(ref) : message;
}

const toolboxTalk = {
  kind: "toolbox_talk",
  title: "Working at height",
  provider: "Northern Groundworks",
  date: "2026-11-03",
  hours: "0.5",
};

describe("a competence entry", () => {
  it("takes hours as people type them, in quarter hours", () => {
    const hours = (value: string | number) =>
      competenceEntryInputSchema.safeParse({ ...toolboxTalk, hours: value });
    expect(hours("0.25").data?.hours).toBe(0.25);
    expect(hours("1,5").data?.hours).toBe(1.5);
    expect(hours(" 2 ").data?.hours).toBe(2);
    expect(hours(1000).data?.hours).toBe(1000);
    for (const wrong of ["0", "0.2", "1000.25", "-1", "1.3", "two", 0.1, 1001]) {
      expect(firstMessage(hours(wrong))).toBe(
        "Enter hours from 0.25 to 1000, in quarter hours (for example 1.5 or 0.25)",
      );
    }
    expect(firstMessage(hours(""))).toBe("Hours is required");
  });

  it("needs a kind it knows, a title and a real date, with words for each", () => {
    expect(firstMessage(competenceEntryInputSchema.safeParse({ ...toolboxTalk, kind: "party" }))).toBe(
      "Please choose a kind of entry from the list",
    );
    expect(firstMessage(competenceEntryInputSchema.safeParse({ ...toolboxTalk, title: "  " }))).toBe(
      "What it was is required",
    );
    expect(competenceEntryInputSchema.safeParse({ ...toolboxTalk, date: "2026-02-30" }).success).toBe(false);
    expect(competenceEntryInputSchema.parse({ ...toolboxTalk, provider: "" }).provider).toBeUndefined();
  });

  it("drops a confirmation only when a confirmed fact changes, not the worker's own notes", () => {
    const current = {
      kind: "toolbox_talk",
      title: "Working at height",
      provider: "Northern Groundworks",
      date: "2026-11-03",
      hours: 0.5,
    } as const satisfies Partial<CompetenceEntryView>;
    const next = competenceEntryInputSchema.parse({ ...toolboxTalk, notes: "Harness check too" });
    expect(changesConfirmedFacts(current, next)).toBe(false);
    expect(changesConfirmedFacts(current, { ...next, hours: 1 })).toBe(true);
    expect(changesConfirmedFacts(current, { ...next, provider: undefined })).toBe(true);
    expect(changesConfirmedFacts({ ...current, provider: null }, { ...next, provider: undefined })).toBe(
      false,
    );
  });

  it("groups entries by year, latest first, with each year's hours", () => {
    const groups = entriesByYear([
      { date: "2025-04-01", hours: 7 },
      { date: "2026-11-03", hours: 0.5 },
      { date: "2026-01-10", hours: 1.25 },
    ]);
    expect(groups.map((group) => [group.year, group.hours, group.entries.length])).toEqual([
      ["2026", 1.75, 2],
      ["2025", 7, 1],
    ]);
  });
});

describe("a supervisor's confirmation", () => {
  const sent = new Date("2026-12-01T10:00:00Z");

  it("asks for a supervisor's name and a real e-mail address", () => {
    expect(
      confirmationRequestInputSchema.safeParse({ supervisor_name: "Sam Lee", supervisor_email: "sam@acme" })
        .success,
    ).toBe(false);
    expect(
      confirmationRequestInputSchema.parse({
        supervisor_name: " Sam Lee ",
        supervisor_email: "sam@acme.test",
      }),
    ).toEqual({ supervisor_name: "Sam Lee", supervisor_email: "sam@acme.test" });
    expect(
      supervisorAnswerInputSchema.safeParse({ token: "x".repeat(43), name: "", decision: "confirm" }).success,
    ).toBe(false);
  });

  it("works once, for 14 days", () => {
    const expiresAt = confirmationExpiry(sent);
    expect(expiresAt.toISOString()).toBe("2026-12-15T10:00:00.000Z");
    expect(linkState({ state: "requested", expiresAt }, new Date("2026-12-15T09:59:59Z"))).toBe("open");
    expect(linkState({ state: "requested", expiresAt }, new Date("2026-12-15T10:00:00Z"))).toBe("expired");
    expect(linkState({ state: "confirmed", expiresAt }, sent)).toBe("used");
    expect(linkState({ state: "declined", expiresAt }, sent)).toBe("used");
    expect(linkState({ state: "withdrawn", expiresAt }, sent)).toBe("withdrawn");
    expect(linkState({ state: "bounced", expiresAt }, sent)).toBe("withdrawn");
  });

  it("says who confirmed, with the e-mail masked, and never that SiteReady verified anything", () => {
    const states: Confirmation[] = [
      { state: "unconfirmed" },
      {
        state: "requested",
        supervisor_name: "Sam Lee",
        supervisor_email: "sam@acme.test",
        requested_at: sent.toISOString(),
        expires_at: "2026-12-15T10:00:00.000Z",
      },
      {
        state: "expired",
        supervisor_name: "Sam Lee",
        supervisor_email: "sam@acme.test",
        expires_at: "2026-12-15T10:00:00.000Z",
      },
      { state: "bounced", supervisor_name: "Sam Lee", supervisor_email: "sam@acme.tset" },
      { state: "confirmed", by_name: "Sam Lee", by_email: "sam@acme.test", at: "2026-12-02T08:30:00.000Z" },
      { state: "declined", by_name: "Sam Lee", by_email: "sam@acme.test", at: "2026-12-02T08:30:00.000Z" },
    ];
    const words = states.map((state) => english(confirmationWords(state)));
    expect(words).toEqual([
      "Not confirmed",
      "Waiting for Sam Lee (sam@acme.test) to confirm. The link works until 15 Dec 2026.",
      "Sam Lee did not answer before the link expired on 15 Dec 2026. You can ask again.",
      "The e-mail to sam@acme.tset could not be delivered. Check the address and send again.",
      "Confirmed by Sam Lee (s•••@acme.test) on 2 Dec 2026",
      "Sam Lee did not confirm this entry on 2 Dec 2026.",
    ]);
    for (const language of ["en", "pl", "ro", "lt", "bg"] as const) {
      const all = Object.entries(catalogues[language])
        .filter(([key]) => key.startsWith("competence."))
        .map(([, text]) => String(text).toLowerCase());
      expect(all.filter((text) => text.includes("verified") || text.includes("zweryfik"))).toEqual([]);
    }
    expect(maskedEmail("x")).toBe("•••");
  });
});
