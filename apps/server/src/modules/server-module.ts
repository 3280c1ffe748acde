import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ChatCompletions } from "../adapters/ai/chat-completions.ts";
import type { FileStorage } from "../adapters/files/file-storage.ts";
import type { Mailer } from "../adapters/mail/mailer.ts";
import type { WeatherForecaster } from "../adapters/weather/open-meteo.ts";
import type { ChangeWatch } from "../db/change-watch.ts";
import type { Database, Db } from "../db/client.ts";
import type { ExpiringItems } from "../db/expiring-items.ts";
import type { PersonalDataPart } from "../db/personal-data.ts";
import type { ScheduledJob } from "../db/scheduler.ts";
import type { Config } from "../lib/config.ts";
import type { AccessService } from "./access/access.service.ts";
import type { FeatureGate } from "./access/feature-gate.ts";
import type { FlagSource } from "./access/flags.service.ts";
import type { Auth } from "./accounts/auth.ts";
import type { SessionGuard } from "./accounts/session-guard.ts";
import type { AdminService } from "./admin/admin.service.ts";
import type { BillingService } from "./billing/billing.service.ts";
import type { DiggsService } from "./diggs/diggs.service.ts";
import type { FileService } from "./files/files.service.ts";
import type { CoordinatesFiller } from "./geocoding/geocode-retry-runner.ts";
import type { GeocodingService } from "./geocoding/geocoding.service.ts";
import type { Monitor } from "./monitoring/monitor.ts";
import type { ResponseCache } from "./monitoring/response-cache.ts";
import type { StoredSchemeRuleSource } from "./scheme-rules/stored-scheme-rule-source.ts";

/**
 * What app.ts builds once and every module may use: the infrastructure (database, mail, files, outside
 * services) and the services more than one module calls. A service only its own module uses is built by that
 * module's `register`.
 */
export interface AppServices {
  config: Config;
  logger: FastifyBaseLogger;
  database: Database;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  /** Whether the last write to the file storage found it full. */
  storageFull: () => boolean;
  /** Whether the database answers (health reuses a recent "up"). */
  databaseUp: () => boolean | Promise<boolean>;
  /** Asks the database again, to tell "database away" (503) from a bug (500). */
  databaseAvailable: () => Promise<boolean>;
  auth: Auth;
  guard: SessionGuard;
  access: AccessService;
  gate: FeatureGate;
  flags: FlagSource;
  /** The per-instance copies the database's change notices drop (decision 0007). */
  changes: {
    sessions: ChangeWatch;
    accessSettings: ChangeWatch;
    profiles: ChangeWatch;
    schemeRules: ChangeWatch;
  };
  responseCache: ResponseCache<unknown>;
  monitor: Monitor;
  admin: AdminService;
  ai: ChatCompletions;
  geocoding: GeocodingService;
  weather: WeatherForecaster;
  files: FileService;
  billing: BillingService;
  diggs: DiggsService;
  /** A group's active members: the live events (messages) send a group's notices to them (groups). */
  groupMemberIds: (groupId: string) => Promise<string[]>;
  /** A company site's owners and managers: the live events send its crew board's changes to them (companies). */
  siteWatcherIds: (siteId: string) => Promise<string[]>;
  /** Every module's personal data, in the data export's order (server-modules.ts). */
  personalDataParts: PersonalDataPart[];
  /** Every module's dated records, in server-modules.ts' order (the expiry reminders, the calendar feed). */
  expiringItems: ExpiringItems[];
  /**
   * The schemes' renewal rules (issue 53), the shipped ones with an admin's edits over them: renewals, reminders,
   * the dashboard and the calendar feed plan from them (`book()`), Admin → Renewal rules edits them.
   */
  schemeRules: StoredSchemeRuleSource;
}

/**
 * One module of the server, declared in one place (`modules/<name>/<name>.module.ts`) and listed once in
 * server-modules.ts: app.ts registers its routes, the scheduler runs its jobs, the data export and account
 * deletion iterate over its personal data, and the postcode retry fills in its records' places.
 */
export interface ServerModule {
  name: string;
  /** Registers the module's routes (and starts and stops what only it runs, through the app's hooks). */
  register?: (app: FastifyInstance, services: AppServices) => PromiseLike<unknown>;
  /** Its site-wide jobs: each runs on one instance at a time, in batches (db/scheduler.ts). */
  jobs?: (services: AppServices) => ScheduledJob[];
  /** What it keeps about a person (db/personal-data.ts); personal-data.test.ts checks it against the schema. */
  personalData?: PersonalDataPart[];
  /**
   * Its records that expire, each kind with its owner and its date parsed where it is read: the reminder job
   * and the calendar feed ask for them and read no module's tables themselves.
   */
  expiringItems?: (db: Db) => ExpiringItems[];
  /** Sets the place of its records saved with a postcode while the postcode lookup was down. */
  fillCoordinates?: (db: Db) => CoordinatesFiller;
}
