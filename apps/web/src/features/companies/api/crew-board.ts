import {
  type CrewBoardQuery,
  type CrewInviteInput,
  type CrewMemberRecords,
  companiesEndpoints,
  companiesPlainRoutes,
} from "@siteready/domain/companies";
import { endpointUrl } from "@siteready/domain/endpoint";
import {
  type ReceiptInput,
  type ReceiptView,
  rightToWorkEndpoints,
  rightToWorkPlainRoutes,
} from "@siteready/domain/right-to-work";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorFromBody } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

export interface SiteRef {
  companyId: string;
  siteId: string;
}

/** The board's filters as the URL keeps them; the server's defaults fill the rest. */
export type CrewBoardFilters = Partial<Pick<CrewBoardQuery, "status" | "role_id" | "q" | "sort" | "page">>;

/**
 * Changes arrive while a manager has the board open (a card expires, a worker leaves): the live stream says
 * which site changed (live-updates.ts) and the board and its feed are read again at once; every 30 seconds and
 * whenever the window comes back into view as well, in case a notice was lost with the connection.
 */
const liveInterval = 30_000;

const siteKey = ({ companyId, siteId }: SiteRef) => ["companies", companyId, "sites", siteId];

/** One page of the site's crew against each role's requirements, with the whole site's counts. */
export function useCrewBoard(site: SiteRef, filters: CrewBoardFilters) {
  return useQuery({
    queryKey: [...siteKey(site), "board", filters],
    queryFn: ({ signal }) =>
      callEndpoint(
        companiesEndpoints.crewBoard,
        { params: { companyId: site.companyId, siteId: site.siteId }, query: filters },
        { signal },
      ),
    // The rows stay while the next filter's page loads, so the list does not jump to a skeleton.
    placeholderData: keepPreviousData,
    refetchInterval: liveInterval,
  });
}

/** The CSV and PDF of the board as filtered, every page. */
export function crewBoardFileUrls(site: SiteRef, filters: CrewBoardFilters) {
  const { page: _everyPage, ...query } = filters;
  const params = { companyId: site.companyId, siteId: site.siteId };
  return {
    csv: endpointUrl(companiesPlainRoutes.crewBoardCsv, { params, query }),
    pdf: endpointUrl(companiesPlainRoutes.crewBoardPdf, { params, query }),
  };
}

/** The site's change feed, newest first. */
export function useCrewChanges(site: SiteRef) {
  return useQuery({
    queryKey: [...siteKey(site), "changes"],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(
          companiesEndpoints.crewChanges,
          { params: { companyId: site.companyId, siteId: site.siteId }, query: {} },
          { signal },
        )
      ).changes,
    refetchInterval: liveInterval,
  });
}

/** Marks changes as seen; the feed and the board's count of unseen changes follow. */
export function useAcknowledgeChanges(site: SiteRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      callEndpoint(
        companiesEndpoints.acknowledgeCrewChanges,
        { params: { companyId: site.companyId, siteId: site.siteId }, body: { ids } },
        { retry: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKey(site) }),
  });
}

/** A live look at one crew member's required records (the worker sees it in their view log). */
export function useCrewMemberRecords(site: SiteRef, crewId: string | null) {
  return useQuery({
    queryKey: [...siteKey(site), "crew", crewId],
    queryFn: ({ signal }) =>
      callEndpoint(
        companiesEndpoints.crewMemberRecords,
        { params: { companyId: site.companyId, siteId: site.siteId, crewId: String(crewId) } },
        { signal },
      ),
    enabled: crewId !== null,
    // A look is logged for the worker: one per opening, not one per refocus.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Invites a worker to the site as a crew role: a link and QR code, and an e-mail when one is given. */
export function useInviteCrew(site: SiteRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { id?: string | undefined; input: CrewInviteInput }) =>
      callEndpoint(companiesEndpoints.inviteCrew, {
        params: { companyId: site.companyId, siteId: site.siteId },
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...siteKey(site), "board"] }),
  });
}

/**
 * The company records the right-to-work check it did on a crew member whose role needs it (issue 52). The open
 * look keeps its answer (a new read would log another look for the worker): the receipt is added to it.
 */
export function useRecordCrewReceipt(site: SiteRef, crewId: string) {
  const queryClient = useQueryClient();
  const key = [...siteKey(site), "crew", crewId];
  return useMutation({
    mutationFn: (receipt: ReceiptInput) =>
      callEndpoint(rightToWorkEndpoints.recordCrewReceipt, {
        params: { companyId: site.companyId, siteId: site.siteId, crewId },
        body: receipt,
      }),
    onSuccess: (receipt) =>
      queryClient.setQueryData(key, (records: CrewMemberRecords | undefined) =>
        records
          ? {
              ...records,
              items: records.items.map((item) =>
                item.right_to_work
                  ? {
                      ...item,
                      right_to_work: {
                        ...item.right_to_work,
                        receipts: [receipt, ...item.right_to_work.receipts],
                      },
                    }
                  : item,
              ),
            }
          : records,
      ),
  });
}

/** The receipt with the evidence it was for, as a PDF for the company's files. */
export function useDownloadCrewReceipt(site: SiteRef, crewId: string) {
  return useMutation({
    mutationFn: async (receipt: ReceiptView) => {
      const url = endpointUrl(rightToWorkPlainRoutes.crewReceiptPdf, {
        params: { companyId: site.companyId, siteId: site.siteId, crewId, receiptId: receipt.id },
      });
      const response = await fetch(url);
      if (!response.ok)
        throw await apiErrorFromBody(response.status, await response.json().catch(() => undefined));
      saveFile(await response.blob(), `right-to-work-check-${receipt.checked_on}.pdf`);
    },
  });
}
