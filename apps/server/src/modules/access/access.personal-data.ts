import { adminsRecord, column, type PersonalDataPart } from "../../db/personal-data.ts";

export const accessPersonalData: PersonalDataPart = {
  module: "access",
  columns: [
    column("feature_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("feature_flag_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("site_settings", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
  ],
  growth: {
    feature_overrides: { notGrownByTheirUser: "admin settings, one per feature (updated_by)" },
    feature_flag_overrides: { notGrownByTheirUser: "admin settings, one per flag (updated_by)" },
    site_settings: { notGrownByTheirUser: "admin settings, one per name (updated_by)" },
  },
};
