import { adminsRecord, column, type PersonalDataPart } from "../../db/personal-data.ts";

export const accessPersonalData: PersonalDataPart = {
  module: "access",
  columns: [
    column("feature_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("feature_flag_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("site_settings", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
  ],
};
