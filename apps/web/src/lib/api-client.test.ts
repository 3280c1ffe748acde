import { fieldMessages } from "@siteready/domain/fields";
import { onlineManager } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client.ts";
import { setStepUpPrompt } from "./step-up.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function clientWith(responses: Array<Response | Error>, isOffline = () => false) {
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    if (next instanceof Error) throw next;
    return next;
  });
  const sleep = vi.fn(async () => undefined);
  return {
    client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep, isOffline }),
    fetch,
    sleep,
  };
}

const stepUpRequired = () =>
  json(403, {
    code: "STEP_UP_REQUIRED",
    category: "authorization",
    severity: "medium",
    message: "For your safety, confirm it's you: enter a code from your authenticator app, then try again.",
    errorId: "req-2",
  });

describe("api client: step-up", () => {
  it("asks for the second factor when the server wants it, then sends the request again", async () => {
    const { client, fetch } = clientWith([
      stepUpRequired(),
      json(200, { field: "sort_code", value: "12-34-56" }),
    ]);
    const prompt = vi.fn(async () => true);
    const stop = setStepUpPrompt(prompt);
    await expect(
      client.request("/api/profile/bank-details/reveal", { method: "POST", body: {} }),
    ).resolves.toEqual({
      field: "sort_code",
      value: "12-34-56",
    });
    stop();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("a cancelled prompt leaves the refusal, with its words, and sends nothing more", async () => {
    const { client, fetch } = clientWith([stepUpRequired()]);
    const stop = setStepUpPrompt(async () => false);
    const error = await client
      .request("/api/profile/bank-details/reveal", { method: "POST", body: {} })
      .catch((caught: unknown) => caught);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/confirm it's you/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("api client", () => {
  it("returns the parsed body of a successful response", async () => {
    const { client } = clientWith([json(200, { status: "ok" })]);
    await expect(client.request("/api/health")).resolves.toEqual({ status: "ok" });
  });

  it("retries a read twice on 503, waiting 1 s then 2 s, then shows the catalogue message", async () => {
    const { client, fetch, sleep } = clientWith([json(503, {}), json(503, {}), json(503, {})]);
    const failure = client.request("/api/jobs");
    await expect(failure).rejects.toThrow("Service temporarily unavailable. Please try again later.");
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
  });

  it("recovers when a retry succeeds after a network failure", async () => {
    const { client, fetch } = clientWith([new TypeError("Failed to fetch"), json(200, { ok: true })]);
    await expect(client.request("/api/jobs")).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says the server cannot be reached when the network stays down", async () => {
    const { client } = clientWith([new TypeError("x"), new TypeError("x"), new TypeError("x")]);
    await expect(client.request("/api/jobs")).rejects.toThrow(
      "Unable to connect to server. Please check your internet connection.",
    );
  });

  it("does not retry a 404 and carries the server's error id", async () => {
    const { client, fetch } = clientWith([
      json(404, {
        code: "NOT_FOUND",
        category: "not_found",
        severity: "low",
        message: "The requested resource was not found.",
        errorId: "req-1",
      }),
    ]);
    const error = await client.request("/api/jobs/1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorId).toBe("req-1");
    expect((error as ApiError).category).toBe("not_found");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never repeats a write on its own, so nothing is created twice", async () => {
    const { client, fetch } = clientWith([json(500, {})]);
    await expect(client.request("/api/jobs", { method: "POST", body: { title: "x" } })).rejects.toThrow(
      "Server error. Please try again later.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("passes field errors from a 400 to the form by key, as the form's own schema gives them", async () => {
    const { client } = clientWith([
      json(400, {
        code: "VALIDATION_FAILED",
        category: "validation",
        severity: "low",
        message: "Invalid request data",
        errorId: "e",
        fieldErrors: { postcode: ["Please enter a valid UK postcode"] },
        fieldErrorRefs: { postcode: [{ key: "validation.postcode" }] },
      }),
    ]);
    const error = (await client
      .request("/api/x", { method: "POST", body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors.postcode).toEqual([fieldMessages.postcode]);
  });

  it("reports a cancelled request without retrying", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn(async () => {
      throw new DOMException("aborted", "AbortError");
    });
    const client = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      sleep: async () => undefined,
      isOffline: () => false,
    });
    await expect(client.request("/api/x", { signal: controller.signal })).rejects.toThrow(
      "Request was cancelled.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("makes no further attempt once the caller gives up while waiting to retry", async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => json(503, {}));
    const client = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      sleep: async () => controller.abort(),
      isOffline: () => false,
    });
    await expect(client.request("/api/features", { signal: controller.signal })).rejects.toThrow(
      "Request was cancelled.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe("with no connection", () => {
    afterEach(() => onlineManager.setOnline(true));

    it("refuses at once, in words, without trying or retrying, and marks the app offline", async () => {
      const { client, fetch, sleep } = clientWith([], () => true);
      await expect(client.request("/api/jobs")).rejects.toThrow(
        "You are offline. This page needs a connection; your wallet still works without one.",
      );
      await expect(client.request("/api/projects", { method: "POST", body: {} })).rejects.toThrow(
        "You are offline, so this was not saved. Try again when you have signal.",
      );
      expect(fetch).not.toHaveBeenCalled();
      expect(sleep).not.toHaveBeenCalled();
      expect(onlineManager.isOnline()).toBe(false);
    });

    it("marks the app offline when a request cannot reach the server, and online again on an answer", async () => {
      const { client } = clientWith([new TypeError("Failed to fetch"), json(200, { ok: true })]);
      await expect(client.request("/api/x", { method: "POST", body: {} })).rejects.toThrow(
        "Unable to connect to server.",
      );
      expect(onlineManager.isOnline()).toBe(false);
      await client.request("/api/x");
      expect(onlineManager.isOnline()).toBe(true);
    });
  });
});

describe("api client: creates with an Idempotency-Key", () => {
  const card = { card_type: "cscs-labourer", registration_number: "R-1" };
  const keysSent = (fetch: ReturnType<typeof clientWith>["fetch"]) =>
    (fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(
      ([, init]) => (init.headers as Record<string, string>)["idempotency-key"],
    );

  it("sends a key with a create and none with any other request", async () => {
    const { client, fetch } = clientWith([json(201, {}), json(200, {}), json(200, {})]);
    await client.request("/api/profile/skills-cards", { method: "POST", body: card, idempotent: true });
    await client.request("/api/profile/skills-cards", { method: "POST", body: card });
    await client.request("/api/profile/skills-cards");
    const [createKey, ...others] = keysSent(fetch);
    expect(createKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(others).toEqual([undefined, undefined]);
  });

  it("sends the same key when it retries a create after a 503", async () => {
    const { client, fetch } = clientWith([json(503, {}), json(201, { id: "card-1" })]);
    await expect(
      client.request("/api/profile/skills-cards", {
        method: "POST",
        body: card,
        idempotent: true,
        retry: true,
      }),
    ).resolves.toEqual({ id: "card-1" });
    const [first, retried] = keysSent(fetch);
    expect(first).toBeDefined();
    expect(retried).toBe(first);
  });

  it("sends the same key when the same details are saved again after a failure, another for other details", async () => {
    const { client, fetch } = clientWith([json(503, {}), json(201, {}), json(201, {})]);
    const save = (body: object) =>
      client.request("/api/profile/skills-cards", { method: "POST", body, idempotent: true });
    await expect(save(card)).rejects.toThrow("Service temporarily unavailable. Please try again later.");
    await save(card);
    await save({ ...card, registration_number: "R-2" });
    const [failed, savedAgain, other] = keysSent(fetch);
    expect(savedAgain).toBe(failed);
    expect(other).not.toBe(failed);
  });

  it("forgets the key once the create succeeded: the same details saved again are a new create", async () => {
    const { client, fetch } = clientWith([json(201, {}), json(201, {})]);
    const save = () =>
      client.request("/api/profile/skills-cards", { method: "POST", body: card, idempotent: true });
    await save();
    await save();
    const [first, second] = keysSent(fetch);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });
});
