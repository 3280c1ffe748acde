import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import {
  createPersonalDetailsInputSchema,
  hasReachedAge,
  personalDetailsFieldLabels,
  personalDetailsInputSchema,
} from "./personal-details.ts";

const now = new Date("2026-03-12T10:00:00Z");
const schema = createPersonalDetailsInputSchema(now);

const valid = {
  first_name: "Siobhán",
  last_name: "O’Neill",
  email: "siobhan@example.com",
  phone: "07700 900123",
  date_of_birth: "1990-05-20",
  address_line1: "1 High Street",
  city: "Leeds",
  postcode: "ls1 4ap",
  country: "",
};

describe("personalDetailsInputSchema", () => {
  it("normalises a valid record", () => {
    expect(schema.parse(valid)).toEqual({
      first_name: "Siobhán",
      last_name: "O’Neill",
      email: "siobhan@example.com",
      phone: "+447700900123",
      date_of_birth: "1990-05-20",
      address_line1: "1 High Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      country: "United Kingdom",
    });
  });

  it("accepts a record without the optional fields and defaults the country", () => {
    const { phone: _phone, date_of_birth: _dob, country: _country, ...required } = valid;
    const parsed = schema.parse(required);
    expect(parsed.country).toBe("United Kingdom");
    expect(parsed.phone).toBeUndefined();
    expect(parsed.date_of_birth).toBeUndefined();
  });

  it("keeps a country that was given", () => {
    expect(schema.parse({ ...valid, country: " Ireland " }).country).toBe("Ireland");
  });

  it("says which required fields are missing, in the spec's form", () => {
    expect(issuesOf(schema, {})).toEqual([
      { path: "first_name", message: "First name is required" },
      { path: "last_name", message: "Last name is required" },
      { path: "email", message: "Email is required" },
      { path: "address_line1", message: "Address line 1 is required" },
      { path: "city", message: "Town or city is required" },
      { path: "postcode", message: "Postcode is required" },
    ]);
  });

  it("gives each field's format message", () => {
    expect(
      issuesOf(schema, {
        ...valid,
        first_name: "J0hn",
        email: "john@",
        phone: "12ab",
        date_of_birth: "1990-02-30",
        postcode: "ZZ",
      }),
    ).toEqual([
      { path: "first_name", message: "Name must contain only letters, spaces, hyphens and apostrophes" },
      { path: "email", message: "Please enter a valid email address" },
      {
        path: "phone",
        message:
          "Please enter a valid phone number. Use only digits and spaces, with + before a country code.",
      },
      { path: "date_of_birth", message: "Please enter a valid date" },
      { path: "postcode", message: "Please enter a valid UK postcode" },
    ]);
  });

  it("sanitises every text field", () => {
    const parsed = schema.parse({ ...valid, address_line1: " <b>1 High Street</b> ", city: "<Leeds>" });
    expect(parsed.address_line1).toBe("b1 High Street/b");
    expect(parsed.city).toBe("Leeds");
  });

  it("limits the city to 60 characters", () => {
    expect(issuesOf(schema, { ...valid, city: "x".repeat(61) })).toEqual([
      { path: "city", message: "Town or city must be 60 characters or fewer" },
    ]);
  });

  describe("date of birth", () => {
    it.each(["2026-03-12", "2026-03-13", "2030-01-01"])("rejects %s as not in the past", (dateOfBirth) => {
      expect(issuesOf(schema, { ...valid, date_of_birth: dateOfBirth })).toEqual([
        { path: "date_of_birth", message: "Date of birth must be in the past" },
      ]);
    });
    it("accepts someone who turns 16 today", () => {
      expect(schema.parse({ ...valid, date_of_birth: "2010-03-12" }).date_of_birth).toBe("2010-03-12");
    });
    it("rejects someone who turns 16 tomorrow", () => {
      expect(issuesOf(schema, { ...valid, date_of_birth: "2010-03-13" })).toEqual([
        { path: "date_of_birth", message: "You must be at least 16 years old" },
      ]);
    });
    it("reads the clock at each parse when given one", () => {
      let current = new Date("2026-03-12T00:00:00Z");
      const clocked = createPersonalDetailsInputSchema(() => current);
      expect(clocked.safeParse({ ...valid, date_of_birth: "2010-03-13" }).success).toBe(false);
      current = new Date("2026-03-13T00:00:00Z");
      expect(clocked.safeParse({ ...valid, date_of_birth: "2010-03-13" }).success).toBe(true);
    });
    it("the default schema accepts an adult's date of birth", () => {
      expect(personalDetailsInputSchema.parse(valid).date_of_birth).toBe("1990-05-20");
    });
  });

  it("labels all nine §3 fields", () => {
    expect(Object.keys(personalDetailsFieldLabels)).toEqual([
      "first_name",
      "last_name",
      "email",
      "phone",
      "date_of_birth",
      "address_line1",
      "city",
      "postcode",
      "country",
    ]);
  });
});

describe("hasReachedAge", () => {
  it("counts whole calendar years in UTC", () => {
    expect(hasReachedAge("2010-03-12", 16, new Date("2026-03-11T23:59:59Z"))).toBe(false);
    expect(hasReachedAge("2010-03-12", 16, new Date("2026-03-12T00:00:00Z"))).toBe(true);
  });
  it("gives a 29 February birthday on 1 March in a year without one", () => {
    expect(hasReachedAge("2008-02-29", 17, new Date("2025-02-28T12:00:00Z"))).toBe(false);
    expect(hasReachedAge("2008-02-29", 17, new Date("2025-03-01T00:00:00Z"))).toBe(true);
  });
  it("keeps a 29 February birthday in a leap year", () => {
    expect(hasReachedAge("2008-02-29", 16, new Date("2024-02-28T12:00:00Z"))).toBe(false);
    expect(hasReachedAge("2008-02-29", 16, new Date("2024-02-29T00:00:00Z"))).toBe(true);
  });
  it("is false for a date that is not real", () => {
    expect(hasReachedAge("2008-02-30", 16, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});
