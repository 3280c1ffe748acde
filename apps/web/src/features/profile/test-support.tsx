import { endpointUrl } from "@siteready/domain/endpoint";
import {
  type BankDetailsView,
  type DashboardData,
  dashboardDataSchema,
  dashboardEndpoints,
  type NextOfKinView,
  type PersonalDetailsView,
  type TaxDetailsView,
} from "@siteready/domain/profile";
import type { SessionUser } from "../../lib/session/session.ts";

export { bodySentTo, jsonResponse, stubApi } from "../../test-support/fetch-stubs.ts";

import { renderSignedIn, testUser } from "../../test-support/render.tsx";

/** Test-only helpers for the profile pages: a signed-in user, empty records and a fetch stub by route. */

export const profileTestUser: SessionUser = testUser;

export const renderProfilePage = renderSignedIn;

export const emptyPersonalDetails: PersonalDetailsView = {
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  date_of_birth: null,
  address_line1: null,
  city: null,
  postcode: null,
  country: null,
  photo_url: null,
  photo_thumbnail_url: null,
  updated_at: null,
};

export const emptyNextOfKin: NextOfKinView = {
  first_name: null,
  last_name: null,
  relationship: null,
  mobile_number: null,
  email: null,
  updated_at: null,
};

export const emptyBankDetails: BankDetailsView = {
  account_holder_name: null,
  bank_name: null,
  account_number: null,
  sort_code: null,
  has_account_number: false,
  has_sort_code: false,
  updated_at: null,
};

export const emptyTaxDetails: TaxDetailsView = {
  employment_type: null,
  ni_number: null,
  tax_code: null,
  employer_paye_ref: null,
  personal_utr: null,
  company_utr: null,
  company_reg_number: null,
  cis_status: null,
  has_ni_number: false,
  has_personal_utr: false,
  has_company_utr: false,
  updated_at: null,
};

/** A dashboard answer, checked against the API contract so a fixture cannot drift from what the server sends. */
export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  return dashboardDataSchema.parse({
    profile: {
      personal_details: emptyPersonalDetails,
      next_of_kin: emptyNextOfKin,
      documents: [],
      skills_cards: [],
      qualifications: [],
      bank_details: emptyBankDetails,
      tax_details: emptyTaxDetails,
    },
    completionData: {
      personalDetails: 0,
      nextOfKin: 0,
      documents: 0,
      skillsCards: 0,
      qualifications: 0,
      bankDetails: 0,
      taxDetails: 0,
    },
    overallCompletion: 0,
    expiringSoon: [],
    profileImage: null,
    lastUpdated: null,
    renewFirst: [],
    ...overrides,
  });
}

export const dashboardUrl = endpointUrl(dashboardEndpoints.dashboardData, {
  query: { route: "dashboard-data" },
});
