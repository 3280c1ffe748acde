import { z } from "zod";
import { encoded } from "../fields/fields.ts";
import {
  type GateCheck,
  type GateCode,
  type GateSigningKey,
  isSignedBy,
  SIGNED_CODE_VALIDITY_HOURS,
  verifySignedGateCode,
} from "./gate-codes.ts";
import { type GateItemKind, gateItemKinds } from "./gate-wallet.ts";

/**
 * The signed list of withdrawn cards (issue 51, decision 0019 "Withdrawn codes offline"). A record is withdrawn
 * when its holder deletes it, stops showing it at the gate or changes a fact a signed code carries (number,
 * expiry, type); the server signs the list of records withdrawn in the last 24 hours (the longest a signed code
 * lives) and a margin, and a gate phone keeps it, so a signed code made before its record was withdrawn is refused
 * with no signal too. A list lives WITHDRAWAL_LIST_VALIDITY_HOURS; after that, or with none, an offline check is
 * never green.
 */

const WITHDRAWAL_LIST_VALIDITY_HOURS = 12;
/** Withdrawals kept beyond a signed code's 24 hours, for clocks that disagree a little. */
const WITHDRAWAL_LIST_MARGIN_HOURS = 1;
/** The most withdrawals one list carries (about 29 characters each): the newest, when there are more. */
export const WITHDRAWAL_LIST_MAX_ENTRIES = 10_000;
/** How far back a list reaches when nothing was cut: a code's 24 hours and the margin. */
export const WITHDRAWAL_LIST_REACH_SECONDS =
  (SIGNED_CODE_VALIDITY_HOURS + WITHDRAWAL_LIST_MARGIN_HOURS) * 3600;

/** One letter per kind in a list entry. */
const kindLetters = { "skills-card": "c", document: "d", qualification: "q" } as const satisfies Record<
  GateItemKind,
  string
>;
const kindOfLetter = Object.fromEntries(gateItemKinds.map((kind) => [kindLetters[kind], kind])) as Record<
  string,
  GateItemKind
>;

/** The list as the server sends it: the payload's exact text (JSON), its Ed25519 signature and the key's id. */
export const signedWithdrawalListSchema = z.object({
  payload: z.string(),
  signature: z.string(),
  kid: z.string(),
});
export type SignedWithdrawalList = z.infer<typeof signedWithdrawalListSchema>;

/**
 * What the payload says, with short names: the key, issued at and valid until (seconds since 1970), the second
 * from which it holds every withdrawal (`f`), and the withdrawals: each the kind's letter, the record's id as 22
 * base64url characters (its 16 bytes) and the second it was withdrawn in base 36.
 */
const listContentSchema = z.object({
  v: z.literal(1),
  kid: z.string().min(1).max(32),
  iat: z.number().int(),
  exp: z.number().int(),
  f: z.number().int(),
  w: z.array(z.string().regex(/^[cdq][\w-]{22}[0-9a-z]{1,8}$/)).max(WITHDRAWAL_LIST_MAX_ENTRIES),
});

export interface Withdrawal {
  kind: GateItemKind;
  /** The record's id (a UUID). */
  id: string;
  /** When it was withdrawn. */
  at: Date;
}

/** A list whose signature checked: when it was made, until when it is trusted, from when it is whole. */
export interface WithdrawalList {
  issuedAt: number;
  validUntil: number;
  /** Every withdrawal at or after this second is in the list (seconds since 1970). */
  from: number;
  /** Withdrawn second of each record, by `kind:id`. */
  withdrawn: Map<string, number>;
}

const uuidToBase64Url = (uuid: string) => {
  const hex = uuid.replace(/-/g, "");
  const bytes = Uint8Array.from({ length: 16 }, (_, index) =>
    Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16),
  );
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
};

const base64UrlToUuid = (text: string) => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const hex = Array.from(binary, (character) => character.charCodeAt(0).toString(16).padStart(2, "0")).join(
    "",
  );
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const seconds = (at: Date | number) => Math.floor((typeof at === "number" ? at : at.getTime()) / 1000);
const recordKey = (kind: GateItemKind, id: string) => `${kind}:${id.toLowerCase()}`;

/**
 * The payload text the server signs for these withdrawals (newest first, at most WITHDRAWAL_LIST_MAX_ENTRIES:
 * `complete` false when there were more, so the list holds everything only from its oldest withdrawal's next
 * second).
 */
export function encodeWithdrawalList({
  kid,
  now,
  withdrawals,
  complete,
}: {
  kid: string;
  now: Date;
  withdrawals: readonly Withdrawal[];
  complete: boolean;
}): string {
  const iat = seconds(now);
  const kept = withdrawals.filter((each) => uuidPattern.test(each.id)).slice(0, WITHDRAWAL_LIST_MAX_ENTRIES);
  const cut = !complete || kept.length < withdrawals.length;
  const oldest = kept.reduce((least, each) => Math.min(least, seconds(each.at)), iat);
  return JSON.stringify({
    v: 1,
    kid,
    iat,
    exp: iat + WITHDRAWAL_LIST_VALIDITY_HOURS * 3600,
    f: cut ? oldest + 1 : iat - WITHDRAWAL_LIST_REACH_SECONDS,
    w: kept.map(
      (each) => `${kindLetters[each.kind]}${uuidToBase64Url(each.id)}${seconds(each.at).toString(36)}`,
    ),
  });
}

/**
 * The list as the server signed it, once its signature checks against the kept gate keys (its dates are judged
 * by checkSignedCodeOffline); null when it does not (changed on the phone, or an unknown key).
 */
export async function verifyWithdrawalList(
  list: SignedWithdrawalList,
  keys: readonly GateSigningKey[],
): Promise<WithdrawalList | null> {
  const key = keys.find((candidate) => candidate.kid === list.kid);
  if (!key || !(await isSignedBy(list.payload, list.signature, key))) return null;
  try {
    const parsed = listContentSchema.safeParse(JSON.parse(list.payload));
    if (!parsed.success || parsed.data.kid !== list.kid) return null;
    const withdrawn = new Map<string, number>();
    for (const entry of parsed.data.w) {
      const kind = kindOfLetter[entry.charAt(0)];
      if (!kind) return null;
      const key = recordKey(kind, base64UrlToUuid(entry.slice(1, 23)));
      withdrawn.set(key, Math.max(withdrawn.get(key) ?? 0, Number.parseInt(entry.slice(23), 36)));
    }
    return { issuedAt: parsed.data.iat, validUntil: parsed.data.exp, from: parsed.data.f, withdrawn };
  } catch {
    return null;
  }
}

/** How the phone's list of withdrawn cards stood for a check. */
export type WithdrawalListState = "current" | "out-of-date" | "missing" | "not-genuine" | "partial";

export interface OfflineGateCheck extends GateCheck {
  list: {
    state: WithdrawalListState;
    /** When the list the check used was made (ms since 1970); null with none, or one not genuine. */
    issuedAt: number | null;
  };
}

export const withdrawalMessages = {
  withdrawn: encoded("gate.reason.withdrawn"),
  listMissing: encoded("gate.reason.withdrawnListMissing"),
  listOutOfDate: encoded("gate.reason.withdrawnListOutOfDate"),
  listNotGenuine: encoded("gate.reason.withdrawnListNotGenuine"),
  listPartial: encoded("gate.reason.withdrawnListPartial"),
} as const;

const listReasons: Record<Exclude<WithdrawalListState, "current">, string> = {
  missing: withdrawalMessages.listMissing,
  "out-of-date": withdrawalMessages.listOutOfDate,
  "not-genuine": withdrawalMessages.listNotGenuine,
  partial: withdrawalMessages.listPartial,
};

/** Whether a reason is one of the list's own: the check is amber because the phone cannot tell, not the card. */
export const isWithdrawalListReason = (reason: string) =>
  (Object.values(listReasons) as string[]).includes(reason);

/**
 * A signed code checked on the phone with no signal (decision 0019): its signature, its 24 hours and the card's
 * expiry (verifySignedGateCode), then the phone's list of withdrawn cards. A code whose record was withdrawn at or
 * after the second the code was made is red. A list that fails its signature is ignored; with none, or one past
 * its valid-until, or one that does not reach back to the code, the check cannot be green: it is amber and says
 * why (a red card stays red).
 */
export async function checkSignedCodeOffline(
  code: Extract<GateCode, { type: "signed" }>,
  keys: readonly GateSigningKey[],
  signedList: SignedWithdrawalList | null | undefined,
  now: Date,
): Promise<OfflineGateCheck> {
  const check = await verifySignedGateCode(code, keys, now);
  const list = signedList ? await verifyWithdrawalList(signedList, keys) : null;
  const state: WithdrawalListState = !signedList
    ? "missing"
    : !list
      ? "not-genuine"
      : seconds(now) > list.validUntil
        ? "out-of-date"
        : check.statement && check.statement.iat < list.from
          ? "partial"
          : "current";
  const listView = { state, issuedAt: list ? list.issuedAt * 1000 : null };
  const statement = check.statement;
  if (!statement || check.outcome === "red") return { ...check, list: listView };
  const withdrawnAt = list?.withdrawn.get(recordKey(statement.k, statement.id));
  // A withdrawal the phone knows of is a withdrawal, however old the list.
  if (withdrawnAt !== undefined && withdrawnAt >= statement.iat) {
    return { outcome: "red", reason: withdrawalMessages.withdrawn, statement, list: listView };
  }
  if (state !== "current") return { outcome: "amber", reason: listReasons[state], statement, list: listView };
  return { ...check, list: listView };
}

/**
 * "List of withdrawn cards updated 2 h ago", or that the phone has none it can trust, as an encoded message
 * reference in the reader's language.
 */
export function describeWithdrawalListAge(issuedAt: number | null, now: number): string {
  if (issuedAt === null) return encoded("gate.withdrawnList.none");
  const minutes = Math.floor(Math.max(0, now - issuedAt) / 60_000);
  if (minutes < 1) return encoded("gate.withdrawnList.justNow");
  if (minutes < 60) return encoded("gate.withdrawnList.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return encoded("gate.withdrawnList.hours", { count: hours });
  return encoded("gate.withdrawnList.days", { count: Math.floor(hours / 24) });
}

/** Whether a text names a record the wallet shows (a UUID), so it can go in a list. */
export const isWithdrawableId = (id: string) => uuidPattern.test(id);
