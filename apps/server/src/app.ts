import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { createMailer, type Mailer } from "./adapters/mail/mailer.ts";
import type { Config } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { newRequestId, registerErrorHandler } from "./lib/error-handler.ts";
import { loggerOptions } from "./lib/logger.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { createAuth } from "./modules/accounts/auth.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppDependencies {
  /** An open database; when absent, buildApp opens one from the config and closes it with the app. */
  database?: Database;
  /** Where e-mail goes; defaults to SMTP or the outbox folder per the config. */
  mailer?: Mailer;
}

/** The Content-Security-Policy the built web app satisfies: everything from our own origin, nothing inline. */
function contentSecurityPolicy(config: Config) {
  const https = config.publicUrl.startsWith("https:");
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const database =
    dependencies.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "db") }));

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: (request) => newRequestId(request.headers["x-request-id"]),
    trustProxy: true,
    // Lets a graceful shutdown close idle keep-alive sockets while in-flight requests finish.
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  if (!dependencies.database) app.addHook("onClose", () => database.close());

  registerErrorHandler(app);
  app.decorateRequest("user", null);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith("https:"),
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "SiteReady API", version: config.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const mailer =
    dependencies.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
    });
  const auth = createAuth({ config, db: database.db, mailer, logger: app.log });

  await app.register(healthRoutes, { version: config.version, ping: () => database.ping() });
  await app.register(accountsRoutes, { auth, config, db: database.db });

  await registerWebApp(app, config.webDistDir);

  return app;
}
