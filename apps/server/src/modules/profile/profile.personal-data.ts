import {
  PASSKEYS_PER_ACCOUNT_LIMIT,
  RECORDS_PER_TYPE_LIMIT,
  SENSITIVE_ACTIONS_PER_DAY,
} from "@siteready/domain/limits";
import { column, EXPORT_PAGE, type PersonalDataPart } from "../../db/personal-data.ts";
import { inPages, StreamedArray } from "../../lib/json-stream.ts";
import {
  type AuditRow,
  findBankDetails,
  findNextOfKin,
  findPersonalDetails,
  findTaxDetails,
  listAuditEntriesPage,
  listDocuments,
  listQualifications,
  listSkillsCards,
} from "./profile.repository.ts";
import {
  documentView,
  nextOfKinView,
  personalDetailsView,
  qualificationView,
  skillsCardView,
} from "./profile-views.ts";
import { createSensitiveViews } from "./sensitive-details.service.ts";

/** The profile's sections, as the profile pages show them. */
export const profilePersonalData: PersonalDataPart = {
  module: "profile",
  columns: [
    column("personal_details", "user_id", "personal_details", "cascade"),
    column("next_of_kin", "user_id", "next_of_kin", "cascade"),
    column("documents", "user_id", "documents", "cascade"),
    column("skills_cards", "user_id", "skills_cards", "cascade"),
    column("qualifications", "user_id", "qualifications", "cascade"),
  ],
  async exportOf(db, userId, { at }) {
    const [personal, kin, documentRows, cardRows, qualificationRows] = await Promise.all([
      findPersonalDetails(db, userId),
      findNextOfKin(db, userId),
      listDocuments(db, userId),
      listSkillsCards(db, userId),
      listQualifications(db, userId),
    ]);
    return {
      personal_details: personalDetailsView(personal),
      next_of_kin: nextOfKinView(kin),
      documents: documentRows.map((row) => documentView(row, at)),
      skills_cards: cardRows.map((row) => skillsCardView(row, at)),
      qualifications: qualificationRows.map((row) => qualificationView(row, at)),
    };
  },
  growth: {
    documents: { limit: `${RECORDS_PER_TYPE_LIMIT} per user (db/quotas.ts)` },
    skills_cards: { limit: `${RECORDS_PER_TYPE_LIMIT} per user` },
    qualifications: { limit: `${RECORDS_PER_TYPE_LIMIT} per user (db/quotas.routes.test.ts goes past it)` },
    personal_details: { onePerUser: "user_id" },
    next_of_kin: { onePerUser: "user_id" },
  },
};

/** Bank and tax details in clear (it is their own data) and the log of who saw or changed them. */
export const sensitiveDetailsPersonalData: PersonalDataPart = {
  module: "profile",
  columns: [
    column("bank_details", "user_id", "bank_details", "cascade"),
    column("tax_details", "user_id", "tax_details", "cascade"),
    column("sensitive_field_audit", "user_id", "audit_log", "cascade"),
    column(
      "sensitive_field_audit",
      "actor_user_id",
      { excluded: "who acted on someone's details: the rows are in the owner's audit_log" },
      { unlink: "the owner's audit log keeps its entries when the actor's account goes" },
    ),
  ],
  async exportOf(db, userId, { cipher }) {
    const views = createSensitiveViews(cipher);
    const [bank, tax] = await Promise.all([findBankDetails(db, userId), findTaxDetails(db, userId)]);
    return {
      bank_details: bank ? { ...views.bankPlain(bank), updated_at: bank.updatedAt.toISOString() } : null,
      tax_details: tax ? { ...views.taxPlain(tax), updated_at: tax.updatedAt.toISOString() } : null,
      audit_log: new StreamedArray(async function* () {
        for await (const row of inPages(
          (last: AuditRow | undefined) => listAuditEntriesPage(db, userId, last, EXPORT_PAGE),
          EXPORT_PAGE,
        )) {
          yield {
            field: row.field,
            action: row.action,
            ip_address: row.ipAddress,
            created_at: row.createdAt.toISOString(),
          };
        }
      }),
    };
  },
  growth: {
    sensitive_field_audit: {
      limit: `${SENSITIVE_ACTIONS_PER_DAY} reveals, changes and exports of bank and tax details in 24 hours (actor_user_id: the same person); the account's security events come from limited actions (step-up 5 a minute, second-factor codes per address and per sign-in, ${PASSKEYS_PER_ACCOUNT_LIMIT} passkeys), a share's entries from its page views (public share calls per address per minute)`,
    },
    bank_details: { onePerUser: "user_id" },
    tax_details: { onePerUser: "user_id" },
  },
};
