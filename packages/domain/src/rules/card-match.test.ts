import { describe, expect, it } from "vitest";
import { cardMatch, isCardValid, validCardTypes } from "./card-match.ts";

const now = new Date("2026-01-15T10:00:00Z");

describe("cardMatch", () => {
  it("marks each required card held, expired or missing", () => {
    const match = cardMatch(
      ["cpcs-competent-operator", "cscs-labourer", "sssts"],
      [
        { card_type: "cpcs-competent-operator", expiry_date: "2028-03-01" },
        { card_type: "cscs-labourer", expiry_date: "2025-12-31" },
      ],
      now,
    );
    expect(match).toEqual({
      cards: [
        { card_type: "cpcs-competent-operator", name: expect.stringContaining("CPCS"), status: "held" },
        { card_type: "cscs-labourer", name: "CSCS Labourer (Green)", status: "expired" },
        { card_type: "sssts", name: expect.stringContaining("SSSTS"), status: "missing" },
      ],
      holdsAll: false,
    });
  });

  it("holds all when every required card is in date, including on its expiry day", () => {
    const match = cardMatch(
      ["cscs-labourer"],
      [{ card_type: "cscs-labourer", expiry_date: "2026-01-15" }],
      now,
    );
    expect(match.holdsAll).toBe(true);
    expect(
      cardMatch(["cscs-labourer"], [{ card_type: "cscs-labourer", expiry_date: "2026-01-14" }], now).holdsAll,
    ).toBe(false);
  });

  it("counts a card without an expiry date (IOSH) as held", () => {
    expect(
      cardMatch(["iosh-working-safely"], [{ card_type: "iosh-working-safely", expiry_date: null }], now),
    ).toEqual({ cards: [expect.objectContaining({ status: "held" })], holdsAll: true });
  });

  it("uses a renewed card when the worker also keeps the expired one", () => {
    const held = [
      { card_type: "cscs-labourer", expiry_date: "2024-01-01" },
      { card_type: "cscs-labourer", expiry_date: "2029-01-01" },
    ];
    expect(cardMatch(["cscs-labourer"], held, now).cards[0]?.status).toBe("held");
  });

  it("matches by exact card type: a card of the same scheme does not stand in for another", () => {
    const held = [{ card_type: "cscs-supervisor", expiry_date: "2029-01-01" }];
    expect(cardMatch(["cscs-skilled-worker"], held, now).cards[0]?.status).toBe("missing");
  });

  it("holds all for a job that needs no cards, and lists a required card once", () => {
    expect(cardMatch([], [], now)).toEqual({ cards: [], holdsAll: true });
    expect(cardMatch(["sssts", "sssts"], [], now).cards).toHaveLength(1);
  });

  it("shows an id no longer in the catalogue as it is", () => {
    expect(cardMatch(["retired-card"], [], now).cards[0]).toEqual({
      card_type: "retired-card",
      name: "retired-card",
      status: "missing",
    });
  });
});

describe("validCardTypes", () => {
  it("lists each in-date card type once", () => {
    expect(
      validCardTypes(
        [
          { card_type: "cscs-labourer", expiry_date: "2027-01-01" },
          { card_type: "cscs-labourer", expiry_date: "2028-01-01" },
          { card_type: "sssts", expiry_date: "2020-01-01" },
          { card_type: "iosh-managing-safely", expiry_date: undefined },
        ],
        now,
      ),
    ).toEqual(["cscs-labourer", "iosh-managing-safely"]);
    expect(isCardValid({ card_type: "sssts", expiry_date: "2026-01-16" }, now)).toBe(true);
  });
});
