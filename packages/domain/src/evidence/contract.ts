import { z } from "zod";
import type { Endpoint } from "../endpoint/endpoint.ts";
import { looksQuerySchema, looksSchema, recordCheckViewSchema, smartCheckInputSchema } from "./evidence.ts";
import { ownCheckInputSchema, ownCheckViewSchema } from "./own-checks.ts";

const tags = ["evidence"] as const;
const access = { level: "signed-in", feature: "wallet" } as const;

/**
 * The evidence of checks (issue 51): a gate-keeper records what CSCS Smart Check showed for a card they scanned.
 * A scan is made by the gate's check (walletEndpoints.gateCheck), which answers its id.
 */
export const evidenceEndpoints = {
  recordSmartCheck: {
    method: "POST",
    path: "/api/gate/scans/:id/smart-check",
    summary: "Record what CSCS Smart Check showed for a card I scanned",
    description:
      "Only the gate-keeper who made the scan, within an hour of it, for a card Smart Check covers; with a company, only one whose gate they work. Recorded again, the newer answer stands.",
    tags,
    access,
    params: z.object({ id: z.string() }),
    body: smartCheckInputSchema,
    response: recordCheckViewSchema,
    status: 201,
  },
  looks: {
    method: "GET",
    path: "/api/looks",
    summary:
      "Every look at my records, newest first: gate checks, Smart Check answers, share views, companies' looks",
    tags,
    access: { level: "signed-in" },
    query: looksQuerySchema,
    response: looksSchema,
  },
  recordOwnCheck: {
    method: "POST",
    path: "/api/evidence/own-checks",
    summary: "Record what I saw when I looked my own card up on CSCS Smart Check",
    description:
      "The holder's own answer, kept with the card's facts at that moment. It never changes the card's verification level and only the holder sees it. Another person's record is not found; a card Smart Check does not cover is refused.",
    tags,
    access,
    body: ownCheckInputSchema,
    response: ownCheckViewSchema,
    status: 201,
  },
} as const satisfies Record<string, Endpoint>;
