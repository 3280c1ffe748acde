import type { Db } from "./db/client.ts";
import { accessModule } from "./modules/access/access.module.ts";
import { accountsModule } from "./modules/accounts/accounts.module.ts";
import { adminModule } from "./modules/admin/admin.module.ts";
import { billingModule } from "./modules/billing/billing.module.ts";
import { companiesModule } from "./modules/companies/companies.module.ts";
import { competenceModule } from "./modules/competence/competence.module.ts";
import { cvModule } from "./modules/cv/cv.module.ts";
import { diggsModule } from "./modules/diggs/diggs.module.ts";
import { evidenceModule } from "./modules/evidence/evidence.module.ts";
import { filesModule } from "./modules/files/files.module.ts";
import { groupsModule } from "./modules/groups/groups.module.ts";
import { healthModule } from "./modules/health/health.module.ts";
import { inductionsModule } from "./modules/inductions/inductions.module.ts";
import { jobsModule } from "./modules/jobs/jobs.module.ts";
import { languagesModule } from "./modules/languages/languages.module.ts";
import { marketingModule } from "./modules/marketing/marketing.module.ts";
import { messagesModule } from "./modules/messages/messages.module.ts";
import { moderationModule } from "./modules/moderation/moderation.module.ts";
import { profileModule } from "./modules/profile/profile.module.ts";
import { projectsModule } from "./modules/projects/projects.module.ts";
import { remindersModule } from "./modules/reminders/reminders.module.ts";
import { renewalsModule } from "./modules/renewals/renewals.module.ts";
import { rightToWorkModule } from "./modules/right-to-work/right-to-work.module.ts";
import type { ServerModule } from "./modules/server-module.ts";
import { sharingModule } from "./modules/sharing/sharing.module.ts";
import { testCentresModule } from "./modules/test-centres/test-centres.module.ts";
import { walletModule } from "./modules/wallet/wallet.module.ts";
import { weatherModule } from "./modules/weather/weather.module.ts";

/**
 * Every module of the server, listed once. app.ts registers them in this order, the scheduler runs their jobs,
 * and the data export writes their personal data in this order after the account (the person's own records
 * first, records about running the service last); account deletion runs their deletion steps in it.
 */
export const serverModules: ServerModule[] = [
  profileModule,
  inductionsModule,
  projectsModule,
  competenceModule,
  cvModule,
  renewalsModule,
  remindersModule,
  rightToWorkModule,
  sharingModule,
  companiesModule,
  jobsModule,
  weatherModule,
  diggsModule,
  messagesModule,
  groupsModule,
  marketingModule,
  billingModule,
  accountsModule,
  languagesModule,
  filesModule,
  walletModule,
  evidenceModule,
  adminModule,
  accessModule,
  moderationModule,
  testCentresModule,
  healthModule,
];

/** Each module's personal data, in the export's order (db/personal-data.ts). */
export const personalDataParts = serverModules.flatMap((module) => module.personalData ?? []);

/** Each module's dated records, in the list's order (db/expiring-items.ts). */
export const expiringItemsIn = (db: Db) =>
  serverModules.flatMap((module) => module.expiringItems?.(db) ?? []);
