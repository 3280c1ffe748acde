import type { RecordVerification } from "@siteready/domain/evidence";
import { encodeMessageRef } from "@siteready/domain/i18n";
import {
  checkSignedCodeOffline,
  type GateCode,
  type GateItemKind,
  type GateOutcome,
  type GateSigningKey,
  type GateVerificationView,
  gateCodeMessages,
  type OfflineGateCheck,
  parseGateCode,
  type SignedWithdrawalList,
  walletEndpoints,
} from "@siteready/domain/wallet";
import { ApiError } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** What a gate check found, whether the server answered or the phone checked a signed code itself. */
export interface GateResult {
  outcome: GateOutcome;
  /** An encoded message reference (the domain's gateCodeMessages, or the server's refusal). */
  reason: string;
  codeKind: GateCode["type"] | null;
  /** Whether the server checked it (so a deleted or switched-off card was refused too). */
  checkedOnline: boolean;
  holderName: string | null;
  holderPhoto: string | null;
  kind: GateItemKind | null;
  /** As signed or as the server names it; shown in the reader's language by `kind` and `type` where known. */
  title: string | null;
  /** The record's type as stored (a card type id, a document type): only the server's answer carries it. */
  type: string | null;
  scheme: string | null;
  number: string | null;
  expiryDate: string | null;
  /** The record a signed code names, checked on the phone: it finds the holder in a site's expected crew. */
  recordId: string | null;
  /** How far the record is verified: only the server knows (a code checked on the phone has none). */
  verification: RecordVerification | null;
  /** The server's scan of this check, which a signed-in gate-keeper records a Smart Check outcome on. */
  scanId: string | null;
  /** Whether CSCS Smart Check covers the card. */
  smartCheck: boolean;
  /** Checked on the phone: how its list of withdrawn cards stood, and when the list was made. */
  withdrawalList: OfflineGateCheck["list"] | null;
}

const refused = (reason: string, codeKind: GateResult["codeKind"], checkedOnline: boolean): GateResult => ({
  outcome: "red",
  reason,
  codeKind,
  checkedOnline,
  holderName: null,
  holderPhoto: null,
  kind: null,
  title: null,
  type: null,
  scheme: null,
  number: null,
  expiryDate: null,
  recordId: null,
  verification: null,
  scanId: null,
  smartCheck: false,
  withdrawalList: null,
});

function fromServer(view: GateVerificationView): GateResult {
  return {
    outcome: view.outcome,
    reason: view.reason,
    codeKind: view.code_kind,
    checkedOnline: true,
    holderName: view.holder_name,
    holderPhoto: view.holder_photo,
    kind: view.kind,
    title: view.title,
    type: view.type,
    scheme: view.scheme,
    number: view.number,
    expiryDate: view.expiry_date,
    recordId: null,
    verification: view.verification,
    scanId: view.scan_id,
    smartCheck: view.smart_check,
    withdrawalList: null,
  };
}

async function checkOnPhone(
  code: Extract<GateCode, { type: "signed" }>,
  keys: readonly GateSigningKey[],
  withdrawals: SignedWithdrawalList | undefined,
): Promise<GateResult> {
  const check = await checkSignedCodeOffline(code, keys, withdrawals, new Date());
  if (!check.statement) return { ...refused(check.reason, "signed", false), withdrawalList: check.list };
  return {
    outcome: check.outcome,
    reason: check.reason,
    codeKind: "signed" as const,
    checkedOnline: false,
    holderName: check.statement.n,
    holderPhoto: null,
    kind: check.statement.k,
    title: check.statement.t,
    type: null,
    scheme: check.statement.s,
    number: check.statement.no,
    expiryDate: check.statement.e,
    recordId: check.statement.id,
    verification: null,
    scanId: null,
    smartCheck: false,
    withdrawalList: check.list,
  };
}

/**
 * Checks what a QR code held. With signal the server checks it (a live token can only be checked there, and it
 * also refuses a card its holder deleted or switched off); with none, or when the server cannot be reached, a
 * signed code is checked on the phone against the kept public keys and the kept list of withdrawn cards (without a
 * current list it is never green). A refusal is a red result that says why.
 */
export async function checkGateCode(
  scanned: string,
  {
    online,
    keys,
    withdrawals,
    asGateKeeper = false,
  }: {
    online: boolean;
    keys: readonly GateSigningKey[] | undefined;
    /** The kept signed list of withdrawn cards, if the phone has one. */
    withdrawals?: SignedWithdrawalList | undefined;
    /** A signed-in gate-keeper's check (/gate): kept as a scan they can record a Smart Check outcome on. */
    asGateKeeper?: boolean;
  },
): Promise<GateResult> {
  const code = parseGateCode(scanned);
  if (!code) return refused(gateCodeMessages.notAGateCode, null, false);
  if (online) {
    try {
      // At the gate an answer now beats retries on a poor signal: a signed code is then checked on the phone.
      const view = await callEndpoint(
        asGateKeeper ? walletEndpoints.gateCheck : walletEndpoints.verify,
        { body: { token: code.code } },
        { retry: false },
      );
      return fromServer(view);
    } catch (error) {
      // The server answered: its refusal stands. Otherwise (no connection after all) check on the phone.
      if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
        return refused(encodeMessageRef(error.messageRef), code.type, true);
      }
    }
  }
  if (code.type === "live") return refused(gateCodeMessages.liveNeedsSignal, "live", false);
  if (!keys) {
    return refused(gateCodeMessages.noKeys, "signed", false);
  }
  return checkOnPhone(code, keys, withdrawals);
}
