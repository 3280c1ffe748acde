import type { Catalogue } from "../en/index.ts";
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

/** Bulgarian. Scheme and card names (CSCS, CPCS, NPORS, Blue …) stay as printed on the cards. */
export const bg: Catalogue = {
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
};
