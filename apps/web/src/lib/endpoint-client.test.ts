import { marketingEndpoints } from "@siteready/domain/marketing";
import { messagesEndpoints } from "@siteready/domain/messages";
import { skillsCardsEndpoints } from "@siteready/domain/records";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../test-support/fetch-stubs.ts";
import { callEndpoint } from "./endpoint-client.ts";

/** The Idempotency-Key of each call of a fetch spy (undefined where none was sent). */
const keysOf = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.["idempotency-key"],
  );

const card = { card_type: "cscs-labourer", registration_number: "R-1", expiry_date: "2031-01-01" };

describe("callEndpoint and Idempotency-Keys (decision 0026)", () => {
  it("sends a key with a create, as its declaration says (POST answering 201), and none elsewhere", async () => {
    const spy = stubApi({
      "POST /api/profile/skills-cards": () => jsonResponse(201, { id: "card-1" }),
      "GET /api/profile/skills-cards": () => jsonResponse(200, []),
      "PUT /api/profile/skills-cards/card-1": () => jsonResponse(200, { id: "card-1" }),
      "POST /api/conversations": () => jsonResponse(200, { id: "conversation-1" }),
    });
    await callEndpoint(skillsCardsEndpoints.create, { body: card });
    await callEndpoint(skillsCardsEndpoints.list, {});
    await callEndpoint(skillsCardsEndpoints.update, { params: { id: "card-1" }, body: card });
    await callEndpoint(messagesEndpoints.start, { body: { via: "email", email: "sam@example.com" } });
    const [createKey, ...others] = keysOf(spy);
    expect(createKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(others).toEqual([undefined, undefined, undefined]);
  });

  it("retries a signed-in create on a 503 with the same key, so the server can answer the repeat", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const answers = [jsonResponse(503, {}), jsonResponse(201, { id: "card-2" })];
    const spy = stubApi({ "POST /api/profile/skills-cards": () => answers.shift() ?? jsonResponse(500, {}) });
    const created = callEndpoint(skillsCardsEndpoints.create, {
      body: { ...card, registration_number: "R-2" },
    });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(created).resolves.toEqual({ id: "card-2" });
    const [first, retried] = keysOf(spy);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(retried).toBe(first);
  });

  it("does not retry a create open to signed-out visitors on its own: their keys are not kept", async () => {
    const spy = stubApi({ "POST /api/contact": () => jsonResponse(503, {}) });
    const message = {
      name: "Sam",
      email: "sam@example.com",
      topic: "general" as const,
      message: "A question about cards",
    };
    await expect(callEndpoint(marketingEndpoints.contact, { body: message })).rejects.toThrow(
      "Service temporarily unavailable. Please try again later.",
    );
    expect(spy).toHaveBeenCalledTimes(1);
    expect(keysOf(spy)[0]).toBeDefined();
  });
});
