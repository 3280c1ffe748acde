import type { GateSignInInput } from "@siteready/domain";
import type { Db } from "../../db/client.ts";
import { signInsCsv } from "./gate-register.csv.ts";
import { insertSignIns, listSignIns } from "./gate-register.repository.ts";

/** A gate-keeper's sign-in register (issue 33): scans sent from the phone, listed per site, and as CSV. */
export function createGateRegisterService(db: Db) {
  return {
    async add(userId: string, signIns: GateSignInInput[]) {
      await insertSignIns(db, userId, signIns);
      return { saved: signIns.length };
    },
    list: async (userId: string, site: string | undefined) => ({
      sign_ins: await listSignIns(db, userId, site),
    }),
    csv: async (userId: string, site: string | undefined) => signInsCsv(await listSignIns(db, userId, site)),
  };
}
