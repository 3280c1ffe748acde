import type { FastifyBaseLogger } from "fastify";
import type { Bindings, ChildLoggerOptions, Level, Logger } from "pino";

/**
 * A request's logger (`request.log`), the pino child fastify would make, made only when something is first
 * written through it at an enabled level. Fastify makes one for every request, which copies the logger and
 * writes the request id binding as JSON; most requests log nothing at our levels (decision 0007,
 * "Per-request work"). The lines written are the child's, byte for byte.
 */
class RequestLogger implements FastifyBaseLogger {
  readonly #parent: Logger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): Logger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    const logger = this.#child ?? (this.#parent.isLevelEnabled(level) ? this.#logger() : undefined);
    if (logger) (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level() {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write("fatal", args);
  }

  error(...args: unknown[]) {
    this.#write("error", args);
  }

  warn(...args: unknown[]) {
    this.#write("warn", args);
  }

  info(...args: unknown[]) {
    this.#write("info", args);
  }

  debug(...args: unknown[]) {
    this.#write("debug", args);
  }

  trace(...args: unknown[]) {
    this.#write("trace", args);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * For `app.setChildLoggerFactory`: fastify's logger is the pino logger buildApp configured. A route with a log
 * level of its own gets its child at once, since whether a line is written is then the child's to say.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
  if (options.level !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings, options);
}
