import type { ExpiryUrgency, PpeItemId } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** An induction as the server answers it. */
export interface Induction {
  id: string;
  site_name: string;
  company_name: string;
  project_name: string | null;
  induction_date: string;
  supervisor_name: string | null;
  safety_briefing_completed: boolean;
  ppe_requirements: PpeItemId[];
  ppe_other: string | null;
  /** The checked PPE's labels, then the free text. */
  ppe_summary: string[];
  valid_until: string | null;
  urgency: { status: ExpiryUrgency; days_left: number | null; label: string };
  sheet_url: string | null;
  sheet_thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

export const inductionsPath = "/api/inductions";

export const inductionsQueryOptions = queryOptions({
  queryKey: ["inductions"],
  queryFn: async ({ signal }) =>
    (await api.request<{ inductions: Induction[] }>(inductionsPath, { signal })).inductions,
  // Newest first, as the server lists them, kept after a change made on this page.
  select: (inductions) =>
    [...inductions].sort(
      (a, b) => b.induction_date.localeCompare(a.induction_date) || b.created_at.localeCompare(a.created_at),
    ),
});

/** The worker's inductions, newest first. */
export function useInductions() {
  return useQuery(inductionsQueryOptions);
}
