import type { ServerModule } from "../server-module.ts";
import { schemeRulesPersonalData } from "./scheme-rules.personal-data.ts";
import { schemeRulesRoutes } from "./scheme-rules.routes.ts";
import { createSchemeRulesAdminService } from "./scheme-rules.service.ts";

/**
 * The schemes' renewal rules (issue 53): app.ts builds the rule book every module plans from
 * (AppServices.schemeRules); this module lets an admin edit it (Admin → Renewal rules).
 */
export const schemeRulesModule: ServerModule = {
  name: "scheme-rules",
  async register(app, { db, schemeRules, changes }) {
    const rules = createSchemeRulesAdminService({
      db,
      source: schemeRules,
      changedHere: (cardType) => changes.schemeRules.changedHere(cardType),
    });
    await app.register(schemeRulesRoutes, { rules });
  },
  personalData: [schemeRulesPersonalData],
};
