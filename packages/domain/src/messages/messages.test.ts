import { describe, expect, it } from "vitest";
import { messagesOf } from "../fields/test-support.ts";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  canStillEdit,
  messageInputSchema,
  splitLinks,
  startConversationSchema,
} from "./messages.ts";

describe("splitLinks", () => {
  it("turns web addresses into links and keeps everything else as text", () => {
    expect(splitLinks("Site plan at https://example.com/plan.pdf, see you at 7")).toEqual([
      { kind: "text", text: "Site plan at " },
      { kind: "link", text: "https://example.com/plan.pdf", href: "https://example.com/plan.pdf" },
      { kind: "text", text: ", see you at 7" },
    ]);
  });

  it("gives www. addresses an https link and leaves a sentence's full stop out", () => {
    expect(splitLinks("Try www.citb.co.uk.")).toEqual([
      { kind: "text", text: "Try " },
      { kind: "link", text: "www.citb.co.uk", href: "https://www.citb.co.uk" },
      { kind: "text", text: "." },
    ]);
  });

  it("never makes a link of other schemes or markup", () => {
    expect(splitLinks('javascript:alert(1) <a href="x">')).toEqual([
      { kind: "text", text: 'javascript:alert(1) <a href="x">' },
    ]);
  });
});

describe("canStillEdit", () => {
  const sent = new Date("2026-03-02T09:00:00Z");
  it("allows changes up to 15 minutes after sending, not after", () => {
    expect(canStillEdit(sent, new Date("2026-03-02T09:15:00Z"))).toBe(true);
    expect(canStillEdit(sent, new Date("2026-03-02T09:15:01Z"))).toBe(false);
  });
});

describe("message input", () => {
  it("refuses an empty or over-long message with words for people", () => {
    expect(messagesOf(messageInputSchema, { body: "  " })).toEqual(["Message is required"]);
    expect(messagesOf(messageInputSchema, { body: "x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toEqual([
      `Message must be ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters or fewer`,
    ]);
  });

  it("starts a conversation only by exact e-mail or a known link", () => {
    expect(startConversationSchema.safeParse({ via: "email", email: "not-an-email" }).success).toBe(false);
    expect(startConversationSchema.safeParse({ via: "search", name: "Sam" }).success).toBe(false);
    expect(startConversationSchema.parse({ via: "email", email: " pat@example.com " })).toEqual({
      via: "email",
      email: "pat@example.com",
    });
  });
});
