import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { decodeMessageRef, encodeMessageRef, messageRef, wordMessage } from "./message-ref.ts";

describe("message references", () => {
  it("travel as a string and come back whole", () => {
    const ref = messageRef("field.firstName", { field: messageRef("field.lastName"), count: 2 });
    expect(decodeMessageRef(encodeMessageRef(ref))).toEqual(ref);
  });

  it("leave any other string alone", () => {
    expect(decodeMessageRef("First name is required")).toBeUndefined();
    expect(decodeMessageRef('{"$msg": broken')).toBeUndefined();
  });

  it("word a label inside a message in the same language", () => {
    const ref = messageRef("field.firstName");
    expect(wordMessage(ref, catalogues.en, "en")).toBe("First name");
    expect(wordMessage(ref, catalogues.pl, "pl")).toBe(catalogues.pl["field.firstName"]);
  });
});
