// The capabilities' words by key, in a module without schemas: the Premium Feature notice is part of the app's
// frame, which carries no zod (issue 49).
import type { TierCapability } from "../features/feature-access.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

/** How people see each capability of §4 (pricing page, the Premium Feature notice): its words by key. */
export const capabilityKeys: Record<TierCapability, { name: MessageKey; detail: MessageKey }> = {
  basic_profile: { name: "billing.capability.basicProfile", detail: "billing.capability.basicProfileDetail" },
  expiry_reminders: {
    name: "billing.capability.expiryReminders",
    detail: "billing.capability.expiryRemindersDetail",
  },
  form_autofill: { name: "billing.capability.formAutofill", detail: "billing.capability.formAutofillDetail" },
  test_center_search: {
    name: "billing.capability.testCentreSearch",
    detail: "billing.capability.testCentreSearchDetail",
  },
  job_matching: { name: "billing.capability.jobMatching", detail: "billing.capability.jobMatchingDetail" },
  accommodation_search: {
    name: "billing.capability.accommodationSearch",
    detail: "billing.capability.accommodationSearchDetail",
  },
  advanced_analytics: {
    name: "billing.capability.advancedAnalytics",
    detail: "billing.capability.advancedAnalyticsDetail",
  },
};
