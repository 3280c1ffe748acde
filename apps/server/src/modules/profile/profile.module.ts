import { expiringItemsOf } from "../../db/expiring-items.ts";
import { documents, qualifications, skillsCards } from "../../db/schema/profile.ts";
import type { ServerModule } from "../server-module.ts";
import { profilePersonalData, sensitiveDetailsPersonalData } from "./profile.personal-data.ts";
import { profileRoutes } from "./profile.routes.ts";

/** The columns every dated profile record has, by the same names. */
const datedColumns = (table: typeof skillsCards | typeof documents | typeof qualifications) => ({
  table,
  id: table.id,
  ownerId: table.userId,
  expiryDate: table.expiryDate,
});

export const profileModule: ServerModule = {
  name: "profile",
  register: (app, { db, storage, config, changes, personalDataParts, guard, schemeRules }) =>
    app.register(profileRoutes, {
      db,
      storage,
      config,
      profileChanges: changes.profiles,
      personalDataParts,
      guard,
      schemeRules,
    }),
  personalData: [profilePersonalData, sensitiveDetailsPersonalData],
  expiringItems: (db) => [
    expiringItemsOf(db, "skills_card", { ...datedColumns(skillsCards), type: skillsCards.cardType }),
    expiringItemsOf(db, "document", { ...datedColumns(documents), type: documents.documentType }),
    expiringItemsOf(db, "qualification", { ...datedColumns(qualifications), type: qualifications.type }),
  ],
};
