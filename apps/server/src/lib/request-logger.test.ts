import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger.ts";
import { requestLogger } from "./request-logger.ts";

function logTo(level: "warn" | "info") {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ ...loggerOptions(level), timestamp: false }, sink), lines };
}

describe("a request's logger", () => {
  it("writes what fastify's pino child writes, redaction included, and only at enabled levels", () => {
    const lazy = logTo("warn");
    const eager = logTo("warn");
    const log = requestLogger(lazy.logger, { reqId: "req-1" }, {});
    const child = eager.logger.child({ reqId: "req-1" });
    for (const target of [log, child]) {
      target.info({ req: { method: "GET" } }, "incoming request");
      target.error({ err: new Error("failed"), body: { password: "hunter22" } }, "request failed");
      target.warn("%s went %d times", "it", 3);
      target.child({ job: "ocr" }).error("from a child");
    }
    expect(lazy.lines).toHaveLength(3);
    // Stacks differ by the line that made each error; everything else is the same.
    const withoutStacks = (lines: string[]) => lines.map((line) => line.replace(/"stack":"[^"]*"/, ""));
    expect(withoutStacks(lazy.lines)).toEqual(withoutStacks(eager.lines));
    expect(lazy.lines.join("")).toContain('"reqId":"req-1"');
    expect(lazy.lines.join("")).not.toContain("hunter22");
  });

  it("follows the level it is given, as a child would", () => {
    const { logger, lines } = logTo("warn");
    const log = requestLogger(logger, { reqId: "req-2" }, {});
    expect(log.level).toBe("warn");
    log.level = "info";
    log.info("now written");
    expect(logger.level).toBe("warn");
    expect(lines.join("")).toContain("now written");
  });

  it("writes a route's own log level's lines, as a child made with that level would", () => {
    const { logger, lines } = logTo("warn");
    const log = requestLogger(logger, { reqId: "req-3" }, { level: "debug" });
    log.debug("written at the route's level");
    expect(lines.join("")).toContain("written at the route's level");
  });
});
