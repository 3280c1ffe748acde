import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { shareEndsAt, shareInputSchema, shareMessages, shareStatus } from "./sharing.ts";

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
