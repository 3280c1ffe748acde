import { describe, expect, it } from "vitest";
import { parseStoredDraft } from "./draft.ts";
import {
  buildDraft,
  DRAFT_AUTOSAVE_MS,
  DRAFT_CLEANUP_MS,
  DRAFT_TTL_MS,
  draftFormFields,
  draftFormTypes,
  draftStorageKey,
  isDraftExpired,
  isDraftStorageKey,
  isFileLike,
  isMeaningfulValue,
  isNeverSavedDraftField,
  neverSavedDraftFields,
} from "./drafts.ts";

const now = new Date("2026-03-12T10:00:00Z");

/** A stand-in for a browser File: the size and type are getters, as on the real thing. */
class FakeFile {
  readonly content = "binary data that must never be stored";
  constructor(private readonly fileName: string) {}
  get name(): string {
    return this.fileName;
  }
  get size(): number {
    return 2048;
  }
  get type(): string {
    return "image/jpeg";
  }
}

describe("draft constants", () => {
  it("holds the §9 timings", () => {
    expect(DRAFT_TTL_MS).toBe(604_800_000);
    expect(DRAFT_AUTOSAVE_MS).toBe(30_000);
    expect(DRAFT_CLEANUP_MS).toBe(86_400_000);
  });
  it("never saves password, confirm_password or auth_token, nor the fields encrypted at rest", () => {
    expect(neverSavedDraftFields).toEqual([
      "password",
      "confirm_password",
      "auth_token",
      "account_number",
      "sort_code",
      "ni_number",
      "personal_utr",
      "company_utr",
    ]);
    const draft = buildDraft(
      "bankDetails",
      { account_number: "12345678", sort_code: "12-34-56", bank_name: "Example Bank" },
      new Date("2026-11-22T10:00:00Z"),
    );
    expect(draft?.data).toEqual({ bank_name: "Example Bank" });
  });
  it("lists the §3 fields per form", () => {
    expect(draftFormTypes).toEqual([
      "skillsCard",
      "qualification",
      "personalDetails",
      "nextOfKin",
      "bankDetails",
      "taxDetails",
      "documents",
    ]);
    expect(draftFormFields.skillsCard).toEqual({
      fields: ["card_type", "registration_number", "expiry_date"],
      fileFields: ["front_image_file", "back_image_file"],
    });
    expect(draftFormFields.qualification.fields).toEqual([
      "type",
      "number",
      "issue_date",
      "issuing_authority",
    ]);
    expect(draftFormFields.personalDetails).toEqual({
      fields: ["first_name", "last_name", "email"],
      fileFields: ["profile_image_file"],
    });
    expect(draftFormFields.nextOfKin.fields).toEqual([
      "name",
      "relationship",
      "phone",
      "first_name",
      "last_name",
      "mobile_number",
    ]);
    expect(draftFormFields.bankDetails.fields).toEqual(["account_number", "sort_code", "bank_name"]);
    expect(draftFormFields.taxDetails.fields).toEqual(["ni_number", "employment_type", "cis_status"]);
    expect(draftFormFields.documents).toEqual({
      fields: ["document_type", "document_number"],
      fileFields: ["document_file"],
    });
  });
});

describe("buildDraft", () => {
  it("saves data, timestamp and form type", () => {
    expect(buildDraft("skillsCard", { card_type: "cscs-labourer", registration_number: "" }, now)).toEqual({
      data: { card_type: "cscs-labourer", registration_number: "" },
      timestamp: now.getTime(),
      formType: "skillsCard",
    });
  });

  it("returns null when no meaningful field is filled in", () => {
    expect(buildDraft("skillsCard", {}, now)).toBeNull();
    expect(
      buildDraft("skillsCard", { card_type: "  ", registration_number: "", expiry_date: null }, now),
    ).toBeNull();
    expect(buildDraft("qualification", { notes: "not a meaningful field" }, now)).toBeNull();
  });

  it("does not count a file alone as meaningful", () => {
    expect(buildDraft("documents", { document_file: new FakeFile("passport.jpg") }, now)).toBeNull();
  });

  it.each(draftFormTypes)("saves a %s draft when one meaningful field is filled in", (formType) => {
    const [field] = draftFormFields[formType].fields;
    expect(buildDraft(formType, { [field]: "x" }, now)?.formType).toBe(formType);
  });

  it("saves a next-of-kin draft from the record's own field names", () => {
    expect(buildDraft("nextOfKin", { first_name: "Mary" }, now)?.data).toEqual({ first_name: "Mary" });
    expect(buildDraft("nextOfKin", { mobile_number: "07700 900123" }, now)).not.toBeNull();
  });

  it("keeps only name, size and type of a file", () => {
    const draft = buildDraft(
      "skillsCard",
      { card_type: "cscs-labourer", front_image_file: new FakeFile("front.jpg"), back_image_file: null },
      now,
    );
    expect(draft?.data).toEqual({
      card_type: "cscs-labourer",
      front_image_file: { name: "front.jpg", size: 2048, type: "image/jpeg" },
      back_image_file: null,
    });
  });

  it("reduces files inside lists too", () => {
    const draft = buildDraft(
      "documents",
      { document_type: "passport", pages: [new FakeFile("p1.png")] },
      now,
    );
    expect(draft?.data.pages).toEqual([{ name: "p1.png", size: 2048, type: "image/jpeg" }]);
  });

  it("strips never-saved fields, in any spelling and at any depth", () => {
    const draft = buildDraft(
      "personalDetails",
      {
        first_name: "Jo",
        password: "secret1",
        confirm_password: "secret1",
        confirmPassword: "secret1",
        auth_token: "abc",
        authToken: "abc",
        new_password: "secret2",
        nested: { password: "x", keep: "y" },
      },
      now,
    );
    expect(draft?.data).toEqual({ first_name: "Jo", nested: { keep: "y" } });
  });

  it("keeps other JSON values and drops what cannot be stored", () => {
    const draft = buildDraft(
      "taxDetails",
      {
        employment_type: "employee",
        count: 3,
        infinite: Number.POSITIVE_INFINITY,
        agreed: false,
        skipped: undefined,
        callback: () => undefined,
        when: new Date("2026-03-01T00:00:00Z"),
      },
      now,
    );
    expect(draft?.data).toEqual({
      employment_type: "employee",
      count: 3,
      agreed: false,
      when: "2026-03-01T00:00:00.000Z",
    });
  });
});

describe("isMeaningfulValue", () => {
  it.each([
    ["x", true],
    [" ", false],
    ["", false],
    [0, true],
    [Number.NaN, false],
    [true, true],
    [false, false],
    [["a"], true],
    [[""], false],
    [[], false],
    [null, false],
    [undefined, false],
    [{ name: "a.jpg", size: 1, type: "image/jpeg" }, false],
  ])("%j → %s", (value, expected) => {
    expect(isMeaningfulValue(value)).toBe(expected);
  });
});

describe("isFileLike", () => {
  it("needs name, size and type", () => {
    expect(isFileLike(new FakeFile("a.jpg"))).toBe(true);
    expect(isFileLike({ name: "a", size: 1, type: "" })).toBe(true);
    expect(isFileLike({ name: "a", size: "1", type: "" })).toBe(false);
    expect(isFileLike({ name: "a", type: "" })).toBe(false);
    expect(isFileLike(null)).toBe(false);
    expect(isFileLike("a.jpg")).toBe(false);
  });
});

describe("isNeverSavedDraftField", () => {
  it.each([
    "password",
    "confirm_password",
    "auth_token",
    "confirmPassword",
    "authToken",
    "currentPassword",
    "PASSWORD",
  ])("never saves %s", (key) => {
    expect(isNeverSavedDraftField(key)).toBe(true);
  });
  it.each(["first_name", "token_count", "auth", "bank_name"])("saves %s", (key) => {
    expect(isNeverSavedDraftField(key)).toBe(false);
  });
});

describe("isDraftExpired", () => {
  const saved = now.getTime();
  it("expires 7 days after saving", () => {
    expect(isDraftExpired({ timestamp: saved }, new Date(saved + DRAFT_TTL_MS - 1))).toBe(false);
    expect(isDraftExpired({ timestamp: saved }, new Date(saved + DRAFT_TTL_MS))).toBe(true);
    expect(isDraftExpired({ timestamp: saved }, new Date(saved + DRAFT_TTL_MS + 1))).toBe(true);
  });
  it("keeps a draft from the future (clock changes) and drops an unreadable one", () => {
    expect(isDraftExpired({ timestamp: saved + 60_000 }, now)).toBe(false);
    expect(isDraftExpired({ timestamp: Number.NaN }, now)).toBe(true);
  });
});

describe("draftStorageKey", () => {
  it("separates new records from edits", () => {
    expect(draftStorageKey("user-1", "skillsCard")).toBe("siteready:draft:user-1:skillsCard");
    expect(draftStorageKey("user-1", "skillsCard", "")).toBe("siteready:draft:user-1:skillsCard");
    expect(draftStorageKey("user-1", "skillsCard", "abc-123")).toBe(
      "siteready:draft:user-1:skillsCard:abc-123",
    );
    expect(draftStorageKey("user-2", "skillsCard")).not.toBe(draftStorageKey("user-1", "skillsCard"));
    expect(isDraftStorageKey(draftStorageKey("user-1", "bankDetails"))).toBe(true);
    expect(isDraftStorageKey("theme")).toBe(false);
  });
});

describe("parseStoredDraft", () => {
  it("reads back a built draft after a JSON round trip", () => {
    const draft = buildDraft(
      "documents",
      { document_type: "passport", document_file: new FakeFile("p.jpg") },
      now,
    );
    expect(parseStoredDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });
  it.each([
    null,
    "draft",
    {},
    { data: {}, timestamp: 1, formType: "unknownForm" },
    { data: {}, timestamp: "1", formType: "documents" },
  ])("rejects %j", (value) => {
    expect(parseStoredDraft(value)).toBeNull();
  });
});
