import { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { Db } from "../../db/client.ts";
import type { PersonalDataPart } from "../../db/personal-data.ts";
import { notFound } from "../../lib/app-error.ts";
import type { FieldCipher } from "../../lib/field-encryption.ts";
import { jsonText } from "../../lib/json-stream.ts";
import { zipPathOf } from "../files/files.personal-data.ts";
import type { FileService } from "../files/files.service.ts";
import { deleteUser, findUser } from "./profile.repository.ts";
import type { RequestContext, SensitiveDetailsService } from "./sensitive-details.service.ts";

const EXPORT_DATA_FILE = "siteready-data.json";

interface ErrorLogger {
  error(details: object, message: string): void;
}

/** Everything kept about a person leaves with them (export) or goes entirely (delete). */
export function createAccountDataService({
  db,
  files,
  sensitive,
  cipher,
  parts,
  now,
  logger,
}: {
  db: Db;
  files: FileService;
  sensitive: SensitiveDetailsService;
  cipher: FieldCipher;
  /** Every module's personal data, in the export's order (server-modules.ts). */
  parts: PersonalDataPart[];
  now: () => Date;
  logger?: ErrorLogger;
}) {
  return {
    /**
     * A zip of the person's data: siteready-data.json (the account, then each module's part of what they have
     * in the app, as db/personal-data.ts describes: profile sections with sensitive values in clear, since it
     * is their own data, the audit log, a list of files) and every uploaded file under files/. The export itself is audited
     * first, so it appears in the log it contains. The JSON is written as the zip streams out, its long lists
     * read a page (one statement) at a time, so no pool connection is held between pages.
     */
    async exportData(userId: string, context: RequestContext): Promise<{ zip: Readable; fileName: string }> {
      const user = await findUser(db, userId);
      if (!user) throw notFound();
      await sensitive.recordExport(userId, context);
      const at = now();
      const storedFiles = await files.listFiles(userId);
      const zipPathByFileId = new Map(storedFiles.map((file) => [file.id, zipPathOf(file.storageKey)]));
      const zipPathOfFile = (fileId: string) => zipPathByFileId.get(fileId) ?? null;
      const partsData = await Promise.all(
        parts.map((part) => part.exportOf?.(db, userId, { at, cipher, zipPathOfFile })),
      );
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
        // Each module's keys, in the order of the parts.
        ...Object.assign({}, ...partsData),
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
     * Deletes the account: each module's deletion step runs first (the groups it leaves as leaving would, so
     * none is left without an admin or as an empty row), then the users row goes (every profile row, file row, session and audit entry follows by FK
     * cascade), then the stored bytes. Bytes that fail to delete are logged: the account is gone either way. The
     * route has checked the confirmation (`accountDeletionSchema`).
     */
    async deleteAccount(userId: string) {
      for (const part of parts) await part.beforeDeletion?.(db, userId);
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
