import { companiesEndpoints } from "@siteready/domain/companies";
import { endpointUrl } from "@siteready/domain/endpoint";
import {
  type GateDecision,
  type GateRefusalReason,
  type GateSignInInput,
  type GateSignOut,
  isOnSite,
  suggestedRefusalReason,
  walletEndpoints,
  walletPlainRoutes,
} from "@siteready/domain/wallet";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { gateRegisterQueueStorageKey, gateSignOutQueueStorageKey } from "../../../lib/offline-copy.ts";
import { createStoredList, useStoredList } from "../../../lib/stored-list.ts";
import type { GateResult } from "./check-gate-code.ts";

/**
 * A gate-keeper's sign-in register. Each decision (let in or refused) and each sign-out is written on the phone at
 * once (localStorage, so it survives a closed app and no signal) and sent when there is signal, decisions first so
 * a sign-out never reaches the server before its sign-in; the server keeps a decision sent twice once (its id is
 * made here) and a sign-out sent twice changes nothing. The register as last synced is kept on the phone too
 * (lib/offline-copy.ts keeps the 'gate-register' root), so with no signal the page still shows who is on site.
 * Logout clears all of it with the rest of the device copy.
 */

/** A company's site, whose register is the site's own (issue 50): its decisions go to the company's endpoints. */
export interface CompanySiteRef {
  companyId: string;
  siteId: string;
}

/** A decision as it waits on the phone: for a company's site, it says which (sent there, never in the body). */
type WaitingDecision = GateSignInInput & { company_site?: CompanySiteRef };

const decisions = createStoredList<WaitingDecision>(gateRegisterQueueStorageKey);
const signOuts = createStoredList<GateSignOut>(gateSignOutQueueStorageKey);

/** A scan queued before the gate asked for a decision (issue 47): the gate-keeper had tapped "Signed in". */
type QueuedBeforeDecisions = Omit<GateSignInInput, "decision" | "refusal_reason" | "note" | "holder_name"> & {
  holder_name: string;
};
const notKnownBeforeDecisions = "Not known";

/**
 * Such a scan is shown and sent as the register's migration reads the old rows: let in when green or amber and
 * named, otherwise refused — so a phone updated with scans waiting still sends them.
 */
function withDecision(queued: WaitingDecision | QueuedBeforeDecisions): WaitingDecision {
  if ("decision" in queued) return queued;
  const holderName = queued.holder_name === notKnownBeforeDecisions ? null : queued.holder_name;
  const cardTitle = queued.card_title === notKnownBeforeDecisions ? null : queued.card_title;
  const letIn = queued.outcome !== "red" && holderName !== null;
  const reason = letIn ? null : (suggestedRefusalReason(queued.reason) ?? "other");
  return {
    ...queued,
    holder_name: holderName,
    card_title: cardTitle,
    decision: letIn ? "accepted" : "refused",
    refusal_reason: reason,
    note: reason === "other" ? "Scanned before the gate asked for a decision." : null,
  };
}
/** The decisions waiting on the phone, those queued before decisions included. */
function useWaitingDecisions(): WaitingDecision[] {
  const queued: (WaitingDecision | QueuedBeforeDecisions)[] = useStoredList(decisions);
  return useMemo(() => queued.map(withDecision), [queued]);
}

/** What the gate-keeper chose after a check. */
export type GateChoice =
  | { decision: Extract<GateDecision, "accepted">; note: string | null }
  | { decision: Extract<GateDecision, "refused">; refusal_reason: GateRefusalReason; note: string | null };

/**
 * What a decision puts in the register: who, when, which card, the check's colour and why, and the decision; at a
 * company's site, in that site's register.
 */
export function decisionOf(
  result: GateResult,
  site: string,
  at: Date,
  choice: GateChoice,
  companySite: CompanySiteRef | null = null,
): WaitingDecision {
  return {
    ...(companySite ? { company_site: companySite } : {}),
    client_id: crypto.randomUUID(),
    site,
    holder_name: result.holderName,
    card_title: result.title,
    scheme: result.scheme,
    card_number: result.number,
    expiry_date: result.expiryDate,
    outcome: result.outcome,
    reason: result.reason,
    code_kind: result.codeKind ?? "live",
    decision: choice.decision,
    refusal_reason: choice.decision === "refused" ? choice.refusal_reason : null,
    note: choice.note?.trim() || null,
    scanned_at: at.toISOString(),
  };
}

export function recordDecision(entry: WaitingDecision) {
  decisions.write([...decisions.read(), entry]);
}

/** Signs people out on the phone: one, or everyone on site at the end of the day. */
export function recordSignOuts(clientIds: readonly string[], at: Date) {
  const signedOutAt = at.toISOString();
  signOuts.write([
    ...signOuts.read(),
    ...clientIds.map((clientId) => ({ client_id: clientId, signed_out_at: signedOutAt })),
  ]);
}

const registerQueryKey = (site: string) => ["gate-register", site] as const;

/** A row of the register as the page shows it: from the server, or still waiting on the phone. */
export type RegisterRow = GateSignInInput & { signed_out_at: string | null };

/**
 * A site's register on this phone: the copy last synced with the server, with the decisions and sign-outs still
 * waiting on the phone laid over it. `onSite` is everyone let in and not signed out (the roll-call); `syncedAt`
 * is when the copy was last synced (null: never on this phone).
 */
export function useRegister(site: string, companySite: CompanySiteRef | null = null) {
  const online = useIsOnline();
  const synced = useQuery({
    queryKey: registerQueryKey(site),
    queryFn: ({ signal }) =>
      companySite
        ? callEndpoint(companiesEndpoints.siteSignIns, { params: companySite }, { signal })
        : callEndpoint(walletEndpoints.signIns, { query: { site } }, { signal }),
    enabled: site !== "",
    // Kept on the device with the rest of the copy, which is written from memory.
    gcTime: Number.POSITIVE_INFINITY,
    // The roll-call is fetched again whenever the page opens, and each minute: another phone on the same
    // account signs people in and out too.
    staleTime: 0,
    refetchInterval: online ? 60_000 : false,
  });
  const waitingDecisions = useWaitingDecisions();
  const waitingSignOuts = useStoredList(signOuts);
  const signedOutOnPhone = new Map(waitingSignOuts.map((entry) => [entry.client_id, entry.signed_out_at]));
  /** The rows once each (a sent decision stays on the phone until the register is fetched again). */
  const rowsOf = (
    entries: readonly (WaitingDecision & { signed_out_at?: string | null })[],
  ): RegisterRow[] => {
    const seen = new Set<string>();
    return entries.flatMap(({ company_site: _site, ...entry }) => {
      if (seen.has(entry.client_id)) return [];
      seen.add(entry.client_id);
      return [
        { ...entry, signed_out_at: entry.signed_out_at ?? signedOutOnPhone.get(entry.client_id) ?? null },
      ];
    });
  };
  const waitingHere = waitingDecisions.filter((entry) => entry.site === site).reverse();
  return {
    history: rowsOf([...waitingHere, ...(synced.data?.sign_ins ?? [])]),
    onSite: rowsOf([...waitingHere, ...(synced.data?.on_site ?? [])]).filter(isOnSite),
    syncedAt: synced.data ? synced.dataUpdatedAt : null,
    /** Everything on this phone not sent yet, at any site. */
    waiting: waitingDecisions.length + waitingSignOuts.length,
  };
}

/** The register as a CSV file to download (a plain route, not a JSON endpoint). */
export const signInsCsvUrl = (site: string) => endpointUrl(walletPlainRoutes.signInsCsv, { query: { site } });

type Batch =
  | { kind: "decisions"; entries: WaitingDecision[]; companySite: CompanySiteRef | null }
  | { kind: "sign-outs"; entries: GateSignOut[] };

const sameSite = (a: CompanySiteRef | undefined, b: CompanySiteRef | undefined) =>
  a?.companyId === b?.companyId && a?.siteId === b?.siteId;

/** The next decisions to send together: the oldest waiting and those for the same register, up to 100. */
function nextDecisions(waiting: WaitingDecision[]): Batch {
  const first = waiting[0]?.company_site;
  const entries = waiting.filter((entry) => sameSite(entry.company_site, first)).slice(0, 100);
  return { kind: "decisions", entries, companySite: first ?? null };
}

/**
 * Sends what waits on the phone whenever there is signal (at once, and again each time it returns): decisions
 * first, then sign-outs.
 */
export function useSendWaiting() {
  const online = useIsOnline();
  const waitingDecisions = useWaitingDecisions();
  const waitingSignOuts = useStoredList(signOuts);
  const queryClient = useQueryClient();
  const send = useMutation({
    // Sending one twice keeps it once.
    mutationFn: async (batch: Batch) => {
      if (batch.kind === "decisions") {
        const signIns = batch.entries.map(({ company_site: _site, ...entry }) => entry);
        if (batch.companySite) {
          await callEndpoint(
            companiesEndpoints.addSiteSignIns,
            { params: batch.companySite, body: { sign_ins: signIns } },
            { retry: true },
          );
        } else {
          await callEndpoint(walletEndpoints.addSignIns, { body: { sign_ins: signIns } }, { retry: true });
        }
      } else {
        await callEndpoint(walletEndpoints.signOuts, { body: { sign_outs: batch.entries } }, { retry: true });
      }
    },
    onSuccess: async (_answer, batch) => {
      // The register is fetched again before the sent ones leave the phone, so nobody drops off it meanwhile.
      await queryClient.invalidateQueries({ queryKey: ["gate-register"] });
      const sent = new Set(batch.entries.map((entry) => entry.client_id));
      const unsent = <T extends { client_id: string }>(entries: T[]) =>
        entries.filter((entry) => !sent.has(entry.client_id));
      if (batch.kind === "decisions") decisions.write(unsent(decisions.read()));
      else signOuts.write(unsent(signOuts.read()));
    },
  });
  const { mutate, reset, isPending, isError } = send;
  // A failed send is tried again when the signal comes back, not in a loop.
  useEffect(() => {
    if (online) reset();
  }, [online, reset]);
  useEffect(() => {
    if (!online || isPending || isError) return;
    if (waitingDecisions.length > 0) mutate(nextDecisions(waitingDecisions));
    else if (waitingSignOuts.length > 0)
      mutate({ kind: "sign-outs", entries: waitingSignOuts.slice(0, 500) });
  }, [online, waitingDecisions, waitingSignOuts, isPending, isError, mutate]);
  return send;
}
