import type { Endpoint } from "../endpoint/endpoint.ts";
import {
  contactMessageSchema,
  createdEntrySchema,
  feedbackSchema,
  feedbackVoteCountsSchema,
} from "./marketing.ts";

const tags = ["marketing"] as const;

/**
 * The contact and feedback forms of the marketing pages. They work signed in or out: the feature gate loads
 * the user when there is one (so entries are linked to the account) and refuses when an admin has locked
 * the page. Public-tier pages stay open to signed-out visitors.
 */
export const marketingEndpoints = {
  contact: {
    method: "POST",
    path: "/api/contact",
    summary: "Send a message to the SiteReady team",
    tags,
    access: { level: "public", feature: "contact" },
    body: contactMessageSchema,
    response: createdEntrySchema,
    status: 201,
  },
  feedback: {
    method: "POST",
    path: "/api/feedback",
    summary: "Share an idea, report a problem, vote for a feature or ask for updates on it",
    tags,
    access: { level: "public", feature: "feedback" },
    body: feedbackSchema,
    response: createdEntrySchema,
    status: 201,
  },
  votes: {
    method: "GET",
    path: "/api/feedback/votes",
    summary: "How many people voted for each feature",
    tags,
    access: { level: "public", feature: "feedback" },
    response: feedbackVoteCountsSchema,
  },
} as const satisfies Record<string, Endpoint>;
