import type {
  BillingStatus,
  BillingTotals,
  CheckoutRequestInput,
  CheckoutSession,
  PortalLink,
  TierPolicy,
  TierPolicySetting,
} from "@siteready/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Card payments (issue 19): status, checkout, the admin's tier policy and supporters' totals. */

export function useBillingStatus() {
  return useQuery(
    queryOptions({
      queryKey: ["billing", "status"],
      queryFn: ({ signal }) => api.request<BillingStatus>("/api/billing/status", { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** Starts Stripe Checkout and sends the browser there (§7: sessionId, then redirect). */
export function useCheckout(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: (request: CheckoutRequestInput) =>
      api.request<CheckoutSession>("/api/stripe/create-checkout-session", { method: "POST", body: request }),
    onSuccess: (session) => {
      if (session.url) redirect(session.url);
    },
  });
}

export function usePortalLink() {
  return useMutation({
    mutationFn: () => api.request<PortalLink>("/api/billing/portal", { method: "POST", body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

const tierPolicyKey = ["admin", "tier-policy"] as const;

export function useTierPolicy() {
  return useQuery({
    queryKey: tierPolicyKey,
    queryFn: ({ signal }) => api.request<TierPolicySetting>("/api/admin/tier-policy", { signal }),
  });
}

export function useChangeTierPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TierPolicy) =>
      api.request<TierPolicySetting>("/api/admin/tier-policy", {
        method: "PUT",
        body: { policy },
        retry: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(tierPolicyKey, saved),
  });
}

export function useBillingTotals() {
  return useQuery({
    queryKey: ["admin", "billing-totals"],
    queryFn: ({ signal }) => api.request<BillingTotals>("/api/admin/billing/totals", { signal }),
  });
}
