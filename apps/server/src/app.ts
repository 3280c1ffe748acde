import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { monitoringPlainRoutes } from "@siteready/domain/monitoring";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { createChatCompletions } from "./adapters/ai/chat-completions.ts";
import { createFileStorage } from "./adapters/files/storage-from-config.ts";
import { createMailer, type Mailer } from "./adapters/mail/mailer.ts";
import { createStripePayments, createStripeWebhookVerifier } from "./adapters/payments/stripe-payments.ts";
import { backupSocketPath, serveBackupRequests, writeBackup } from "./backup/embedded-backup.ts";
import { changeChannels, createChangeWatch } from "./db/change-watch.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createIdempotentCreates } from "./db/idempotent-creates.ts";
import { createScheduler } from "./db/scheduler.ts";
import type { Config } from "./lib/config.ts";
import { createDatabaseProbe } from "./lib/database-probe.ts";
import { answerUnparsableRequest, newRequestId, registerErrorHandler } from "./lib/error-handler.ts";
import { fieldCipherOfKey } from "./lib/field-encryption.ts";
import { loggerOptions } from "./lib/logger.ts";
import { type AuthApiDescription, completeOpenApiDocument } from "./lib/openapi-document.ts";
import { registerRequestGuards } from "./lib/request-guards.ts";
import { requestLogger } from "./lib/request-logger.ts";
import { createResponseSerializerCompiler } from "./lib/response-serializer.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { closeUnusedConnectionsOnClose } from "./lib/unused-connections.ts";
import { openApiTransform, safeValidatorCompiler } from "./lib/zod-app.ts";
import { createAccessService } from "./modules/access/access.service.ts";
import { createFeatureGate } from "./modules/access/feature-gate.ts";
import { loadFlagOverrides } from "./modules/access/flag-overrides.repository.ts";
import { createFlagSource } from "./modules/access/flags.service.ts";
import { createAuth, type PasswordHashing } from "./modules/accounts/auth.ts";
import { registerRouteGuards } from "./modules/accounts/route-guards.ts";
import { createSessionGuard } from "./modules/accounts/session-guard.ts";
import { createAdminService } from "./modules/admin/admin.service.ts";
import { createBillingService } from "./modules/billing/billing.service.ts";
import { siteWatcherIds } from "./modules/companies/companies.repository.ts";
import { companyPlans } from "./modules/companies/companies.service.ts";
import { createDiggsService } from "./modules/diggs/diggs.service.ts";
import { createFileService } from "./modules/files/files.service.ts";
import { createLocationServices } from "./modules/geocoding/location-services.ts";
import { activeMemberIds } from "./modules/groups/groups.service.ts";
import { createMonitor } from "./modules/monitoring/monitor.ts";
import { registerRequestMetrics } from "./modules/monitoring/monitoring.routes.ts";
import { createResponseCache } from "./modules/monitoring/response-cache.ts";
import { createStoredSchemeRuleSource } from "./modules/scheme-rules/stored-scheme-rule-source.ts";
import type { AppServices } from "./modules/server-module.ts";
import { registerWebApp } from "./plugins/web-app.ts";
import { expiringItemsIn, personalDataParts, serverModules } from "./server-modules.ts";

export interface AppDependencies {
  /** An open database; when absent, buildApp opens one from the config and closes it with the app. */
  database?: Database;
  /** Where e-mail goes; defaults to SMTP or the outbox folder per the config. */
  mailer?: Mailer;
  /** Where log lines go; standard output by default (tests read them to prove what never gets logged). */
  logStream?: DestinationStream;
  /** Tests only: a cheaper password hash than production's (test-support/test-app.ts says why). */
  passwordHashing?: PasswordHashing;
}

/**
 * How long a stopping server (SIGTERM) lets requests in flight finish before it exits anyway (server.ts); the
 * systemd unit's TimeoutStopSec (deploy/systemd) is above it.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The public share page (/share#<token>; the token never reaches the server). */
const sharePagePath = /^\/share(\/|\?|$)/;

/** Fastify's trust of X-Forwarded-For: the socket and the entries of `count` proxies, counted from the right. */
function proxiesInFront(count: false | number) {
  return count === false ? false : (_address: string, hop: number) => hop < count;
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    genReqId: (request) => newRequestId(request.headers["x-request-id"]),
    // Only the proxies in front are trusted, hop by hop from the socket: the client's address is the entry the
    // outermost of them added, never one the client wrote into X-Forwarded-For itself.
    trustProxy: proxiesInFront(config.trustProxy),
    // Lets a graceful shutdown close idle keep-alive sockets while in-flight requests finish.
    forceCloseConnections: "idle",
    // A request Node cannot parse (control characters in a header, a broken request line) is answered in the
    // catalogue's shape, like every other refusal.
    clientErrorHandler: answerUnparsableRequest,
  }).withTypeProvider<ZodTypeProvider>();
  app.setChildLoggerFactory(requestLogger);
  closeUnusedConnectionsOnClose(app);

  const database =
    dependencies.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, "db"),
      onPoolError: (error) =>
        app.log.warn({ err: error }, "a database connection was lost; the pool replaces it"),
    }));

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler());
  // Sessions, access settings, profiles and the renewal rules are kept in memory while the database's change
  // notices say they hold.
  const sessionChanges = createChangeWatch(database, changeChannels.sessions);
  const accessSettingsChanges = createChangeWatch(database, changeChannels.accessSettings);
  const profileChanges = createChangeWatch(database, changeChannels.profiles);
  const schemeRuleChanges = createChangeWatch(database, changeChannels.schemeRules);
  // A worker's dashboard is planned from the rules: a changed rule drops every dashboard this instance keeps.
  schemeRuleChanges.onDrop(() => profileChanges.changedHere());
  const setSecurityHeaders = securityHeaders({ publicUrl: config.publicUrl });
  // One synchronous onSend hook for every answer (each hook is a call per request: decision 0007).
  app.addHook("onSend", (request, reply, payload, done) => {
    setSecurityHeaders(request, reply);
    // The public share page is for the one employer it was sent to: never indexed.
    if (sharePagePath.test(request.url)) reply.header("x-robots-tag", "noindex, nofollow");
    // API answers are personal: no browser or proxy may keep a copy unless a route says otherwise.
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    // A worker's own change applies to their next read on this instance at once: on PostgreSQL the change's
    // notice arrives a moment after the commit. Any write they make drops what this instance keeps of their
    // profile before it is answered.
    if (request.user && request.method !== "GET" && request.method !== "HEAD") {
      profileChanges.changedHere(request.user.id);
    }
    done(null, payload);
  });
  if (!dependencies.database) app.addHook("onClose", () => database.close());

  const databaseProbe = createDatabaseProbe(() => database.ping());
  registerErrorHandler(app, { databaseAvailable: databaseProbe.check });
  const requestGuards = registerRequestGuards(app, {
    publicUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
  });
  app.decorateRequest("user", null);
  app.decorate(
    "idempotentCreates",
    createIdempotentCreates({ db: database.db, cipher: fieldCipherOfKey(config.fieldEncryptionKey) }),
  );

  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "SiteReady API", version: config.version },
      servers: [{ url: config.publicUrl }],
    },
    transform: openApiTransform,
    transformObject: (documentObject) =>
      "openapiObject" in documentObject
        ? completeOpenApiDocument(documentObject.openapiObject, authApiDescription)
        : documentObject.swaggerObject,
  });

  const mailer =
    dependencies.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
      dkim: config.dkim,
    });
  const {
    storage,
    isFull: storageFull,
    holdDeletes,
  } = createFileStorage({
    s3: config.s3,
    diskRoot: path.join(config.dataDir, "files"),
  });
  const { dumpEmbedded } = database;
  if (dumpEmbedded) {
    // `npm run backup` while the server runs: only this process can read the embedded database.
    let stopServingBackups: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      try {
        stopServingBackups = await serveBackupRequests({
          socketPath: backupSocketPath(config.dataDir),
          backup: (destination) =>
            writeBackup({
              dumpDatabase: dumpEmbedded,
              files: config.s3 ? undefined : { storage, holdDeletes },
              dataDir: config.dataDir,
              destination,
              version: config.version,
            }),
          onError: (error) => app.log.error({ err: error }, "a backup failed"),
        });
      } catch (error) {
        // A DATA_DIR path too long for a Unix socket (about 100 characters), a read-only folder: the server
        // runs all the same, and `npm run backup` says it cannot reach it.
        app.log.warn({ err: error }, "backups while running are unavailable: no socket in DATA_DIR");
      }
    });
    app.addHook("onClose", async () => stopServingBackups?.());
  }
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    logger: app.log,
    passwordHashing: dependencies.passwordHashing,
  });
  // The sign-in API's description joins the OpenAPI document (read once; the document is made on first request).
  let authApiDescription: AuthApiDescription | null = null;
  app.addHook("onReady", async () => {
    authApiDescription = (await auth.api.generateOpenAPISchema()) as unknown as AuthApiDescription;
  });
  for (const watch of [sessionChanges, accessSettingsChanges, profileChanges, schemeRuleChanges]) {
    app.addHook("onReady", async () => watch.start());
    app.addHook("onClose", async () => watch.stop());
  }
  const guard = createSessionGuard(auth, sessionChanges);
  const access = createAccessService(database.db, accessSettingsChanges);
  const gate = createFeatureGate(access);
  // Deny by default: from here on every route declares who may call it, or the server does not start.
  registerRouteGuards(app, { guard, access });
  await app.register(fastifySwaggerUi, { routePrefix: monitoringPlainRoutes.apiDocs.path, staticCSP: true });
  const flags = createFlagSource({
    companyDomain: config.companyEmailDomain,
    remoteUrl: config.flagConfigUrl,
    logger: app.log,
    loadOverrides: accessSettingsChanges.cached(() => loadFlagOverrides(database.db)),
  });

  const responseCache = createResponseCache<unknown>();
  const monitor = createMonitor({ cacheStats: responseCache.stats });
  registerRequestMetrics(app, monitor);
  const { geocoding, geocodeRetry, weather } = createLocationServices(config, database.db, {
    fillers: serverModules.flatMap((module) => module.fillCoordinates?.(database.db) ?? []),
    logger: app.log,
  });
  app.addHook("onReady", async () => geocodeRetry.start());
  app.addHook("onClose", async () => geocodeRetry.stop());
  const files = createFileService({ db: database.db, storage, logger: app.log });
  const services: AppServices = {
    config,
    logger: app.log,
    database,
    db: database.db,
    mailer,
    storage,
    storageFull,
    databaseUp: databaseProbe.isUp,
    databaseAvailable: databaseProbe.check,
    auth,
    guard,
    access,
    gate,
    flags,
    changes: {
      sessions: sessionChanges,
      accessSettings: accessSettingsChanges,
      profiles: profileChanges,
      schemeRules: schemeRuleChanges,
    },
    responseCache,
    monitor,
    admin: createAdminService({
      db: database.db,
      auth,
      userChanged: (userId) => sessionChanges.changedHere(userId),
    }),
    ai: createChatCompletions(config.ai),
    geocoding,
    weather,
    files,
    billing: createBillingService({
      db: database.db,
      payments: createStripePayments(config.stripe),
      verifyWebhook: createStripeWebhookVerifier(config.stripe.webhookSecret),
      publicUrl: config.publicUrl,
      logger: app.log,
      tierPolicyChanged: () => accessSettingsChanges.changedHere(),
      companyPlans,
    }),
    diggs: createDiggsService({ db: database.db, geocoding, files }),
    groupMemberIds: (groupId) => activeMemberIds(database.db, groupId),
    siteWatcherIds: (siteId) => siteWatcherIds(database.db, siteId),
    personalDataParts,
    expiringItems: expiringItemsIn(database.db),
    schemeRules: createStoredSchemeRuleSource({
      db: database.db,
      changes: schemeRuleChanges,
      logger: app.log,
    }),
  };
  for (const module of serverModules) await module.register?.(app, services);
  if (config.scheduledJobs) {
    const scheduler = createScheduler({
      db: database.db,
      logger: app.log,
      jobs: serverModules.flatMap((module) => module.jobs?.(services) ?? []),
    });
    app.addHook("onReady", async () => scheduler.start());
    // Added after the database's own onClose hook, so it runs first (hooks close in reverse order).
    app.addHook("onClose", async () => scheduler.stop());
  }

  await registerWebApp(app, config.webDistDir, {
    checkBody: requestGuards.refuseUnacceptableBody,
    publicUrl: config.publicUrl,
  });

  return app;
}
