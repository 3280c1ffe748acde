import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { createChatCompletions } from "./adapters/ai/chat-completions.ts";
import { createFileStorage } from "./adapters/files/storage-from-config.ts";
import { createMailer, type Mailer } from "./adapters/mail/mailer.ts";
import { createTesseractReader } from "./adapters/ocr/tesseract-reader.ts";
import { createStripePayments, createStripeWebhookVerifier } from "./adapters/payments/stripe-payments.ts";
import type { Config } from "./config.ts";
import { changeChannels, createChangeWatch } from "./db/change-watch.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { MESSAGE_DIGEST_INTERVAL_MS, runMessageDigestJob } from "./jobs/message-digest-job.ts";
import { ORPHAN_FILE_SWEEP_INTERVAL_MS, runOrphanFileSweepJob } from "./jobs/orphan-file-sweep-job.ts";
import { runReminderJob } from "./jobs/reminder-job.ts";
import { RENEWAL_CLEANUP_INTERVAL_MS, runRenewalCleanupJob } from "./jobs/renewal-cleanup-job.ts";
import { createScheduler } from "./jobs/scheduler.ts";
import { runSubscriptionRenewalJob } from "./jobs/subscription-renewal-job.ts";
import { createDatabaseProbe } from "./lib/database-probe.ts";
import { answerUnparsableRequest, newRequestId, registerErrorHandler } from "./lib/error-handler.ts";
import { loggerOptions } from "./lib/logger.ts";
import { type AuthApiDescription, completeOpenApiDocument } from "./lib/openapi-document.ts";
import { registerRequestGuards } from "./lib/request-guards.ts";
import { requestLogger } from "./lib/request-logger.ts";
import { createResponseSerializerCompiler } from "./lib/response-serializer.ts";
import { securityHeaders } from "./lib/security-headers.ts";
import { closeUnusedConnectionsOnClose } from "./lib/unused-connections.ts";
import { openApiTransform, safeValidatorCompiler } from "./lib/zod-app.ts";
import { accessRoutes } from "./modules/access/access.routes.ts";
import { createAccessService } from "./modules/access/access.service.ts";
import { createFeatureGate } from "./modules/access/feature-gate.ts";
import { loadFlagOverrides } from "./modules/access/flag-overrides.repository.ts";
import { createFlagSource } from "./modules/access/flags.service.ts";
import { registerRouteGuards } from "./modules/access/route-guards.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { createAuth } from "./modules/accounts/auth.ts";
import { createSessionGuard } from "./modules/accounts/session-guard.ts";
import { registerOperations } from "./modules/admin/operations.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { createBillingService } from "./modules/billing/billing.service.ts";
import { cvRoutes } from "./modules/cv/cv.routes.ts";
import { createCvService } from "./modules/cv/cv.service.ts";
import { fillListingCoordinates } from "./modules/diggs/diggs.repository.ts";
import { diggsRoutes } from "./modules/diggs/diggs.routes.ts";
import { createDiggsService } from "./modules/diggs/diggs.service.ts";
import { fileRoutes } from "./modules/files/files.routes.ts";
import { createFileService } from "./modules/files/files.service.ts";
import { createLocationServices } from "./modules/geocoding/location-services.ts";
import { activeMemberIds } from "./modules/groups/groups.repository.ts";
import { groupsRoutes } from "./modules/groups/groups.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { inductionsRoutes } from "./modules/inductions/inductions.routes.ts";
import { createOcrJobRunner } from "./modules/inductions/ocr-job-runner.ts";
import { fillJobCoordinates } from "./modules/jobs/jobs.repository.ts";
import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { languagesRoutes } from "./modules/languages/languages.routes.ts";
import { marketingRoutes } from "./modules/marketing/marketing.routes.ts";
import { liveRoutes } from "./modules/messages/live.routes.ts";
import { createLiveHub } from "./modules/messages/live-hub.ts";
import { messagesRoutes } from "./modules/messages/messages.routes.ts";
import { moderationRoutes } from "./modules/moderation/moderation.routes.ts";
import { createResponseCache } from "./modules/monitoring/response-cache.ts";
import { profileRoutes } from "./modules/profile/profile.routes.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { remindersRoutes } from "./modules/reminders/reminders.routes.ts";
import { renewalsRoutes } from "./modules/renewals/renewals.routes.ts";
import { sharingRoutes } from "./modules/sharing/sharing.routes.ts";
import { testCentresRoutes } from "./modules/test-centres/test-centres.routes.ts";
import { walletRoutes } from "./modules/wallet/wallet.routes.ts";
import { weatherRoutes } from "./modules/weather/weather.routes.ts";
import { registerWebApp } from "./plugins/web-app.ts";

export interface AppDependencies {
  /** An open database; when absent, buildApp opens one from the config and closes it with the app. */
  database?: Database;
  /** Where e-mail goes; defaults to SMTP or the outbox folder per the config. */
  mailer?: Mailer;
  /** Where log lines go; standard output by default (tests read them to prove what never gets logged). */
  logStream?: DestinationStream;
}

/** The public share page (/share#<token>; the token never reaches the server). */
const sharePagePath = /^\/share(\/|\?|$)/;

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(dependencies.logStream ? { stream: dependencies.logStream } : {}),
    },
    genReqId: (request) => newRequestId(request.headers["x-request-id"]),
    // Only behind a proxy that sets X-Forwarded-For may it be trusted; otherwise clients could pick their IP.
    trustProxy: config.trustProxy,
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
  // Sessions, access settings and profiles are kept in memory while the database's change notices say they hold.
  const sessionChanges = createChangeWatch(database, changeChannels.sessions);
  const accessSettingsChanges = createChangeWatch(database, changeChannels.accessSettings);
  const profileChanges = createChangeWatch(database, changeChannels.profiles);
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
  const { storage, isFull: storageFull } = createFileStorage({
    s3: config.s3,
    diskRoot: path.join(config.dataDir, "files"),
  });
  const auth = createAuth({ config, db: database.db, mailer, logger: app.log });
  // The sign-in API's description joins the OpenAPI document (read once; the document is made on first request).
  let authApiDescription: AuthApiDescription | null = null;
  app.addHook("onReady", async () => {
    authApiDescription = (await auth.api.generateOpenAPISchema()) as unknown as AuthApiDescription;
  });
  for (const watch of [sessionChanges, accessSettingsChanges, profileChanges]) {
    app.addHook("onReady", async () => watch.start());
    app.addHook("onClose", async () => watch.stop());
  }
  const guard = createSessionGuard(auth, sessionChanges);
  const access = createAccessService(database.db, accessSettingsChanges);
  const gate = createFeatureGate(access);
  // Deny by default: from here on every route declares who may call it, or the server does not start.
  registerRouteGuards(app, { guard, access });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  const flags = createFlagSource({
    companyDomain: config.companyEmailDomain,
    remoteUrl: config.flagConfigUrl,
    logger: app.log,
    loadOverrides: accessSettingsChanges.cached(() => loadFlagOverrides(database.db)),
  });

  const responseCache = createResponseCache<unknown>();
  const operations = await registerOperations(app, {
    config,
    database,
    auth,
    flags,
    responseCache,
    changedHere: {
      user: (userId) => sessionChanges.changedHere(userId),
      accessSettings: () => accessSettingsChanges.changedHere(),
    },
  });
  await app.register(healthRoutes, {
    version: config.version,
    databaseUp: databaseProbe.isUp,
    storageFull,
  });
  await app.register(accountsRoutes, {
    auth,
    config,
    db: database.db,
    databaseAvailable: databaseProbe.check,
    guard,
    access,
    mailer,
  });
  await app.register(accessRoutes, { access, flags });
  await app.register(languagesRoutes, { db: database.db });

  await app.register(fileRoutes, { db: database.db, storage });
  await app.register(profileRoutes, { db: database.db, storage, config, profileChanges });
  await app.register(marketingRoutes, { db: database.db });
  await app.register(cvRoutes, { db: database.db, ai: createChatCompletions(config.ai) });
  const { geocoding, geocodeRetry, weather } = createLocationServices(config, database.db, {
    fillers: [
      (place) => fillJobCoordinates(database.db, place),
      (place) => fillListingCoordinates(database.db, place),
    ],
    logger: app.log,
  });
  app.addHook("onReady", async () => geocodeRetry.start());
  app.addHook("onClose", async () => geocodeRetry.stop());
  await app.register(jobsRoutes, { db: database.db, gate, geocoding });
  await app.register(projectsRoutes, { db: database.db, geocoding });
  await app.register(testCentresRoutes, { db: database.db, geocoding, responseCache });
  await app.register(weatherRoutes, { db: database.db, geocoding, weather });
  await app.register(renewalsRoutes, { db: database.db });
  await app.register(remindersRoutes, { db: database.db, config });
  const billing = createBillingService({
    db: database.db,
    payments: createStripePayments(config.stripe),
    verifyWebhook: createStripeWebhookVerifier(config.stripe.webhookSecret),
    publicUrl: config.publicUrl,
    logger: app.log,
    tierPolicyChanged: () => accessSettingsChanges.changedHere(),
  });
  await app.register(billingRoutes, { billing });
  await app.register(walletRoutes, {
    db: database.db,
    secret: config.authSecret,
    publicUrl: config.publicUrl,
    storage,
    gateSigningKeys: config.gateSigningKeys,
  });
  const cvForSharing = createCvService({ db: database.db, ai: createChatCompletions(config.ai) });
  await app.register(sharingRoutes, {
    db: database.db,
    access,
    config,
    mailer,
    storage,
    cvPdf: (userId) => cvForSharing.export(userId, "pdf"),
  });
  const ocr = createOcrJobRunner({
    db: database.db,
    reader: createTesseractReader({
      workers: config.ocrWorkers,
      onError: (error) => app.log.error({ err: error }, "OCR worker error"),
    }),
    concurrency: config.ocrWorkers,
    logger: app.log,
  });
  const files = createFileService({ db: database.db, storage, logger: app.log });
  await app.register(inductionsRoutes, { db: database.db, files, ocr });
  const diggs = createDiggsService({ db: database.db, geocoding, files });
  await app.register(diggsRoutes, { diggs });
  const liveHub = createLiveHub({
    database,
    groupMemberIds: (groupId) => activeMemberIds(database.db, groupId),
    onError: (error) => app.log.error({ err: error }, "could not deliver a live update"),
  });
  await app.register(liveRoutes, { hub: liveHub });
  await app.register(messagesRoutes, {
    db: database.db,
    config,
    listingOwner: (listingId, requesterId) => diggs.listingOwnerForContact(listingId, requesterId),
  });
  await app.register(groupsRoutes, { db: database.db });
  await app.register(moderationRoutes, {
    db: database.db,
    suspend: (admin, userId, reason) => operations.admin.suspend(admin, userId, reason),
  });
  app.addHook("onReady", async () => liveHub.start());
  app.addHook("onClose", async () => liveHub.stop());
  app.addHook("onReady", async () => ocr.start());
  // Added after the database's own onClose hook, so reads in progress finish before it closes.
  app.addHook("onClose", async () => ocr.stop());
  if (config.scheduledJobs) {
    const scheduler = createScheduler({
      db: database.db,
      logger: app.log,
      jobs: [
        {
          name: "expiry-reminders",
          intervalMs: config.reminderJobIntervalMinutes * 60_000,
          run: async (now) => {
            await runReminderJob({ db: database.db, mailer, config, now, logger: app.log });
          },
        },
        {
          name: "subscription-renewal-notices",
          intervalMs: config.reminderJobIntervalMinutes * 60_000,
          run: async (now) => {
            await runSubscriptionRenewalJob({ db: database.db, mailer, config, now, logger: app.log });
          },
        },
        {
          name: "message-digest",
          intervalMs: MESSAGE_DIGEST_INTERVAL_MS,
          run: async (now) => {
            await runMessageDigestJob({
              db: database.db,
              mailer,
              config,
              now,
              logger: app.log,
              messagesOpenTo: (recipient) => access.isOpenTo("messages", recipient),
            });
          },
        },
        {
          name: "orphan-file-sweep",
          intervalMs: ORPHAN_FILE_SWEEP_INTERVAL_MS,
          run: async (now) => {
            await runOrphanFileSweepJob({ db: database.db, storage, now });
          },
        },
        {
          name: "renewal-cleanup",
          intervalMs: RENEWAL_CLEANUP_INTERVAL_MS,
          run: async (now) => {
            await runRenewalCleanupJob({ db: database.db, now });
          },
        },
      ],
    });
    app.addHook("onReady", async () => scheduler.start());
    // Added after the database's own onClose hook, so it runs first (hooks close in reverse order).
    app.addHook("onClose", async () => scheduler.stop());
  }

  await registerWebApp(app, config.webDistDir, { checkBody: requestGuards.refuseUnacceptableBody });

  return app;
}
