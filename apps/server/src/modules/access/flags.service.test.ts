import { createServer, type Server } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFlagSource } from "./flags.service.ts";

const logger = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

describe("flag source with a remote config", () => {
  let server: Server;
  let url = "";
  let requests = 0;
  let body: unknown = {};

  beforeAll(async () => {
    server = createServer((_request, response) => {
      requests += 1;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/flags.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const remoteFlag = (enabled: boolean) => ({
    "debug-mode": {
      enabled,
      type: "simple",
      description: "remote",
      createdAt: "2026-11-01T00:00:00Z",
      updatedAt: "2026-11-01T00:00:00Z",
    },
  });

  it("uses the defaults when no URL is set", async () => {
    const source = createFlagSource({ companyDomain: "siteready.app", remoteUrl: undefined, logger });
    expect((await source.evaluateFor(null))["debug-mode"]).toEqual({ enabled: false });
  });

  it("lets the remote config win, and reads it again only after 5 minutes", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    body = remoteFlag(true);
    requests = 0;
    const source = createFlagSource({
      companyDomain: "siteready.app",
      remoteUrl: url,
      logger,
      now: () => now,
    });
    expect((await source.evaluateFor(null))["debug-mode"]).toEqual({ enabled: true });

    body = remoteFlag(false);
    now = new Date("2026-11-22T10:04:59Z");
    expect((await source.evaluateFor(null))["debug-mode"]).toEqual({ enabled: true });
    expect(requests).toBe(1);

    now = new Date("2026-11-22T10:05:00Z");
    expect((await source.evaluateFor(null))["debug-mode"]).toEqual({ enabled: false });
    expect(requests).toBe(2);
  });

  it("keeps the last good copy when the remote answers rubbish", async () => {
    let now = new Date("2026-11-22T10:00:00Z");
    body = remoteFlag(true);
    const source = createFlagSource({
      companyDomain: "siteready.app",
      remoteUrl: url,
      logger,
      now: () => now,
    });
    await source.flags();
    body = "not a flag config";
    now = new Date("2026-11-22T10:06:00Z");
    expect((await source.evaluateFor(null))["debug-mode"]).toEqual({ enabled: true });
  });

  it("gives beta features to company staff only", async () => {
    const source = createFlagSource({ companyDomain: "siteready.app", remoteUrl: undefined, logger });
    const context = (email: string) => ({
      userId: "u1",
      email,
      userType: "user",
      timestamp: 0,
      userAgent: "",
      language: "en-GB",
      platform: "",
      cookiesEnabled: true,
      onLine: true,
    });
    expect((await source.evaluateFor(context("sam@siteready.app")))["beta-features"]).toEqual({
      enabled: true,
    });
    expect((await source.evaluateFor(context("sam@example.com")))["beta-features"]).toEqual({
      enabled: false,
    });
  });
});
