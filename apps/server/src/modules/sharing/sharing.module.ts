import { createCvService } from "../cv/cv.service.ts";
import type { ServerModule } from "../server-module.ts";
import { sharingPersonalData } from "./sharing.personal-data.ts";
import { sharingRoutes } from "./sharing.routes.ts";

export const sharingModule: ServerModule = {
  name: "sharing",
  register: (app, { db, access, config, mailer, storage, ai, guard }) => {
    // A shared CV is the worker's CV export, made when the employer opens it.
    const cv = createCvService({ db, ai });
    return app.register(sharingRoutes, {
      db,
      access,
      config,
      mailer,
      storage,
      guard,
      cvPdf: (userId, language) => cv.export(userId, "pdf", language),
    });
  },
  personalData: [sharingPersonalData],
};
