import { messageAreas } from "@siteready/domain/i18n";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAreas } from "../i18n/i18n.ts";
import { allEnabled, visitRoute } from "../test-support/visit-route.tsx";
import { appRoutes } from "./route-table.tsx";
import { routes } from "./router.tsx";
import { testUser } from "./shell/shell-test-harness.tsx";

/**
 * Every word a page shows comes from the catalogues by key (issue 49): with each English message marked ⟦…⟧,
 * every page's text is marked, so a word written into a component or shown from English data (a trade, a card
 * type, a server's English) is found. The English files are the modules loadArea reads, marked in place and
 * put back afterwards (test files share one module graph).
 */
const englishFiles = import.meta.glob<{ messages: Record<string, string> }>(
  "../../../../packages/domain/src/*/messages/en.ts",
  { eager: true },
);
const originals = new Map<Record<string, string>, Record<string, string>>();

beforeAll(async () => {
  for (const { messages } of Object.values(englishFiles)) {
    originals.set(messages, { ...messages });
    for (const key of Object.keys(messages)) messages[key] = `⟦${messages[key]}⟧`;
  }
  await loadAreas(messageAreas, "en");
});

afterAll(async () => {
  for (const [messages, original] of originals) Object.assign(messages, original);
  await loadAreas(messageAreas, "en");
});

/** English month names, as a date the page shows as data is written ("Last updated 22 November 2026"). */
const monthNames = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, month, 15)),
  ),
);

/** Words that are data, not the app's: the signed-in worker, the brand, the languages' own names, dates. */
const dataWords = [
  ...monthNames,
  testUser.name,
  testUser.email,
  "SiteReady",
  "English",
  "Polski",
  "Română",
  "Lietuvių",
  "Български",
];

/** The page's text outside every marked message, without data words; text marked lang="en" on purpose is left out. */
function unmarkedText(): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style, [lang='en'], [aria-hidden='true']")) continue;
    parts.push(node.textContent ?? "");
  }
  let text = parts.join("");
  // Messages inside messages (a label in "{field} is required") are removed from the inside out.
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, " ");
  }
  for (const word of dataWords) text = text.replaceAll(word, " ");
  return text.replace(/[^\p{L}]+/gu, " ").trim();
}

const admin = { ...testUser, id: "admin-1", role: "admin" as const };
const pages = appRoutes.map((route) => route.path).filter((path) => !path.includes(":") && path !== "*");

describe("every page's words come from the catalogues by key", () => {
  it.each(pages)("%s shows no word outside a catalogue message", async (path) => {
    visitRoute(routes, path, admin, allEnabled(admin));
    await screen.findByRole("heading", { level: 1 });
    expect(unmarkedText()).toBe("");
  });
});
