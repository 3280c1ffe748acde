import { billingEndpoints, type CheckoutRequestInput, type TierPolicy } from "@siteready/domain/billing";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/endpoint-client.ts";
import { sessionQueryKey } from "../../../lib/session/session.ts";

/** Card payments (issue 19): status, checkout, the admin's tier policy and supporters' totals. */

export function useBillingStatus() {
  return useQuery(
    queryOptions({
      queryKey: ["billing", "status"],
      queryFn: ({ signal }) => callEndpoint(billingEndpoints.status, {}, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** Starts Stripe Checkout and sends the browser there (§7: sessionId, then redirect). */
export function useCheckout(redirect: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: (request: CheckoutRequestInput) => callEndpoint(billingEndpoints.checkout, { body: request }),
    onSuccess: (session) => {
      if (session.url) redirect(session.url);
    },
  });
}

/**
 * Back from Checkout with Stripe's `session_id`: the server confirms the session with Stripe and applies it, so
 * the plan shown is the plan paid for without waiting for the webhook. Then the session (with its tier) and the
 * features are read afresh.
 */
export function useCheckoutReturn(sessionId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["billing", "checkout-return", sessionId],
    enabled: sessionId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      // Enabled only with an id.
      const view = await callEndpoint(
        billingEndpoints.checkoutReturn,
        { body: { sessionId: sessionId ?? "" } },
        { signal },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["features"] }),
      ]);
      return view;
    },
  });
}

export function usePortalLink() {
  return useMutation({
    mutationFn: () => callEndpoint(billingEndpoints.portal, { body: {} }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

const tierPolicyKey = ["admin", "tier-policy"] as const;

export function useTierPolicy() {
  return useQuery({
    queryKey: tierPolicyKey,
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.tierPolicy, {}, { signal }),
  });
}

export function useChangeTierPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: TierPolicy) =>
      callEndpoint(billingEndpoints.setTierPolicy, { body: { policy } }, { retry: true }),
    onSuccess: (saved) => queryClient.setQueryData(tierPolicyKey, saved),
  });
}

export function useBillingTotals() {
  return useQuery({
    queryKey: ["admin", "billing-totals"],
    queryFn: ({ signal }) => callEndpoint(billingEndpoints.totals, {}, { signal }),
  });
}
