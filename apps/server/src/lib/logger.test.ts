import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.ts";

describe("logger redaction", () => {
  it("never writes passwords, tokens, secrets, keys, auth or captcha values", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions("info"), sink);
    logger.info({
      body: { email: "a@b.co", password: "hunter22", captcha: "c4ptch4" },
      req: { headers: { authorization: "Bearer abc.def", cookie: "session=xyz" } },
      token: "tok-123",
      config: { secret: "s3cret", key: "k3y", auth: "a-u-t-h" },
    });
    const written = lines.join("");
    for (const value of [
      "hunter22",
      "c4ptch4",
      "abc.def",
      "session=xyz",
      "tok-123",
      "s3cret",
      "k3y",
      "a-u-t-h",
    ]) {
      expect(written).not.toContain(value);
    }
    expect(written).toContain("a@b.co");
  });
});

describe("logger redaction, in depth", () => {
  it("reaches four levels down and into lists, and leaves the logged object as it was", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino(loggerOptions("info"), sink);
    const logged = {
      accounts: [{ provider: "google", accessToken: "at-123", refreshToken: "rt-456" }],
      a: { b: { c: { password: "deep-pw" } } },
      error: Object.assign(new Error("failed"), { apiKey: "api-789" }),
    };
    logger.info(logged, "synchronised");
    const written = lines.join("");
    for (const value of ["at-123", "rt-456", "deep-pw", "api-789"]) expect(written).not.toContain(value);
    expect(written).toContain("google");
    expect(written).toContain("synchronised");
    expect(logged.accounts[0]?.accessToken).toBe("at-123");
    expect(logged.a.b.c.password).toBe("deep-pw");
  });
});
