import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** A plain link, so the browser downloads the zip itself (no copy of it held in memory). */
export const dataExportUrl = "/api/profile/export";

/** The words the server asks for before it deletes an account. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE MY ACCOUNT";

export function useDeleteAccount() {
  return useMutation({
    mutationFn: () =>
      api.request<void>("/api/account", { method: "DELETE", body: { confirm: DELETE_ACCOUNT_CONFIRMATION } }),
  });
}
