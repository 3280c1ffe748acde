import { endpointUrl } from "@siteready/domain/endpoint";
import { DELETE_ACCOUNT_CONFIRMATION, profileEndpoints, profilePlainRoutes } from "@siteready/domain/profile";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";

/** A plain link, so the browser downloads the zip itself (no copy of it held in memory). */
export const dataExportUrl = endpointUrl(profilePlainRoutes.export, {});

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () =>
      callEndpoint(profileEndpoints.deleteAccount, { body: { confirm: DELETE_ACCOUNT_CONFIRMATION } }),
  });
}
