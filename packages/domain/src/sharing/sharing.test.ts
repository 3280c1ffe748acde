import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import {
  deleteByError,
  maskEmail,
  sharedCodeInputSchema,
  shareEndsAt,
  shareInputSchema,
  shareMessages,
  shareStatus,
} from "./sharing.ts";

const inEnglish = (days: number | null) => wordMessage(shareStatus(days), catalogues.en, "en");

const now = new Date("2026-11-22T10:00:00Z");
const card = { kind: "skills-card", id: "5b0e7f62-3c1a-4d7e-9f00-0c2a7e1b9d11" };

describe("share input", () => {
  it("defaults to 7 days with no PIN, and needs at least one item", () => {
    const parsed = shareInputSchema.parse({ recipient_label: "Acme Build — site office", items: [card] });
    expect(parsed).toMatchObject({ expiry: "7", private_confirmed: false });
    expect(parsed.pin).toBeUndefined();
    const empty = shareInputSchema.safeParse({ recipient_label: "Acme", items: [] });
    expect(empty.error?.issues.map((issue) => issue.message)).toContain(shareMessages.noItems);
  });

  it("takes a PIN of 4 to 8 digits only, and a blank PIN as none", () => {
    const withPin = (pin: string) => shareInputSchema.safeParse({ recipient_label: "A", items: [card], pin });
    expect(withPin("1234").data?.pin).toBe("1234");
    expect(withPin("").data?.pin).toBeUndefined();
    expect(withPin("12a4").error?.issues[0]?.message).toBe(shareMessages.pinFormat);
    expect(withPin("123").error?.issues[0]?.message).toBe(shareMessages.pinFormat);
  });

  it("asks for the end date when 'a date' is chosen, and ids only on records", () => {
    const dated = shareInputSchema.safeParse({ recipient_label: "A", items: [card], expiry: "date" });
    expect(dated.error?.issues[0]).toMatchObject({
      path: ["expires_on"],
      message: shareMessages.endDateMissing,
    });
    expect(
      shareInputSchema.safeParse({ recipient_label: "A", items: [{ kind: "skills-card" }] }).success,
    ).toBe(false);
    expect(shareInputSchema.safeParse({ recipient_label: "A", items: [{ kind: "utr" }] }).success).toBe(true);
  });
});

describe("shareEndsAt", () => {
  it("counts 1, 7 or 30 days from now, or ends at the close of the chosen day", () => {
    expect(shareEndsAt({ expiry: "7", expires_on: undefined }, now)).toEqual({
      endsAt: new Date("2026-11-29T10:00:00Z"),
    });
    expect(shareEndsAt({ expiry: "date", expires_on: "2026-12-01" }, now)).toEqual({
      endsAt: new Date("2026-12-01T23:59:59.999Z"),
    });
    expect(shareEndsAt({ expiry: "date", expires_on: "2026-11-22" }, now)).toEqual({
      error: shareMessages.endDatePast,
    });
    expect(shareEndsAt({ expiry: "date", expires_on: "2028-01-01" }, now)).toEqual({
      error: shareMessages.endDateTooFar,
    });
  });
});

describe("shareStatus", () => {
  it("says valid, expiring in N days or expired", () => {
    expect(inEnglish(null)).toBe("No expiry date");
    expect(inEnglish(-1)).toBe("Expired");
    expect(inEnglish(0)).toBe("Expiring today");
    expect(inEnglish(1)).toBe("Expiring in 1 day");
    expect(inEnglish(90)).toBe("Expiring in 90 days");
    expect(inEnglish(91)).toBe("Valid");
  });

  it("is said by key, so a Polish or Romanian reader counts the days in their language", () => {
    expect(wordMessage(shareStatus(22), catalogues.pl, "pl")).toBe("Traci ważność za 22 dni");
    expect(wordMessage(shareStatus(25), catalogues.ro, "ro")).toBe("Expiră în 25 de zile");
  });
});

describe("share controls (issue 51)", () => {
  const base = { recipient_label: "Acme", items: [card] };
  const messagesOf = (input: Record<string, unknown>) =>
    shareInputSchema
      .safeParse({ ...base, ...input })
      .error?.issues.map((issue) => [issue.path, issue.message]);

  it("takes a view limit of 1 to 100 whole views, typed or sent as a number; empty is none", () => {
    expect(shareInputSchema.parse({ ...base, max_views: 2 }).max_views).toBe(2);
    expect(shareInputSchema.parse({ ...base, max_views: "100" }).max_views).toBe(100);
    expect(shareInputSchema.parse({ ...base, max_views: "" }).max_views).toBeUndefined();
    expect(shareInputSchema.parse(base).max_views).toBeUndefined();
    for (const max_views of [0, 101, 2.5, "1.5", "lots", -1]) {
      expect(messagesOf({ max_views })).toEqual([[["max_views"], shareMessages.maxViewsRange]]);
    }
  });

  it("asks for the code only with the recipient's address, and checks the address", () => {
    expect(messagesOf({ verify_recipient: true })).toEqual([
      [["verify_recipient"], shareMessages.verifyNeedsEmail],
    ]);
    expect(messagesOf({ verify_recipient: true, recipient_email: "  " })).toEqual([
      [["verify_recipient"], shareMessages.verifyNeedsEmail],
    ]);
    const parsed = shareInputSchema.parse({
      ...base,
      recipient_email: "jo@acme.co.uk",
      verify_recipient: true,
    });
    expect(parsed).toMatchObject({ recipient_email: "jo@acme.co.uk", verify_recipient: true });
    // A bad address is its own field's error, not a second one on the tick.
    const bad = messagesOf({ recipient_email: "jo@", verify_recipient: true });
    expect(bad?.map(([path]) => path)).toEqual([["recipient_email"]]);
    expect(shareInputSchema.parse({ ...base, recipient_email: "jo@acme.co.uk" }).verify_recipient).toBe(
      false,
    );
  });

  it("takes a delete-by date from today to 366 days on, which may fall after the link ends", () => {
    expect(deleteByError(undefined, now)).toBeNull();
    expect(deleteByError("2026-11-22", now)).toBeNull();
    expect(deleteByError("2027-11-23", now)).toBeNull();
    expect(deleteByError("2026-11-21", now)).toBe(shareMessages.deleteByPast);
    expect(deleteByError("2027-11-24", now)).toBe(shareMessages.deleteByTooFar);
    expect(messagesOf({ delete_by: "31/12/2026" })?.map(([path]) => path)).toEqual([["delete_by"]]);
    expect(shareInputSchema.parse({ ...base, expiry: "1", delete_by: "2027-06-30" }).delete_by).toBe(
      "2027-06-30",
    );
  });

  it("masks the recipient's address to its first letter and domain", () => {
    expect(maskEmail("jane.smith@acme.co.uk")).toBe("j•••@acme.co.uk");
    expect(maskEmail("j@x.org")).toBe("j•••@x.org");
    expect(maskEmail("no-at-sign")).toBe("•••");
  });

  it("takes a code of six digits only", () => {
    const code = (value: string) =>
      sharedCodeInputSchema.safeParse({ token: "t".repeat(43), code: value }).success;
    expect(code("012345")).toBe(true);
    expect(code(" 012345 ")).toBe(true);
    expect(code("12345")).toBe(false);
    expect(code("12345a")).toBe(false);
  });

  it("words the view limit and the delete-by date in every language", () => {
    for (const language of ["en", "pl", "ro", "lt", "bg"] as const) {
      const catalogue = catalogues[language];
      expect(catalogue["sharing.message.viewLimitReached"]).toBeTruthy();
      expect(
        wordMessage({ key: "sharing.viewsUsed", values: { used: 2, max: 2 } }, catalogue, language),
      ).toMatch(/2.*2/);
    }
    expect(wordMessage({ key: "sharing.viewsUsed", values: { used: 2, max: 2 } }, catalogues.en, "en")).toBe(
      "2 of 2 views used",
    );
  });
});
