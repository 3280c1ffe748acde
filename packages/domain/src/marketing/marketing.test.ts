import { describe, expect, it } from "vitest";
import { issuesOf } from "../fields/test-support.ts";
import {
  contactMessageSchema,
  contactTopics,
  feedbackNeedsEmail,
  feedbackSchema,
  feedbackVoteCountsSchema,
  isContactTopic,
  isFeedbackKind,
} from "./marketing.ts";

const validContact = {
  name: "  Dave <Kowalski> ",
  email: "dave@example.com",
  topic: "general",
  message: "My CSCS card photo will not upload from my phone.",
};

describe("contactMessageSchema", () => {
  it("sanitises a valid message", () => {
    expect(contactMessageSchema.parse(validContact)).toEqual({
      name: "Dave Kowalski",
      email: "dave@example.com",
      topic: "general",
      message: "My CSCS card photo will not upload from my phone.",
    });
  });

  it("accepts every topic", () => {
    for (const topic of contactTopics) {
      expect(contactMessageSchema.safeParse({ ...validContact, topic }).success).toBe(true);
    }
  });

  it("requires every field with the spec's message form", () => {
    expect(issuesOf(contactMessageSchema, { name: " ", email: "", topic: "", message: "" })).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Email is required" },
      { path: "topic", message: "Topic is required" },
      { path: "message", message: "Message is required" },
    ]);
  });

  it("checks the e-mail, the topic and the message length", () => {
    expect(
      issuesOf(contactMessageSchema, {
        ...validContact,
        email: "dave@",
        topic: "sales",
        message: "Hi there",
      }),
    ).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "topic", message: "Please choose a topic from the list" },
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
  });

  it("takes 10 to 2000 characters of message, counted after trimming", () => {
    const ok = (message: string) => contactMessageSchema.safeParse({ ...validContact, message }).success;
    expect(ok("x".repeat(10))).toBe(true);
    expect(ok(`  ${"x".repeat(9)}  `)).toBe(false);
    expect(ok("x".repeat(2000))).toBe(true);
    expect(issuesOf(contactMessageSchema, { ...validContact, message: "x".repeat(2001) })).toEqual([
      { path: "message", message: "Message must be 2,000 characters or fewer" },
    ]);
  });
});

describe("feedbackSchema", () => {
  it("takes a vote for a feature without a message", () => {
    expect(feedbackSchema.parse({ kind: "vote", featureKey: "cvOptimizer", message: "", email: "" })).toEqual(
      {
        kind: "vote",
        featureKey: "cvOptimizer",
        message: undefined,
        email: undefined,
      },
    );
  });

  it("needs the feature for a vote or an update request", () => {
    for (const kind of ["vote", "request_updates"]) {
      expect(issuesOf(feedbackSchema, { kind, featureKey: "" })).toEqual([
        { path: "featureKey", message: "Feature is required" },
      ]);
    }
  });

  it("refuses a feature that does not exist", () => {
    expect(issuesOf(feedbackSchema, { kind: "vote", featureKey: "teleporter" })).toEqual([
      { path: "featureKey", message: "Please choose a feature from the list" },
    ]);
  });

  it("needs a message of at least 10 characters for an idea or a problem", () => {
    expect(issuesOf(feedbackSchema, { kind: "idea" })).toEqual([
      { path: "message", message: "Message is required" },
    ]);
    expect(issuesOf(feedbackSchema, { kind: "problem", message: " <broken> " })).toEqual([
      { path: "message", message: "Message must be at least 10 characters" },
    ]);
    expect(feedbackSchema.parse({ kind: "problem", message: "The weather page shows yesterday." })).toEqual({
      kind: "problem",
      featureKey: undefined,
      message: "The weather page shows yesterday.",
      email: undefined,
    });
  });

  it("shows the feature message alongside an e-mail error", () => {
    expect(issuesOf(feedbackSchema, { kind: "vote", email: "nope" })).toEqual([
      { path: "email", message: "Please enter a valid email address" },
      { path: "featureKey", message: "Feature is required" },
    ]);
  });

  it("requires a known kind", () => {
    expect(issuesOf(feedbackSchema, {})).toEqual([{ path: "kind", message: "Feedback type is required" }]);
    expect(issuesOf(feedbackSchema, { kind: "rant", message: "x".repeat(20) })).toEqual([
      { path: "kind", message: "Please choose a feedback type from the list" },
    ]);
  });

  it("caps a message at 2000 characters for every kind", () => {
    expect(
      issuesOf(feedbackSchema, { kind: "vote", featureKey: "diggs", message: "x".repeat(2001) }),
    ).toEqual([{ path: "message", message: "Message must be 2,000 characters or fewer" }]);
  });
});

describe("feedbackNeedsEmail", () => {
  it("asks signed-out visitors for an e-mail only when they want updates", () => {
    expect(feedbackNeedsEmail({ kind: "request_updates" }, false)).toBe(true);
    expect(feedbackNeedsEmail({ kind: "request_updates", email: "a@b.co" }, false)).toBe(false);
    expect(feedbackNeedsEmail({ kind: "request_updates" }, true)).toBe(false);
    expect(feedbackNeedsEmail({ kind: "vote" }, false)).toBe(false);
  });
});

describe("guards and vote counts", () => {
  it("recognises topics and kinds from a query string", () => {
    expect(isContactTopic("donation")).toBe(true);
    expect(isContactTopic("sales")).toBe(false);
    expect(isContactTopic(null)).toBe(false);
    expect(isFeedbackKind("request_updates")).toBe(true);
    expect(isFeedbackKind("")).toBe(false);
  });

  it("counts per known feature", () => {
    expect(feedbackVoteCountsSchema.parse({ diggs: 3 })).toEqual({ diggs: 3 });
    expect(feedbackVoteCountsSchema.safeParse({ teleporter: 1 }).success).toBe(false);
  });
});
