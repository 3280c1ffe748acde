import { adminsRecord, column, type PersonalDataPart } from "../../db/personal-data.ts";

export const adminPersonalData: PersonalDataPart = {
  module: "admin",
  columns: [
    column(
      "admin_audit_log",
      "admin_id",
      { excluded: adminsRecord },
      { unlink: "the admins' accountability record keeps the e-mail as text (0013)" },
    ),
    column(
      "admin_audit_log",
      "target_user_id",
      { excluded: "the admins' accountability record; a suspension and its reason are in account" },
      { unlink: "the admins' accountability record keeps the e-mail as text (0013)" },
    ),
    column("agent_reports", "created_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
  ],
  growth: {
    admin_audit_log: { notGrownByTheirUser: "admins' actions on accounts" },
    agent_reports: { notGrownByTheirUser: "the reports API (REPORTS_API_TOKEN) or an admin" },
  },
};
