import { describe, expect, it } from "vitest";
import { cardMatch, cardSatisfies, isCardValid, validCardTypes } from "./card-match.ts";

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
        {
          card_type: "cpcs-competent-operator",
          name: expect.stringContaining("CPCS"),
          status: "held",
          expiry_date: "2028-03-01",
        },
        {
          card_type: "cscs-labourer",
          name: "CSCS Labourer (Green)",
          status: "expired",
          expiry_date: "2025-12-31",
        },
        { card_type: "sssts", name: expect.stringContaining("SSSTS"), status: "missing", expiry_date: null },
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

  it("counts a higher card of the same scheme: Skilled Worker (Blue) and above meet a Labourer (Green) job", () => {
    for (const higher of ["cscs-skilled-worker", "cscs-advanced-craft", "cscs-supervisor", "cscs-manager"]) {
      const held = [{ card_type: higher, expiry_date: "2029-01-01" }];
      expect(cardMatch(["cscs-labourer"], held, now)).toEqual({
        cards: [
          {
            card_type: "cscs-labourer",
            name: "CSCS Labourer (Green)",
            status: "held",
            expiry_date: "2029-01-01",
          },
        ],
        holdsAll: true,
      });
    }
    expect(
      cardMatch(["cpcs-trained-operator"], [{ card_type: "cpcs-competent-operator", expiry_date: null }], now)
        .holdsAll,
    ).toBe(true);
  });

  it("does not count a lower card, a card on another rung, or another scheme's card", () => {
    const status = (required: string, heldType: string) =>
      cardMatch([required], [{ card_type: heldType, expiry_date: "2029-01-01" }], now).cards[0]?.status;
    expect(status("cscs-skilled-worker", "cscs-labourer")).toBe("missing");
    expect(status("cscs-skilled-worker", "cscs-supervisor")).toBe("missing");
    expect(status("cscs-labourer", "cisrs-scaffolder")).toBe("missing");
  });

  it("says expired when only an expired higher card would have met it", () => {
    const held = [{ card_type: "cscs-skilled-worker", expiry_date: "2025-01-01" }];
    expect(cardMatch(["cscs-labourer"], held, now).cards[0]?.status).toBe("expired");
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
      expiry_date: null,
    });
  });
});

describe("cardMatch against the job's last day", () => {
  const jobEnds = "2026-04-12";
  const match = (
    held: Array<{ card_type: string; expiry_date: string | null }>,
    lastDay: string | null = jobEnds,
  ) => cardMatch(["cscs-labourer"], held, now, lastDay);

  it("flags a card that is valid today but expires before the job's last day, and holds all no longer", () => {
    expect(match([{ card_type: "cscs-labourer", expiry_date: "2026-03-20" }])).toEqual({
      cards: [
        {
          card_type: "cscs-labourer",
          name: "CSCS Labourer (Green)",
          status: "expires-during",
          expiry_date: "2026-03-20",
        },
      ],
      holdsAll: false,
    });
    // Valid on the last day itself: it lasts the job.
    expect(match([{ card_type: "cscs-labourer", expiry_date: jobEnds }]).holdsAll).toBe(true);
    expect(match([{ card_type: "cscs-labourer", expiry_date: "2026-04-11" }]).cards[0]?.status).toBe(
      "expires-during",
    );
  });

  it("uses the card that lasts longest, a higher one or one that never expires", () => {
    const renewed = [
      { card_type: "cscs-labourer", expiry_date: "2026-02-01" },
      { card_type: "cscs-skilled-worker", expiry_date: "2030-01-01" },
    ];
    expect(match(renewed).cards[0]).toMatchObject({ status: "held", expiry_date: "2030-01-01" });
    const never = [
      { card_type: "iosh-working-safely", expiry_date: "2026-02-01" },
      { card_type: "iosh-working-safely", expiry_date: null },
    ];
    expect(cardMatch(["iosh-working-safely"], never, now, jobEnds).cards[0]).toMatchObject({
      status: "held",
      expiry_date: null,
    });
  });

  it("flags nothing when the job's end is not known, and keeps expired and missing as they were", () => {
    expect(match([{ card_type: "cscs-labourer", expiry_date: "2026-01-20" }], null).cards[0]?.status).toBe(
      "held",
    );
    expect(match([{ card_type: "cscs-labourer", expiry_date: "2026-01-01" }]).cards[0]?.status).toBe(
      "expired",
    );
    expect(match([]).cards[0]?.status).toBe("missing");
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

describe("the card ladder", () => {
  it("offers a worker with a valid Skilled Worker card the jobs asking for a Labourer card", () => {
    expect(validCardTypes([{ card_type: "cscs-skilled-worker", expiry_date: "2027-01-01" }], now)).toEqual([
      "cscs-skilled-worker",
      "cscs-labourer",
    ]);
    expect(validCardTypes([{ card_type: "cscs-manager", expiry_date: "2020-01-01" }], now)).toEqual([]);
  });

  it("follows the ladder more than one rung down, and never up", () => {
    expect(cardSatisfies("cscs-manager", "cscs-labourer")).toBe(true);
    expect(cardSatisfies("cscs-advanced-craft", "cscs-labourer")).toBe(true);
    expect(cardSatisfies("cscs-labourer", "cscs-labourer")).toBe(true);
    expect(cardSatisfies("cscs-labourer", "cscs-manager")).toBe(false);
    expect(cardSatisfies("a-typed-in-card", "cscs-labourer")).toBe(false);
  });
});
