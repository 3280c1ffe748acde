import type { GateSignInInput, GateSignOut } from "@siteready/domain/wallet";
import type { Db } from "../../db/client.ts";
import { signInsCsv } from "./gate-register.csv.ts";
import {
  insertSignIns,
  listCompanySiteSignIns,
  listOnSite,
  listSignIns,
  signOut,
} from "./gate-register.repository.ts";
import { findHolder } from "./wallet.repository.ts";

/**
 * A gate-keeper's sign-in register (issues 33 and 47): decisions sent from the phone (let in or refused, and
 * why), sign-outs, who is on site now, per site, and as CSV. The gate-keeper checked every row of their own
 * register, so "checked by" is their name.
 */
export function createGateRegisterService(db: Db) {
  const gateKeeperName = async (userId: string) => (await findHolder(db, userId)).name;
  return {
    async add(userId: string, signIns: GateSignInInput[]) {
      await insertSignIns(db, userId, signIns);
      return { saved: signIns.length };
    },
    signOut: async (userId: string, signOuts: GateSignOut[]) => ({
      signed_out: await db.transaction((tx) => signOut(tx, userId, signOuts)),
    }),
    async list(userId: string, site: string | undefined) {
      const checkedBy = await gateKeeperName(userId);
      const [onSite, signIns] = await Promise.all([
        listOnSite(db, userId, site, checkedBy),
        listSignIns(db, userId, site, checkedBy),
      ]);
      return { on_site: onSite, sign_ins: signIns };
    },
    /** A company site's register (issue 50): the rows belong to the site, the site's name on each. */
    async addForSite(userId: string, site: { id: string; name: string }, signIns: GateSignInInput[]) {
      await insertSignIns(
        db,
        userId,
        signIns.map((signIn) => ({ ...signIn, site: site.name })),
        site.id,
      );
      return { saved: signIns.length };
    },
    async listForSite(siteId: string) {
      const [onSite, signIns] = await Promise.all([
        listCompanySiteSignIns(db, siteId, true),
        listCompanySiteSignIns(db, siteId, false),
      ]);
      return { on_site: onSite, sign_ins: signIns };
    },
    csv: async (userId: string, site: string | undefined) =>
      signInsCsv(await listSignIns(db, userId, site, await gateKeeperName(userId))),
  };
}
