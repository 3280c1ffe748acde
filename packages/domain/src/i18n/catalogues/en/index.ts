import { accounts } from "./accounts.ts";
import { admin } from "./admin.ts";
import { billing } from "./billing.ts";
import { core } from "./core.ts";
import { cv } from "./cv.ts";
import { dashboard } from "./dashboard.ts";
import { documents } from "./documents.ts";
import { email } from "./email.ts";
import { inductions } from "./inductions.ts";
import { jobs } from "./jobs.ts";
import { landing } from "./landing.ts";
import { marketing } from "./marketing.ts";
import { messages } from "./messages.ts";
import { places } from "./places.ts";
import { profile } from "./profile.ts";
import { renewals } from "./renewals.ts";
import { sharing } from "./sharing.ts";
import { shell } from "./shell.ts";
import { skillsCards } from "./skills-cards.ts";
import { wallet } from "./wallet.ts";

/**
 * The English catalogue, the source of truth (issue #38): every other language has exactly these keys with the
 * same placeholders (catalogues.test.ts). Messages are ICU MessageFormat, keyed `area.name`, one file per area
 * of the app. Where the spec gives the words, they are the spec's words; validation and error texts are the very
 * strings the shared schemas and the error catalogue produce, so translateMessage can find a server's or a
 * schema's English message here.
 */
export const en = {
  ...core,
  ...landing,
  ...accounts,
  ...shell,
  ...dashboard,
  ...profile,
  ...skillsCards,
  ...documents,
  ...wallet,
  ...renewals,
  ...inductions,
  ...sharing,
  ...cv,
  ...jobs,
  ...places,
  ...messages,
  ...billing,
  ...marketing,
  ...admin,
  ...email,
} as const;

export type MessageKey = keyof typeof en;
/** A translation: every English key, each with its own words. */
export type Catalogue = Record<MessageKey, string>;
