import type { SectionCompletion } from "@siteready/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UrgencyView } from "../../../components/ui/urgency-badge.tsx";
import { api } from "../../../lib/api-client.ts";
import { profileQueryKeys } from "../../../lib/profile-cache.ts";
import type { BankDetailsView } from "./bank-details.ts";
import type { NextOfKinView } from "./next-of-kin.ts";
import type { PersonalDetailsView } from "./personal-details.ts";
import type { TaxDetailsView } from "./tax-details.ts";

export interface DashboardDocument {
  id: string;
  document_type: string;
  document_type_label: string;
  document_number: string | null;
  expiry_date: string | null;
  file_url: string | null;
  thumbnail_url: string | null;
  file_mime_type: string | null;
  file_name: string | null;
  urgency: UrgencyView;
  /** Shown in the site-gate wallet. */
  show_at_gate: boolean;
  created_at: string;
  updated_at: string;
}

export interface DashboardSkillsCard {
  id: string;
  card_type: string;
  card_type_name: string;
  card_type_acronym: string | null;
  card_type_colour: string | null;
  card_scheme: string | null;
  registration_number: string | null;
  issue_date: string | null;
  expiry_date: string | null;
  front_image_url: string | null;
  front_thumbnail_url: string | null;
  back_image_url: string | null;
  back_thumbnail_url: string | null;
  urgency: UrgencyView;
  /** Shown in the site-gate wallet. */
  show_at_gate: boolean;
  created_at: string;
  updated_at: string;
}

export interface DashboardQualification {
  id: string;
  type: string;
  number: string | null;
  issue_date: string | null;
  issuing_authority: string | null;
  expiry_date: string | null;
  certificate_url: string | null;
  certificate_thumbnail_url: string | null;
  certificate_mime_type: string | null;
  certificate_name: string | null;
  urgency: UrgencyView;
  /** Shown in the site-gate wallet. */
  show_at_gate: boolean;
  created_at: string;
  updated_at: string;
}

export interface ExpiringItem {
  kind: "document" | "skills_card" | "qualification" | "induction";
  id: string;
  title: string;
  expiry_date: string;
  urgency: UrgencyView;
}

/** GET /api/core-data?route=dashboard-data (spec §3 dashboard state, §7). */
export interface DashboardData {
  profile: {
    personal_details: PersonalDetailsView;
    next_of_kin: NextOfKinView;
    documents: DashboardDocument[];
    skills_cards: DashboardSkillsCard[];
    qualifications: DashboardQualification[];
    bank_details: BankDetailsView;
    tax_details: TaxDetailsView;
  };
  completionData: SectionCompletion;
  overallCompletion: number;
  /** Expired, urgent and warning items, soonest first. */
  expiringSoon: ExpiringItem[];
  profileImage: string | null;
  /** When the profile last changed; null before anything is saved. */
  lastUpdated: string | null;
}

export const dashboardDataQueryOptions = queryOptions({
  queryKey: profileQueryKeys.dashboard,
  queryFn: ({ signal }) => api.request<DashboardData>("/api/core-data?route=dashboard-data", { signal }),
});

export function useDashboardData() {
  return useQuery(dashboardDataQueryOptions);
}
