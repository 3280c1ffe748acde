import { CURRENT_TERMS_VERSION, type TermsAgreementAnswer } from "@siteready/domain/accounts";
import type { Db } from "../../db/client.ts";
import { recordTermsAgreement } from "./accounts.repository.ts";

/** The signed-in person agrees to the terms in force now; the session answer carries the version from then on. */
export async function agreeToCurrentTerms(db: Db, userId: string): Promise<TermsAgreementAnswer> {
  const at = await recordTermsAgreement(db, userId, CURRENT_TERMS_VERSION);
  return { terms_accepted_version: CURRENT_TERMS_VERSION, terms_accepted_at: at.toISOString() };
}
