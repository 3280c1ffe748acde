import pino from "pino";
import { buildApp, SHUTDOWN_GRACE_MS } from "./app.ts";
import { ConfigError, loadConfig } from "./lib/config.ts";

/**
 * Log lines go to standard output asynchronously: a line is buffered and written with the next batch, not
 * one write system call each. Whatever is still buffered is written before the process exits: below on
 * shutdown and on start-up failure, and by pino's own exit hook after an uncaught error.
 */
const logStream = pino.destination({ dest: 1, sync: false });

function exit(code: number): never {
  logStream.flushSync();
  process.exit(code);
}

/** Starts listening and shuts down gracefully; everything else lives in buildApp. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, { logStream });
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl }, `SiteReady is ready at ${config.publicUrl}`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Should a request hang, do not hang the deploy with it.
    const deadline = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS / 1000} s; exiting`);
      exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error("SiteReady could not start:", error);
  exit(1);
});
