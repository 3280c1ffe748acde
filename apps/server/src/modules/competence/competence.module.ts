import type { ServerModule } from "../server-module.ts";
import { competencePersonalData } from "./competence.personal-data.ts";
import { competenceRoutes } from "./competence.routes.ts";
import { createCompetenceService } from "./competence.service.ts";

export const competenceModule: ServerModule = {
  name: "competence",
  register: (app, { db, config, mailer, logger, files }) =>
    app.register(competenceRoutes, {
      competence: createCompetenceService({ db, mailer, files, publicUrl: config.publicUrl, logger }),
    }),
  personalData: [competencePersonalData],
};
