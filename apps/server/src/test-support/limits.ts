import { catalogues } from "@siteready/domain/catalogues";
import { languages, wordMessage } from "@siteready/domain/i18n";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * A request refused at a limit: the status, the message people read, and that message by key (issue 49), which
 * every language's catalogue words in its own words.
 */
export function expectRefusedInWords(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.message).toBe(message);
  expect(body.messageRef, "the message by key").toBeDefined();
  for (const language of languages.filter((other) => other !== "en"))
    expect(wordMessage(body.messageRef, catalogues[language], language), language).not.toBe(message);
}
