import {
  GATE_SIGN_INS_PER_DAY,
  GATE_SIGN_INS_PER_GATE_KEEPER,
  type GateSignInInput,
  type GateSignInView,
  gateRegisterDayLimitMessage,
  gateRegisterFullMessage,
} from "@siteready/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { gateSignIns } from "../../db/schema/gate.ts";
import { addedInTheLastDay, assertRoomFor } from "../../lib/quotas.ts";

/** A gate-keeper's sign-in register: their own rows only. */

const GATE_REGISTER_LIMIT = 1000;

/**
 * Saves scans sent from the phone; one sent again (same client id) is kept once. A batch that would take the
 * register past a day's or its whole limit is refused whole (the phone keeps it and sends it again later); a
 * batch sent again counts as new here, which only matters within a batch of the limit.
 */
export async function insertSignIns(db: Db, userId: string, signIns: GateSignInInput[]): Promise<void> {
  const rows = signIns.length;
  await assertRoomFor(
    db,
    {
      table: gateSignIns,
      rows: addedInTheLastDay(gateSignIns.userId, userId, gateSignIns.createdAt),
      limit: GATE_SIGN_INS_PER_DAY,
      status: 429,
      message: gateRegisterDayLimitMessage,
    },
    rows,
  );
  await assertRoomFor(
    db,
    {
      table: gateSignIns,
      rows: eq(gateSignIns.userId, userId),
      limit: GATE_SIGN_INS_PER_GATE_KEEPER,
      status: 409,
      message: gateRegisterFullMessage,
    },
    rows,
  );
  await db
    .insert(gateSignIns)
    .values(
      signIns.map((signIn) => ({
        userId,
        clientId: signIn.client_id,
        site: signIn.site,
        holderName: signIn.holder_name,
        cardTitle: signIn.card_title,
        scheme: signIn.scheme,
        cardNumber: signIn.card_number,
        expiryDate: signIn.expiry_date,
        outcome: signIn.outcome,
        reason: signIn.reason,
        codeKind: signIn.code_kind,
        scannedAt: new Date(signIn.scanned_at),
      })),
    )
    .onConflictDoNothing({ target: [gateSignIns.userId, gateSignIns.clientId] });
}

/** The newest sign-ins at a site (or at every site), newest first. */
export async function listSignIns(
  db: Db,
  userId: string,
  site: string | undefined,
): Promise<GateSignInView[]> {
  const rows = await db
    .select()
    .from(gateSignIns)
    .where(and(eq(gateSignIns.userId, userId), site === undefined ? undefined : eq(gateSignIns.site, site)))
    .orderBy(desc(gateSignIns.scannedAt))
    .limit(GATE_REGISTER_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    client_id: row.clientId,
    site: row.site,
    holder_name: row.holderName,
    card_title: row.cardTitle,
    scheme: row.scheme,
    card_number: row.cardNumber,
    expiry_date: row.expiryDate,
    outcome: row.outcome as GateSignInView["outcome"],
    reason: row.reason,
    code_kind: row.codeKind as GateSignInView["code_kind"],
    scanned_at: row.scannedAt.toISOString(),
  }));
}
