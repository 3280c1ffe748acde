import type { ExpiryUrgency, RenewalItemKind, RenewalStep } from "@siteready/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Every renewals query lives under ['renewals'], so one invalidation after a step refreshes them all. */
export const renewalsQueryKeys = {
  all: ["renewals"] as const,
  overview: (urgency: ExpiryUrgency | null) => ["renewals", "overview", urgency ?? "all"] as const,
  workflow: (id: string) => ["renewals", "workflow", id] as const,
};

export interface RenewalWindowView {
  opens_on: string;
  closes_on: string;
  status: "not_open" | "open" | "expired";
  renewable: boolean;
  test_required: boolean;
  notice_days: number;
  validity_years: number | null;
}

export interface RenewalItemView {
  kind: RenewalItemKind;
  id: string;
  title: string;
  type: string | null;
  expiry_date: string | null;
  days_left: number | null;
  urgency: ExpiryUrgency;
  urgency_label: string;
  renewal_window: RenewalWindowView | null;
  next_action: string;
  link: string;
  workflow: { id: string; progress: number; next_step: RenewalStep | null } | null;
}

export type UrgencyCounts = Record<ExpiryUrgency, number>;

/** GET /api/renewals: counts, total and timeline cover every item; the filter narrows `items` only. */
export interface RenewalsOverview {
  today: string;
  items: RenewalItemView[];
  counts: UrgencyCounts;
  total: number;
  timeline: { month: string; label: string; count: number }[];
}

export function renewalsPath(urgency: ExpiryUrgency | null): string {
  return urgency ? `/api/renewals?urgency=${encodeURIComponent(urgency)}` : "/api/renewals";
}

export function renewalsQueryOptions(urgency: ExpiryUrgency | null) {
  return queryOptions({
    queryKey: renewalsQueryKeys.overview(urgency),
    queryFn: ({ signal }) => api.request<RenewalsOverview>(renewalsPath(urgency), { signal }),
    // Switching filter keeps the counts and the last list on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The user's dated cards, documents and qualifications, soonest first, optionally of one urgency. */
export function useRenewals(urgency: ExpiryUrgency | null) {
  return useQuery(renewalsQueryOptions(urgency));
}
