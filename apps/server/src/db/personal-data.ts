/**
 * What each module keeps about a person and what the account data export and account deletion do with it
 * (decision 0015). Each module declares one PersonalDataPart (modules/<module>/<module>.personal-data.ts);
 * its module lists it (`<module>.module.ts`), server-modules.ts lists the modules, and the export and deletion iterate over that list.
 * personal-data.test.ts reads the migrated database (each foreign key to `users`, and every column named
 * `…user_id`) and fails on a column no part declares, on a declared column that is gone, on a deletion rule the
 * foreign key does not have, and on an export key its part's reader does not write.
 */

import type { FieldCipher } from "../lib/field-encryption.ts";
import type { Db } from "./client.ts";

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

export const column = (
  table: string,
  name: string,
  exported: Export,
  deletion: Deletion,
): PersonalDataColumn => ({ table, column: name, export: exported, deletion });

export const adminsRecord = "records about running the service, not about the person (0015)";
export const othersPrivate = "about the person but made by someone else: the other person's data (0015)";

/** Rows per statement of the lists that grow with the person's use of the app (messages, logs). */
export const EXPORT_PAGE = 500;

/** What every part's export reader may use besides the database. */
interface ExportContext {
  /** When the export was made (views that say "expired" compare with it). */
  at: Date;
  /** A stored file's place in the zip (files/…), null when it is not the person's. */
  zipPathOfFile: (fileId: string) => string | null;
  /** Opens the person's own encrypted fields: their export holds them in clear. */
  cipher: FieldCipher;
}

/**
 * How far a person's own requests can grow one of the part's tables that names them, so one account cannot fill
 * the database for everyone (user-growth.test.ts): its limit in words (and where it is enforced), one row per
 * person (the named column is unique), or why the person cannot grow it.
 */
type TableGrowth = { limit: string } | { onePerUser: string } | { notGrownByTheirUser: string };

/**
 * One module's personal data: its columns that name a user, its export keys' reader, its deletion step, and how
 * far the person can grow each of its tables.
 */
export interface PersonalDataPart {
  module: string;
  columns: PersonalDataColumn[];
  /**
   * The part's export keys and their values as the export writes them, in order; long lists as a
   * StreamedArray read a page (EXPORT_PAGE) at a time (json-stream.ts). Absent when every column stays out.
   */
  exportOf?: (db: Db, userId: string, context: ExportContext) => Promise<Record<string, unknown>>;
  /** What must happen before the `users` row goes, beyond the foreign keys' cascade and SET NULL. */
  beforeDeletion?: (db: Db, userId: string) => Promise<void>;
  /** Each table of the part's columns, by name. */
  growth: Record<string, TableGrowth>;
}

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
