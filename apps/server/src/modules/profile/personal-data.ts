/**
 * Every database column that names a user, and what the account data export and account deletion do with it
 * (decision 0015). personal-data.test.ts reads the migrated database (each foreign key to `users`, and every
 * column named `…user_id`) and fails on a column missing here, on an entry whose column is gone, on a deletion
 * rule the foreign key does not have, and on an export key the export does not hold. A new table that names a
 * user therefore cannot ship until someone has said here where its rows go in the export and on deletion.
 *
 * Metadata for now: the export (account-data.service.ts, account-activity-export.ts) still composes the areas
 * itself. The next step is for each module to export its part (a reader per key, its deletion) and for the
 * export and deletion to iterate over the registered parts; these entries are where each part's tables are
 * listed today.
 */

/**
 * - cascade: the rows go with the `users` row (ON DELETE CASCADE).
 * - unlink: the rows stay without the account (ON DELETE SET NULL), for the reason given.
 */
type Deletion = "cascade" | { unlink: string };

/** The export's top-level key that holds the rows, or why they stay out of it. */
type Export = string | { excluded: string };

export interface PersonalDataColumn {
  table: string;
  column: string;
  export: Export;
  deletion: Deletion;
}

const column = (table: string, name: string, exported: Export, deletion: Deletion): PersonalDataColumn => ({
  table,
  column: name,
  export: exported,
  deletion,
});

const adminsRecord = "records about running the service, not about the person (0015)";
const othersPrivate = "about the person but made by someone else: the other person's data (0015)";

/** By module, the columns of its tables that name a user. */
export const personalData: Record<string, PersonalDataColumn[]> = {
  accounts: [
    column("sessions", "user_id", "sessions", "cascade"),
    column("accounts", "user_id", "sign_in_methods", "cascade"),
    column(
      "two_factors",
      "user_id",
      { excluded: "live secrets: the authenticator secret and codes" },
      "cascade",
    ),
    column(
      "two_factor_recoveries",
      "user_id",
      { excluded: "transient machinery: a recovery request lives for its waiting period" },
      "cascade",
    ),
    // Each passkey's name and date join the sign-in methods; its public key is no use to anyone reading it.
    column("passkeys", "user_id", "sign_in_methods", "cascade"),
  ],
  profile: [
    column("personal_details", "user_id", "personal_details", "cascade"),
    column("next_of_kin", "user_id", "next_of_kin", "cascade"),
    column("documents", "user_id", "documents", "cascade"),
    column("skills_cards", "user_id", "skills_cards", "cascade"),
    column("qualifications", "user_id", "qualifications", "cascade"),
    column("bank_details", "user_id", "bank_details", "cascade"),
    column("tax_details", "user_id", "tax_details", "cascade"),
    column("stored_files", "user_id", "files", "cascade"),
    column("sensitive_field_audit", "user_id", "audit_log", "cascade"),
    column(
      "sensitive_field_audit",
      "actor_user_id",
      { excluded: "who acted on someone's details: the rows are in the owner's audit_log" },
      { unlink: "the owner's audit log keeps its entries when the actor's account goes" },
    ),
  ],
  inductions: [
    column("inductions", "user_id", "inductions", "cascade"),
    column(
      "ocr_jobs",
      "user_id",
      { excluded: "transient machinery: deleted soon after the photo is read" },
      "cascade",
    ),
  ],
  projects: [column("projects", "user_id", "projects", "cascade")],
  jobs: [
    column("jobs", "poster_id", "jobs_posted", "cascade"),
    column("job_applications", "applicant_id", "job_applications", "cascade"),
  ],
  weather: [column("job_sites", "user_id", "saved_sites", "cascade")],
  cv: [column("cv_settings", "user_id", "cv_settings", "cascade")],
  renewals: [column("renewal_workflows", "user_id", "renewal_workflows", "cascade")],
  reminders: [
    column("reminder_settings", "user_id", "reminder_settings", "cascade"),
    column("reminder_deliveries", "user_id", "reminders_sent", "cascade"),
  ],
  sharing: [column("shares", "user_id", "shares", "cascade")],
  wallet: [
    // Not decided yet (found by the coverage test, issue 34): a gate-keeper's register names the workers they
    // checked, so it is the site's record as much as theirs; decide whether the gate-keeper's export holds it.
    column(
      "gate_sign_ins",
      "user_id",
      {
        excluded:
          "a gate-keeper's site register: other workers' names and cards; its keeper downloads it as CSV at /gate",
      },
      "cascade",
    ),
  ],
  billing: [
    column("billing_accounts", "user_id", "billing", "cascade"),
    column("payments", "user_id", "billing", {
      unlink: "accounting records (amount, date, Stripe reference)",
    }),
  ],
  marketing: [
    column("contact_messages", "user_id", "contact_messages", {
      unlink: "support correspondence stays, without the account (0015)",
    }),
    column("feedback_entries", "user_id", "feedback", { unlink: "feedback and votes keep counting (0015)" }),
  ],
  messages: [
    column("conversation_participants", "user_id", "conversations", "cascade"),
    column("messages", "sender_id", "conversations", "cascade"),
    column("messaging_settings", "user_id", "messaging_settings", "cascade"),
    column("user_blocks", "blocker_id", "blocked_people", "cascade"),
    column("user_blocks", "blocked_id", { excluded: othersPrivate }, "cascade"),
    column("content_reports", "reporter_id", "content_reports", "cascade"),
    column("content_reports", "reported_user_id", { excluded: othersPrivate }, "cascade"),
    column(
      "content_reports",
      "resolved_by",
      { excluded: adminsRecord },
      { unlink: "a resolved report stays resolved when the admin's account goes" },
    ),
  ],
  groups: [
    column("group_members", "user_id", "groups", "cascade"),
    column("group_posts", "author_id", "group_posts", "cascade"),
    column(
      "groups",
      "created_by",
      {
        excluded: "who started a group is the group's record; the person's membership and role are in groups",
      },
      { unlink: "the group goes on with its members (deletion hands it over first)" },
    ),
  ],
  diggs: [
    column("diggs_listings", "owner_id", "diggs_listings", "cascade"),
    column("diggs_reports", "reporter_id", "diggs_reports", "cascade"),
  ],
  admin: [
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
  access: [
    column("feature_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("feature_flag_overrides", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
    column("site_settings", "updated_by", { excluded: adminsRecord }, { unlink: adminsRecord }),
  ],
};
