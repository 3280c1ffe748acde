import { messages as accounts } from "../accounts/messages/en.ts";
import { messages as admin } from "../admin/messages/en.ts";
import { messages as billing } from "../billing/messages/en.ts";
import { messages as companies } from "../companies/messages/en.ts";
import { messages as competence } from "../competence/messages/en.ts";
import { messages as core } from "../core/messages/en.ts";
import { messages as cv } from "../cv/messages/en.ts";
import { messages as dashboard } from "../dashboard/messages/en.ts";
import { messages as documents } from "../documents/messages/en.ts";
import { messages as email } from "../email/messages/en.ts";
import { messages as evidence } from "../evidence/messages/en.ts";
import { messages as inductions } from "../inductions/messages/en.ts";
import { messages as jobs } from "../jobs/messages/en.ts";
import { messages as landing } from "../landing/messages/en.ts";
import { messages as marketing } from "../marketing/messages/en.ts";
import { messages } from "../messages/messages/en.ts";
import { messages as places } from "../places/messages/en.ts";
import { messages as profile } from "../profile/messages/en.ts";
import { messages as renewals } from "../renewals/messages/en.ts";
import { messages as rightToWork } from "../right-to-work/messages/en.ts";
import { messages as sharing } from "../sharing/messages/en.ts";
import { messages as shell } from "../shell/messages/en.ts";
import { messages as skillsCards } from "../skills-cards/messages/en.ts";
import { messages as wallet } from "../wallet/messages/en.ts";

/**
 * The areas with words, by folder: their English makes the whole English catalogue (whole-catalogue.ts, for the
 * server and the tests), and any language's file of an area is found by the folder's name (catalogue.ts's
 * loadArea; the web app loads the areas a page declares). A new area adds its import and its entry here, and
 * edits no other list (areas.test.ts holds every folder with words to it).
 */
export const englishByArea = {
  core,
  landing,
  accounts,
  shell,
  dashboard,
  profile,
  "skills-cards": skillsCards,
  documents,
  wallet,
  renewals,
  inductions,
  sharing,
  cv,
  jobs,
  places,
  messages,
  billing,
  marketing,
  admin,
  email,
  companies,
  evidence,
  "right-to-work": rightToWork,
  competence,
};
