import { createTesseractReader } from "../../adapters/ocr/tesseract-reader.ts";
import type { ServerModule } from "../server-module.ts";
import { inductionsPersonalData } from "./inductions.personal-data.ts";
import { inductionsRoutes } from "./inductions.routes.ts";
import { createOcrJobRunner } from "./ocr-job-runner.ts";

export const inductionsModule: ServerModule = {
  name: "inductions",
  async register(app, { db, files, config, logger }) {
    const ocr = createOcrJobRunner({
      db,
      reader: createTesseractReader({
        workers: config.ocrWorkers,
        onError: (error) => logger.error({ err: error }, "OCR worker error"),
      }),
      concurrency: config.ocrWorkers,
      logger,
    });
    await app.register(inductionsRoutes, { db, files, ocr });
    app.addHook("onReady", async () => ocr.start());
    // Added after the database's own onClose hook, so reads in progress finish before it closes.
    app.addHook("onClose", async () => ocr.stop());
  },
  personalData: [inductionsPersonalData],
};
