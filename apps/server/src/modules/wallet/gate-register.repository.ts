import { GATE_SIGN_INS_PER_DAY, GATE_SIGN_INS_PER_GATE_KEEPER } from "@siteready/domain/limits";
import type { GateSignInInput, GateSignInView, GateSignOut } from "@siteready/domain/wallet";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { addedInTheLastDay, assertRoomFor } from "../../db/quotas.ts";
import { users } from "../../db/schema/accounts.ts";
import { gateSignIns } from "../../db/schema/gate.ts";

/** A gate-keeper's sign-in register: their own rows only. */

const GATE_REGISTER_LIMIT = 1000;

/**
 * Saves decisions sent from the phone; one sent again (same client id) is kept once. A batch that would take the
 * register past a day's or its whole limit is refused whole (the phone keeps it and sends it again later); a
 * batch sent again counts as new here, which only matters within a batch of the limit.
 */
export async function insertSignIns(
  db: Db,
  userId: string,
  signIns: GateSignInInput[],
  companySiteId: string | null = null,
): Promise<void> {
  const rows = signIns.length;
  await assertRoomFor(
    db,
    {
      table: gateSignIns,
      rows: addedInTheLastDay(gateSignIns.userId, userId, gateSignIns.createdAt),
      limit: GATE_SIGN_INS_PER_DAY,
      status: 429,
      message: { key: "limit.gateRegisterDay" },
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
      message: { key: "limit.gateRegisterFull" },
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
        companySiteId,
        holderName: signIn.holder_name,
        cardTitle: signIn.card_title,
        scheme: signIn.scheme,
        cardNumber: signIn.card_number,
        expiryDate: signIn.expiry_date,
        outcome: signIn.outcome,
        reason: signIn.reason,
        codeKind: signIn.code_kind,
        decision: signIn.decision,
        refusalReason: signIn.decision === "refused" ? signIn.refusal_reason : null,
        note: signIn.note || null,
        scannedAt: new Date(signIn.scanned_at),
      })),
    )
    .onConflictDoNothing({ target: [gateSignIns.userId, gateSignIns.clientId] });
}

const onSite = and(eq(gateSignIns.decision, "accepted"), isNull(gateSignIns.signedOutAt));

/**
 * Signs people out, each named by the phone's id of their sign-in: only someone let in and still on site (a
 * sign-out sent again changes nothing), never before they were signed in (a phone's clock may be behind). One
 * statement per moment: "sign everyone out" sends one moment for all. Answers how many were signed out.
 */
export async function signOut(db: Db, userId: string, signOuts: GateSignOut[]): Promise<number> {
  const byMoment = new Map<string, string[]>();
  for (const { client_id: clientId, signed_out_at: at } of signOuts) {
    const moment = new Date(at).toISOString();
    byMoment.set(moment, [...(byMoment.get(moment) ?? []), clientId]);
  }
  let signedOut = 0;
  for (const [moment, clientIds] of byMoment) {
    const rows = await db
      .update(gateSignIns)
      .set({ signedOutAt: sql`greatest(${gateSignIns.scannedAt}, ${moment}::timestamptz)` })
      .where(and(eq(gateSignIns.userId, userId), inArray(gateSignIns.clientId, clientIds), onSite))
      .returning({ id: gateSignIns.id });
    signedOut += rows.length;
  }
  return signedOut;
}

/** The most a register answer lists as on site: everyone a full day's sign-ins can bring in. */
const ON_SITE_LIMIT = GATE_SIGN_INS_PER_DAY;

type GateSignInRow = typeof gateSignIns.$inferSelect;

function entryView(row: GateSignInRow, checkedBy: string): GateSignInView {
  return {
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
    decision: row.decision as GateSignInView["decision"],
    refusal_reason: row.refusalReason as GateSignInView["refusal_reason"],
    note: row.note,
    scanned_at: row.scannedAt.toISOString(),
    signed_out_at: row.signedOutAt?.toISOString() ?? null,
    checked_by: checkedBy,
  };
}

const atSite = (userId: string, site: string | undefined) =>
  and(eq(gateSignIns.userId, userId), site === undefined ? undefined : eq(gateSignIns.site, site));

/** The newest decisions at a site (or at every site), newest first. */
export async function listSignIns(
  db: Db,
  userId: string,
  site: string | undefined,
  checkedBy: string,
): Promise<GateSignInView[]> {
  const rows = await db
    .select()
    .from(gateSignIns)
    .where(atSite(userId, site))
    .orderBy(desc(gateSignIns.scannedAt))
    .limit(GATE_REGISTER_LIMIT);
  return rows.map((row) => entryView(row, checkedBy));
}

/**
 * A company site's register (issue 50): every one of its gate-keepers' rows, newest first (or only those on site
 * now), each with the gate-keeper who checked it.
 */
export async function listCompanySiteSignIns(
  db: Db,
  companySiteId: string,
  onSiteNow: boolean,
): Promise<GateSignInView[]> {
  const rows = await db
    .select({ row: gateSignIns, checkedBy: users.name })
    .from(gateSignIns)
    .innerJoin(users, eq(users.id, gateSignIns.userId))
    .where(and(eq(gateSignIns.companySiteId, companySiteId), onSiteNow ? onSite : undefined))
    .orderBy(desc(gateSignIns.scannedAt))
    .limit(onSiteNow ? ON_SITE_LIMIT : GATE_REGISTER_LIMIT);
  return rows.map(({ row, checkedBy }) => entryView(row, checkedBy));
}

/** Everyone on site now at a site (or at every site), the latest in first. */
export async function listOnSite(
  db: Db,
  userId: string,
  site: string | undefined,
  checkedBy: string,
): Promise<GateSignInView[]> {
  const rows = await db
    .select()
    .from(gateSignIns)
    .where(and(atSite(userId, site), onSite))
    .orderBy(desc(gateSignIns.scannedAt))
    .limit(ON_SITE_LIMIT);
  return rows.map((row) => entryView(row, checkedBy));
}
