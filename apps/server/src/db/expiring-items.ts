import { type CalendarDate, isoDateOf, parseIsoDate } from "@siteready/domain/fields";
import type { RenewalItem } from "@siteready/domain/renewals";
import { and, between, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * A record that expires, as the module that keeps it offers it to the scheduler (the expiry reminders, the
 * calendar feed): its owner and its expiry date, parsed here once, where it leaves the database.
 */
export interface ExpiringItem {
  kind: RenewalItem["kind"];
  id: string;
  ownerId: string;
  /** What the record is: the card type, document type, qualification name or the induction's site. */
  type: string;
  expiresOn: CalendarDate;
}

/** One batch of a site-wide job: at most `limit` items due from `from` to `to`, after `after` (date, id). */
export interface ExpiryBatch {
  from: CalendarDate;
  to: CalendarDate;
  after: Pick<ExpiringItem, "expiresOn" | "id"> | null;
  limit: number;
}

/** One kind of a module's dated records, read by batch for everyone or all at once for one owner. */
export interface ExpiringItems {
  kind: ExpiringItem["kind"];
  /** Read through the (expiry date, id) index: a batch costs its own rows, whatever the site's size. */
  batch: (batch: ExpiryBatch) => Promise<ExpiringItem[]>;
  ownedBy: (ownerId: string) => Promise<ExpiringItem[]>;
}

/** A table's dated records as ExpiringItems: the columns that hold each part of an item. */
export function expiringItemsOf(
  db: Db,
  kind: ExpiringItem["kind"],
  {
    table,
    id,
    ownerId,
    type,
    expiryDate,
  }: {
    table: PgTable;
    id: AnyPgColumn;
    ownerId: AnyPgColumn;
    type: AnyPgColumn;
    expiryDate: AnyPgColumn;
  },
): ExpiringItems {
  const read = async (where: SQL | undefined, order: SQL[], limit?: number) => {
    const query = db
      .select({
        id: sql<string>`${id}`,
        ownerId: sql<string>`${ownerId}`,
        type: sql<string>`${type}`,
        expiryDate: sql<string>`${expiryDate}`,
      })
      .from(table)
      .where(and(isNotNull(expiryDate), where))
      .orderBy(...order);
    const rows = await (limit === undefined ? query : query.limit(limit));
    return rows.flatMap(({ expiryDate: value, ...row }): ExpiringItem[] => {
      const expiresOn = parseIsoDate(value);
      return expiresOn ? [{ kind, ...row, expiresOn }] : [];
    });
  };
  return {
    kind,
    batch: ({ from, to, after, limit }) =>
      read(
        and(
          between(expiryDate, isoDateOf(from), isoDateOf(to)),
          after
            ? sql`(${expiryDate}, ${id}) > (${isoDateOf(after.expiresOn)}::date, ${after.id}::uuid)`
            : undefined,
        ),
        [sql`${expiryDate}`, sql`${id}`],
        limit,
      ),
    ownedBy: (owner) => read(eq(ownerId, owner), []),
  };
}
