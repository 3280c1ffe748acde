import { adminsRecord, column, type PersonalDataPart } from "../../db/personal-data.ts";

export const schemeRulesPersonalData: PersonalDataPart = {
  module: "scheme-rules",
  columns: [
    column(
      "scheme_rule_edits",
      "updated_by",
      { excluded: adminsRecord },
      { unlink: "an admin setting, one per card type; 'edited by' keeps the e-mail as text" },
    ),
  ],
  growth: {
    scheme_rule_edits: { notGrownByTheirUser: "admin settings, one per card type (updated_by)" },
  },
};
