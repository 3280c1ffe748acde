import { OCR_PHOTOS_WAITING_LIMIT, RECORDS_PER_TYPE_LIMIT } from "@siteready/domain/limits";
import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { listInductions } from "./inductions.repository.ts";
import { inductionView } from "./inductions.service.ts";

export const inductionsPersonalData: PersonalDataPart = {
  module: "inductions",
  columns: [
    column("inductions", "user_id", "inductions", "cascade"),
    column(
      "ocr_jobs",
      "user_id",
      { excluded: "transient machinery: deleted soon after the photo is read" },
      "cascade",
    ),
  ],
  async exportOf(db, userId, { at }) {
    return { inductions: (await listInductions(db, userId)).map((row) => inductionView(row, at)) };
  },
  growth: {
    inductions: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
    ocr_jobs: {
      limit: `${OCR_PHOTOS_WAITING_LIMIT} photos waiting per user; read ones are removed after a while`,
    },
  },
};
