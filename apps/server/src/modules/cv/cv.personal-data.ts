import { column, type PersonalDataPart } from "../../db/personal-data.ts";
import { findCvSettings } from "./cv.repository.ts";
import { cvSettingsView } from "./cv.service.ts";

export const cvPersonalData: PersonalDataPart = {
  module: "cv",
  columns: [column("cv_settings", "user_id", "cv_settings", "cascade")],
  async exportOf(db, userId) {
    const cvSettings = await findCvSettings(db, userId);
    return {
      // When they agreed to send CV sections to the AI provider: a record of their consent.
      cv_settings: {
        ...cvSettingsView(cvSettings),
        ai_consent_at: cvSettings?.aiConsentAt?.toISOString() ?? null,
      },
    };
  },
  growth: {
    cv_settings: { onePerUser: "user_id" },
  },
};
