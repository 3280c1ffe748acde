import type { ServerModule } from "../server-module.ts";
import { evidencePersonalData } from "./evidence.personal-data.ts";
import { evidenceRoutes } from "./evidence.routes.ts";
import { createEvidenceService } from "./evidence.service.ts";

export const evidenceModule: ServerModule = {
  name: "evidence",
  register: (app, { db, config, mailer, logger }) =>
    app.register(evidenceRoutes, {
      evidence: createEvidenceService({ db, mailer, publicUrl: config.publicUrl, logger }),
    }),
  personalData: [evidencePersonalData],
};
