import { endpointUrl, type GateSignInInput, walletEndpoints, walletPlainRoutes } from "@siteready/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { gateRegisterQueueStorageKey } from "../../../lib/offline-copy.ts";
import { createStoredList, useStoredList } from "../../../lib/stored-list.ts";
import type { GateResult } from "./check-gate-code.ts";

/**
 * A gate-keeper's sign-in register. Each scan is written on the phone at once (localStorage, so it survives a
 * closed app and no signal) and sent when there is signal; the server keeps a scan sent twice once (its id is
 * made here). Logout clears the waiting scans with the rest of the device copy.
 */

const queue = createStoredList<GateSignInInput>(gateRegisterQueueStorageKey);

/** What a scan puts in the register: who, when, which card, and its colour with the reason. */
export function signInOf(result: GateResult, site: string, at: Date): GateSignInInput {
  return {
    client_id: crypto.randomUUID(),
    site,
    holder_name: result.holderName ?? "Not known",
    card_title: result.title ?? "Not known",
    scheme: result.scheme,
    card_number: result.number,
    expiry_date: result.expiryDate,
    outcome: result.outcome,
    reason: result.reason,
    code_kind: result.codeKind ?? "live",
    scanned_at: at.toISOString(),
  };
}

export function queueSignIn(signIn: GateSignInInput) {
  queue.write([...queue.read(), signIn]);
}

export const useWaitingSignIns = () => useStoredList(queue);

const registerQueryKey = (site: string) => ["gate-register", site] as const;

/** The register kept on the server for a site, newest first. */
export function useSignIns(site: string) {
  return useQuery({
    queryKey: registerQueryKey(site),
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.signIns, { query: { site } }, { signal }),
    enabled: site !== "",
  });
}

/** The register as a CSV file to download (a plain route, not a JSON endpoint). */
export const signInsCsvUrl = (site: string) => endpointUrl(walletPlainRoutes.signInsCsv, { query: { site } });

/** Sends the waiting scans whenever there is signal (at once, and again each time it returns). */
export function useSendWaitingSignIns() {
  const online = useIsOnline();
  const waiting = useWaitingSignIns();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (batch: GateSignInInput[]) =>
      // Sending a scan twice keeps it once.
      callEndpoint(walletEndpoints.addSignIns, { body: { sign_ins: batch } }, { retry: true }),
    onSuccess: (_saved, batch) => {
      const sent = new Set(batch.map((signIn) => signIn.client_id));
      queue.write(queue.read().filter((signIn) => !sent.has(signIn.client_id)));
      return queryClient.invalidateQueries({ queryKey: ["gate-register"] });
    },
  });
  const { mutate, reset, isPending, isError } = send;
  // A failed send is tried again when the signal comes back, not in a loop.
  useEffect(() => {
    if (online) reset();
  }, [online, reset]);
  useEffect(() => {
    if (online && waiting.length > 0 && !isPending && !isError) mutate(waiting.slice(0, 100));
  }, [online, waiting, isPending, isError, mutate]);
  return send;
}
