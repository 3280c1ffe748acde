import { createTesseractReader } from "../../adapters/ocr/tesseract-reader.ts";
import { expiringItemsOf } from "../../db/expiring-items.ts";
import { inductions } from "../../db/schema/inductions.ts";
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
  // An induction's valid-until date is when the site wants the worker re-inducted: an expiry like any other.
  expiringItems: (db) => [
    expiringItemsOf(db, "induction", {
      table: inductions,
      id: inductions.id,
      ownerId: inductions.userId,
      type: inductions.siteName,
      expiryDate: inductions.validUntil,
    }),
  ],
};
