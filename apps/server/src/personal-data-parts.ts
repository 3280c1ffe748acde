import type { PersonalDataPart } from "./lib/personal-data.ts";
import { accessPersonalData } from "./modules/access/access.personal-data.ts";
import { accountsPersonalData } from "./modules/accounts/accounts.personal-data.ts";
import { adminPersonalData } from "./modules/admin/admin.personal-data.ts";
import { billingPersonalData } from "./modules/billing/billing.personal-data.ts";
import { cvPersonalData } from "./modules/cv/cv.personal-data.ts";
import { diggsPersonalData } from "./modules/diggs/diggs.personal-data.ts";
import { filesPersonalData } from "./modules/files/files.personal-data.ts";
import { groupsPersonalData } from "./modules/groups/groups.personal-data.ts";
import { inductionsPersonalData } from "./modules/inductions/inductions.personal-data.ts";
import { jobsPersonalData } from "./modules/jobs/jobs.personal-data.ts";
import { marketingPersonalData } from "./modules/marketing/marketing.personal-data.ts";
import {
  contentReportsPersonalData,
  messagesPersonalData,
} from "./modules/messages/messages.personal-data.ts";
import {
  profilePersonalData,
  sensitiveDetailsPersonalData,
} from "./modules/profile/profile.personal-data.ts";
import { projectsPersonalData } from "./modules/projects/projects.personal-data.ts";
import { remindersPersonalData } from "./modules/reminders/reminders.personal-data.ts";
import { renewalsPersonalData } from "./modules/renewals/renewals.personal-data.ts";
import { sharingPersonalData } from "./modules/sharing/sharing.personal-data.ts";
import { walletPersonalData } from "./modules/wallet/wallet.personal-data.ts";
import { weatherPersonalData } from "./modules/weather/weather.personal-data.ts";

/**
 * Each module's personal data (lib/personal-data.ts), in the order the data export writes their keys after the
 * account; account deletion runs their deletion steps in this order before the `users` row goes. A module whose
 * tables name a user is listed here, or personal-data.test.ts fails.
 */
export const personalDataParts: PersonalDataPart[] = [
  profilePersonalData,
  inductionsPersonalData,
  projectsPersonalData,
  cvPersonalData,
  renewalsPersonalData,
  remindersPersonalData,
  sharingPersonalData,
  jobsPersonalData,
  weatherPersonalData,
  diggsPersonalData,
  messagesPersonalData,
  groupsPersonalData,
  contentReportsPersonalData,
  marketingPersonalData,
  billingPersonalData,
  accountsPersonalData,
  sensitiveDetailsPersonalData,
  filesPersonalData,
  walletPersonalData,
  adminPersonalData,
  accessPersonalData,
];
