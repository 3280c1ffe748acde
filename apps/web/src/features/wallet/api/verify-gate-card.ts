import type { GateVerificationView } from "@siteready/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The public check behind a QR code; the token goes in the body, never in a URL the server logs. */
export function useGateVerification(token: string) {
  return useQuery({
    queryKey: ["gate-verification", token],
    queryFn: () =>
      api.request<GateVerificationView>("/api/gate-verifications", {
        method: "POST",
        body: { token },
        retry: true,
      }),
    enabled: token.length > 0,
    staleTime: 0,
  });
}
