import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";
import { apiErrorBodySchema } from "./api-error.ts";
import { describeHttpStatus, describeNetworkFailure, errorMessageKeys, errorMessages } from "./errors.ts";

describe("describeHttpStatus", () => {
  it.each([
    [400, "validation", "Invalid request data"],
    [401, "authentication", "Authentication required. Please sign in again."],
    [403, "authorization", "Access denied. You do not have permission for this action."],
    [404, "not_found", "The requested resource was not found."],
    [429, "client", "Too many requests. Please try again later."],
    [500, "server", "Server error. Please try again later."],
    [502, "server", "Service temporarily unavailable. Please try again later."],
    [503, "server", "Service temporarily unavailable. Please try again later."],
    [504, "server", "Service temporarily unavailable. Please try again later."],
    [507, "server", "Storage is full, so this was not saved. Please try again later; we have been told."],
  ])("maps %i to %s with the spec's message", (status, category, message) => {
    const entry = describeHttpStatus(status);
    expect(entry.category).toBe(category);
    expect(entry.message).toBe(message);
  });

  it.each([
    [399, "unknown"],
    [402, "client"],
    [405, "client"],
    [418, "client"],
    [499, "client"],
    [501, "server"],
    [505, "server"],
    [599, "server"],
    [600, "unknown"],
    [0, "unknown"],
  ])("falls back to 'An error occurred' for %i (%s)", (status, category) => {
    const entry = describeHttpStatus(status);
    expect(entry.message).toBe("An error occurred");
    expect(entry.category).toBe(category);
  });

  it("uses the server's message for 400 when it gives one", () => {
    expect(describeHttpStatus(400, "Postcode is required").message).toBe("Postcode is required");
    expect(describeHttpStatus(400, "   ").message).toBe("Invalid request data");
  });

  it("ignores a server message for every other status", () => {
    expect(describeHttpStatus(500, "stack trace here").message).toBe("Server error. Please try again later.");
  });

  it("gives every status a severity", () => {
    expect(describeHttpStatus(400).severity).toBe("low");
    expect(describeHttpStatus(401).severity).toBe("high");
    expect(describeHttpStatus(500).severity).toBe("high");
  });
});

describe("describeNetworkFailure", () => {
  it("names each network failure with the spec's words", () => {
    expect(describeNetworkFailure("unreachable").message).toBe(
      "Unable to connect to server. Please check your internet connection.",
    );
    expect(describeNetworkFailure("timeout").message).toBe("Request timed out. Please try again.");
    expect(describeNetworkFailure("cancelled").message).toBe("Request was cancelled.");
    expect(describeNetworkFailure("timeout").category).toBe("network");
  });
});

describe("apiErrorBodySchema", () => {
  it("accepts the server's error shape with field errors", () => {
    const body = {
      code: "VALIDATION_FAILED",
      category: "validation",
      severity: "low",
      message: errorMessages.validation,
      errorId: "abc",
      fieldErrors: { postcode: ["Please enter a valid UK postcode"] },
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });

  it("rejects a body without an error id", () => {
    expect(
      apiErrorBodySchema.safeParse({ code: "INTERNAL", category: "server", severity: "high", message: "x" })
        .success,
    ).toBe(false);
  });
});

describe("the catalogue's messages by key (issue 49)", () => {
  it("keys each message to the very English the spec gives", () => {
    for (const [name, key] of Object.entries(errorMessageKeys))
      expect(en[key], name).toBe(errorMessages[name as keyof typeof errorMessageKeys]);
  });

  it("gives every status and network failure a reference a reader words in their own language", () => {
    expect(describeHttpStatus(404).messageRef).toEqual({ key: "error.notFound" });
    expect(describeHttpStatus(507).messageRef).toEqual({ key: "error.storageFull" });
    expect(describeNetworkFailure("offline-read").messageRef).toEqual({ key: "error.offlineRead" });
    const polish = catalogues.pl;
    expect(wordMessage(describeHttpStatus(404).messageRef ?? { key: "error.other" }, polish, "pl")).toBe(
      polish["error.notFound"],
    );
    expect(polish["error.notFound"]).not.toBe(en["error.notFound"]);
  });

  it("keeps a 400's own text as text, with no reference that would contradict it", () => {
    expect(describeHttpStatus(400, "Card type is required").messageRef).toBeUndefined();
    expect(describeHttpStatus(400).messageRef).toEqual({ key: "error.validation" });
  });
});
