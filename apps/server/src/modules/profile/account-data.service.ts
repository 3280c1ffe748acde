import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client.ts";
import { notFound, validationFailed } from "../../lib/app-error.ts";
import { inPages, jsonText, StreamedArray } from "../../lib/json-stream.ts";
import { findCvSettings } from "../cv/cv.repository.ts";
import { cvSettingsView } from "../cv/cv.service.ts";
import type { FileService } from "../files/files.service.ts";
import { createGroupsService } from "../groups/groups.service.ts";
import { listInductions } from "../inductions/inductions.repository.ts";
import { inductionView } from "../inductions/inductions.service.ts";
import { listProjectsOfUser } from "../projects/projects.repository.ts";
import { projectView } from "../projects/projects.service.ts";
import { accountActivity, EXPORT_PAGE } from "./account-activity-export.ts";
import {
  type AuditRow,
  deleteUser,
  findBankDetails,
  findNextOfKin,
  findPersonalDetails,
  findTaxDetails,
  findUser,
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
import type { RequestContext, SensitiveDetailsService } from "./sensitive-details.service.ts";
import { bodyFields } from "./validation.ts";

/** What a person types to confirm deleting their account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE MY ACCOUNT";
const EXPORT_DATA_FILE = "siteready-data.json";

interface ErrorLogger {
  error(details: object, message: string): void;
}

/** Everything kept about a person leaves with them (export) or goes entirely (delete). */
export function createAccountDataService({
  db,
  files,
  sensitive,
  now,
  logger,
}: {
  db: Db;
  files: FileService;
  sensitive: SensitiveDetailsService;
  now: () => Date;
  logger?: ErrorLogger;
}) {
  return {
    /**
     * A zip of the person's data: siteready-data.json (account, every profile section with sensitive values
     * in clear, since it is their own data, everything else they have in the app — see accountActivity —,
     * the audit log and a list of files) and every uploaded file under files/. The export itself is audited
     * first, so it appears in the log it contains. The JSON is written as the zip streams out, its long lists
     * read a page (one statement) at a time, so no pool connection is held between pages.
     */
    async exportData(userId: string, context: RequestContext): Promise<{ zip: Readable; fileName: string }> {
      const user = await findUser(db, userId);
      if (!user) throw notFound();
      await sensitive.recordExport(userId, context);
      const at = now();
      const [
        personal,
        kin,
        documentRows,
        cardRows,
        qualificationRows,
        bank,
        tax,
        storedFiles,
        inductionRows,
        projectRows,
        cvSettings,
      ] = await Promise.all([
        findPersonalDetails(db, userId),
        findNextOfKin(db, userId),
        listDocuments(db, userId),
        listSkillsCards(db, userId),
        listQualifications(db, userId),
        findBankDetails(db, userId),
        findTaxDetails(db, userId),
        files.listFiles(userId),
        listInductions(db, userId),
        listProjectsOfUser(db, userId),
        findCvSettings(db, userId),
      ]);

      const zipPathOf = (storageKey: string) => `files/${storageKey.split("/").pop() ?? storageKey}`;
      const zipPathByFileId = new Map(storedFiles.map((file) => [file.id, zipPathOf(file.storageKey)]));
      const activity = await accountActivity(db, userId, (fileId) => zipPathByFileId.get(fileId) ?? null);
      const data = {
        exported_at: at.toISOString(),
        account: {
          id: user.id,
          email: user.email,
          name: user.name,
          first_name: user.firstName,
          last_name: user.lastName,
          role: user.role,
          subscription_tier: user.subscriptionTier,
          email_verified: user.emailVerified,
          onboarding_completed: user.onboardingCompleted,
          terms_accepted_version: user.termsAcceptedVersion,
          terms_accepted_at: user.termsAcceptedAt?.toISOString() ?? null,
          language: user.language,
          suspended: user.banned ?? false,
          suspension_reason: user.banReason,
          suspended_until: user.banExpires?.toISOString() ?? null,
          created_at: user.createdAt.toISOString(),
          updated_at: user.updatedAt.toISOString(),
        },
        personal_details: personalDetailsView(personal),
        next_of_kin: nextOfKinView(kin),
        documents: documentRows.map((row) => documentView(row, at)),
        skills_cards: cardRows.map((row) => skillsCardView(row, at)),
        qualifications: qualificationRows.map((row) => qualificationView(row, at)),
        inductions: inductionRows.map((row) => inductionView(row, at)),
        projects: projectRows.map(projectView),
        // When they agreed to send CV sections to the AI provider: a record of their consent.
        cv_settings: {
          ...cvSettingsView(cvSettings),
          ai_consent_at: cvSettings?.aiConsentAt?.toISOString() ?? null,
        },
        ...activity,
        bank_details: bank
          ? { ...sensitive.views.bankPlain(bank), updated_at: bank.updatedAt.toISOString() }
          : null,
        tax_details: tax
          ? { ...sensitive.views.taxPlain(tax), updated_at: tax.updatedAt.toISOString() }
          : null,
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
        files: storedFiles.map((file) => ({
          id: file.id,
          path: zipPathOf(file.storageKey),
          original_name: file.originalName,
          mime_type: file.mimeType,
          size_bytes: file.sizeBytes,
          uploaded_at: file.createdAt.toISOString(),
        })),
      };

      const zip = new ZipFile();
      // Written as it is read: the long lists (messages, logs) come from the database a page at a time while
      // the zip goes out, so memory holds a page of them whatever the person's data (json-stream.ts).
      zip.addReadStreamLazy(EXPORT_DATA_FILE, { mtime: at }, (done) => {
        const text = Readable.from(
          (async function* () {
            for await (const chunk of jsonText(data)) yield Buffer.from(chunk, "utf8");
            yield Buffer.from("\n", "utf8");
          })(),
        );
        // A read that fails halfway ends the download with an error rather than a zip that looks whole.
        text.once("error", (error) => {
          logger?.error({ err: error, userId }, "export: reading the data failed");
          (zip.outputStream as unknown as Readable).destroy(error);
        });
        done(null, text);
      });
      for (const file of storedFiles) {
        // Read one file at a time as the zip is written, so memory holds one file, not all of them.
        // Photos and PDFs are compressed already; deflating them again only costs time.
        zip.addReadStreamLazy(
          zipPathOf(file.storageKey),
          { mtime: file.createdAt, compress: false },
          (done) => {
            files.readBytes(file).then(
              (bytes) => {
                if (!bytes) logger?.error({ fileId: file.id }, "export: file bytes missing from storage");
                done(null, Readable.from([bytes ?? Buffer.alloc(0)]));
              },
              (error: unknown) => done(error, Readable.from([])),
            );
          },
        );
      }
      zip.end();
      const fileName = `siteready-data-${at.toISOString().slice(0, 10)}.zip`;
      return { zip: Readable.from(zip.outputStream), fileName };
    },

    /**
     * Deletes the account: it leaves its groups as leaving would (so none is left without an admin or as an
     * empty row), then the users row goes (every profile row, file row, session and audit entry follows by FK
     * cascade), then the stored bytes. Bytes that fail to delete are logged: the account is gone either way.
     */
    async deleteAccount(userId: string, body: unknown) {
      if (bodyFields(body).confirm !== DELETE_ACCOUNT_CONFIRMATION) {
        throw validationFailed({ confirm: [`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`] });
      }
      await createGroupsService({ db }).leaveEvery(userId);
      if (!(await deleteUser(db, userId))) throw notFound();
      try {
        await files.deleteAllBytes(userId);
      } catch (error) {
        logger?.error({ err: error, userId }, "account deleted but its files could not be removed");
      }
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
