import { and, eq, getTableColumns, isNull, type SQL, type Subquery, sql } from "drizzle-orm";
import type {
  AnyPgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { assertBelowRecordLimit, type RecordsLabel } from "./quotas.ts";
import { users } from "./schema/accounts.ts";
import { personalDetails } from "./schema/profile.ts";

/** A table of records a user puts on the map (jobs, diggs listings): its columns these statements use. */
interface OwnedListingTable<T extends PgTable> {
  table: T;
  id: AnyPgColumn;
  owner: AnyPgColumn;
  postcode: AnyPgColumn;
  latitude: AnyPgColumn;
  /** What the record limit's message calls them ("job posts"). */
  recordsLabel: RecordsLabel;
}

/** A listing as written: every column but the search vector, which PostgreSQL keeps. */
/**
 * With search words, listings (jobs, diggs) are ranked in bands of this many, nearest first (or newest first without a place):
 * the best of the nearest 100 matches, then the best of the next 100. Ranking every match would cost what the
 * number of matches near a busy town costs; a band is read from an index in order and costs the same at any size.
 */
export const RANKED_BAND = 100;

export type NewListingOf<T extends PgTable> = Omit<T["$inferInsert"], "search">;
/** A listing as read: every column but the search vector, which is only for matching, and its owner's name. */
export type ListingRowOf<T extends PgTable> = Omit<T["$inferSelect"], "search"> & { ownerFirstName: string };

/** A place found for a postcode (geocoding's fillers). */
interface FoundPlace {
  postcode: string;
  latitude: number;
  longitude: number;
  town: string | null;
}

/** The owner's first name: from their personal details when filled in, else from sign-up. */
export const ownerFirstName = sql<string>`coalesce(nullif(${personalDetails.firstName}, ''), ${users.firstName})`;

/**
 * The statements jobs and diggs share for records a user owns and places by postcode: adding one under the
 * record limit, changing one only when it is the owner's, filling in places found later, and reading them with
 * their owner's first name.
 */
export function ownedListings<T extends PgTable>({
  table,
  id,
  owner,
  postcode,
  latitude,
  recordsLabel,
}: OwnedListingTable<T>) {
  const { search: _search, ...columns } = getTableColumns(table);
  return {
    /** Every column but the search vector. */
    columns,

    /** `fields` plus the owner's first name, from the table joined with its owner. */
    select<F extends SelectedFields>(db: Db, fields: F) {
      return db
        .select({ ...fields, ownerFirstName })
        .from(table as PgTable)
        .innerJoin(users, eq(users.id, owner))
        .leftJoin(personalDetails, eq(personalDetails.userId, owner));
    },

    /**
     * `fields` plus the owner's first name, from `from` (a page of a search, a table pointing at the records)
     * joined with the records `on` names and their owners.
     */
    selectVia<F extends SelectedFields, S extends PgTable | Subquery>(db: Db, fields: F, from: S, on: SQL) {
      return db
        .select({ ...fields, ownerFirstName })
        .from(from as PgTable)
        .innerJoin(table as PgTable, on)
        .innerJoin(users, eq(users.id, owner))
        .leftJoin(personalDetails, eq(personalDetails.userId, owner));
    },

    /** Adds a record (409 past the owner's record limit); its id. */
    async insert(db: Db, values: PgInsertValue<T>, ownerId: string): Promise<string> {
      await assertBelowRecordLimit(db, table, owner, ownerId, recordsLabel);
      const [row] = await db.insert(table).values(values).returning({ id });
      if (!row) throw new Error(`insert of ${recordsLabel} returned no row`);
      return row.id as string;
    },

    /** Updates a record only when `ownerId` owns it; false otherwise (another's record reads as missing). */
    async updateOwned(db: Db, recordId: string, ownerId: string, values: PgUpdateSetSource<T>) {
      const rows = await db
        .update(table)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(id, recordId), eq(owner, ownerId)))
        .returning({ id });
      return rows.length > 0;
    },

    /** Fills in the place of records saved with this postcode while it could not be found. */
    async fillCoordinates(db: Db, place: FoundPlace): Promise<void> {
      await db
        .update(table)
        .set({
          latitude: place.latitude,
          longitude: place.longitude,
          town: place.town,
        } as PgUpdateSetSource<T>)
        .where(and(eq(postcode, place.postcode), isNull(latitude)));
    },
  };
}
