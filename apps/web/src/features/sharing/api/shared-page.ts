import type { ImageRenditionWidth } from "@siteready/domain/files";
import type { ReceiptInput, ReceiptView } from "@siteready/domain/right-to-work";
import {
  type SharedAccess,
  type SharedViewerInput,
  sharingEndpoints,
  sharingPlainRoutes,
} from "@siteready/domain/sharing";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, apiErrorFromBody } from "../../../lib/api-client.ts";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { saveFile } from "../../../lib/save-file.ts";

/**
 * The public share page's calls. The token is the link's fragment, which browsers never send to a server,
 * and travels in the body, never in a URL a log or proxy could keep.
 */
export function useSharedPage(token: string, pin: string | undefined, pass?: string | undefined) {
  return useQuery({
    queryKey: ["shared-page", token, pin ?? "", pass ?? ""],
    queryFn: () =>
      callEndpoint(
        sharingEndpoints.view,
        { body: { token, pin, ...(pass ? { pass } : {}) } },
        { retry: false },
      ),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    // Each answer with data is one view in the holder's log: no refetching behind the viewer's back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** E-mails the share's recipient a new code (shares that ask for one). */
export function useSendShareCode() {
  return useMutation({
    mutationFn: (access: SharedAccess) => callEndpoint(sharingEndpoints.sendCode, { body: access }),
  });
}

/** Checks the typed code; the answer's pass then goes with every call of the page. */
export function useCheckShareCode() {
  return useMutation({
    mutationFn: (input: SharedAccess & { code: string }) =>
      callEndpoint(sharingEndpoints.checkCode, { body: input }),
  });
}

export function useIdentifyViewer() {
  return useMutation({
    mutationFn: (input: SharedViewerInput) =>
      callEndpoint(sharingEndpoints.identifyViewer, { body: input }, { retry: true }),
  });
}

type SharedFileRequest = {
  token: string;
  pin?: string | undefined;
  pass?: string | undefined;
  view_id?: string | undefined;
};

/** The share's files, and the right-to-work receipt's PDF, all fetched with a POST of the share's access. */
type SharedFileRoute =
  | (typeof sharingPlainRoutes)[keyof typeof sharingPlainRoutes]
  | typeof sharingPlainRoutes.rightToWorkReceiptPdf;

/** A file of the share (POST: the token never goes in a URL). */
async function fetchSharedFile(
  route: SharedFileRoute,
  body: SharedFileRequest & { photo_id?: string; width?: ImageRenditionWidth; receipt_id?: string },
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(route.path, {
    method: route.method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok)
    throw await apiErrorFromBody(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** Fetches a file of the share and hands it to the browser as a download. */
async function downloadSharedFile(
  route: SharedFileRoute,
  fileName: string,
  body: SharedFileRequest & { receipt_id?: string },
) {
  saveFile(await fetchSharedFile(route, body), fileName);
}

export function useDownloadCompliancePack() {
  return useMutation({
    mutationFn: (body: SharedFileRequest) =>
      downloadSharedFile(sharingPlainRoutes.pack, "compliance-pack.pdf", body),
  });
}

/** The holder's CV, made from their profile at the moment it is downloaded. */
export function useDownloadSharedCv() {
  return useMutation({
    mutationFn: ({ holder, ...body }: SharedFileRequest & { holder: string }) =>
      downloadSharedFile(sharingPlainRoutes.cv, `${holder || "Shared"} CV.pdf`, body),
  });
}

/** The recipient records the right-to-work check they did (issue 52); the worker sees it at once. */
export function useRecordShareReceipt(access: SharedAccess) {
  return useMutation({
    mutationFn: (receipt: ReceiptInput) =>
      callEndpoint(sharingEndpoints.recordRightToWorkReceipt, { body: { ...access, receipt } }),
  });
}

/** The recorded check with the evidence it was for, as a PDF for the engager's files. */
export function useDownloadShareReceipt(access: SharedAccess) {
  return useMutation({
    mutationFn: (receipt: ReceiptView) =>
      downloadSharedFile(
        sharingPlainRoutes.rightToWorkReceiptPdf,
        `right-to-work-check-${receipt.checked_on}.pdf`,
        {
          ...access,
          receipt_id: receipt.id,
        },
      ),
  });
}

/**
 * One photo of the share at `width` px (undefined until its place nears the screen: nothing is fetched before),
 * as an object URL the page can show; the URL is let go when the photo leaves the page.
 */
export function useSharedPhoto(
  request: SharedFileRequest,
  photoId: string,
  width: ImageRenditionWidth | undefined,
) {
  const photo = useQuery({
    queryKey: ["shared-photo", request.token, request.pin ?? "", request.pass ?? "", photoId, width],
    queryFn: ({ signal }) =>
      fetchSharedFile(
        sharingPlainRoutes.photo,
        {
          token: request.token,
          pin: request.pin,
          pass: request.pass,
          view_id: request.view_id,
          photo_id: photoId,
          width,
        },
        signal,
      ),
    enabled: width !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: 1,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  return { url, failed: photo.isError, retry: () => void photo.refetch() };
}

export const isEndedShare = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A share opened as many times as its owner allowed. */
export const isUsedUpShare = (error: unknown) =>
  error instanceof ApiError && error.messageRef.key === "sharing.message.viewLimitReached";
