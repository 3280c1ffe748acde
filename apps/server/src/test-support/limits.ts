import { catalogues } from "@siteready/domain/catalogues";
import { languages, translateMessage } from "@siteready/domain/i18n";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * A request refused at a limit: the status, the message people read, and that message in every language's
 * catalogue (the web app shows the server's English through them).
 */
export function expectRefusedInWords(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
  for (const language of languages.filter((other) => other !== "en"))
    expect(translateMessage(message, catalogues[language], language), language).not.toBe(message);
}
