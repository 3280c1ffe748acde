/**
 * Billing: donations, checkout, the admin's tier switch and totals, the capabilities of the plans (§4) and the
 * words of locked features ('Premium Feature', 'Donate to unlock', 'Coming soon'). billingMessages, the
 * capability labels and the billing service's answers are here exactly as the domain and server word them, so
 * tm()/translateMessage finds them.
 *
 * A placeholder written with spaces, `{ name }`, keeps a message the page writes itself out of translateMessage's
 * patterns.
 */
export const messages = {
  "billing.donate.amount": "Amount",
  "billing.donate.other": "Other amount",
  "billing.donate.yourAmount": "Your amount in pounds (at least £1)",
  "billing.donate.howOften": "How often",
  "billing.donate.once": "Once",
  "billing.donate.monthly": "Every month",
  "billing.donate.submit": "Donate",
  "billing.checkout.signInFirst":
    "<login>Log in</login> or <register>create a free account</register>, then choose again.",
  "billing.server.signInRequired": "Please log in to your account before upgrading your subscription.",
  "billing.server.notConfigured": "Payment system is not configured. Please contact support.",
  "billing.server.checkoutFailed": "Failed to create checkout session",
  "billing.server.donationTooSmall": "The smallest donation is £1",
  "billing.server.donationTooLarge": "The largest donation online is £1,000",
  "billing.server.donationWholePence": "Enter an amount in pounds and pence",
  "billing.server.noSubscription": "You have no subscription to manage",
  "billing.server.portalFailed": "Failed to open the billing portal",
  "billing.admin.loading": "Loading...",
  "billing.admin.who": "Who gets paid-tier capabilities",
  "billing.admin.saved": "Saved",
  "billing.admin.none": "No donations or subscription payments yet.",
  "billing.admin.caption": "Donations and subscriptions per month",
  "billing.admin.month": "Month",
  "billing.admin.donations": "Donations",
  "billing.admin.subscriptions": "Subscriptions",
  "billing.policy.free": "Free for everyone",
  "billing.policy.freeDetail":
    "Every capability is on the free tier, as we promise. Paid plans add nothing yet.",
  "billing.policy.tiered": "Tiered as the plans table",
  "billing.policy.tieredDetail":
    "Expiry reminders and test centre search need Pro; job matching needs Premium. Lower tiers see 'Premium Feature'.",
  "billing.capability.basicProfile": "Your full profile",
  "billing.capability.basicProfileDetail":
    "Personal details, next of kin, documents, skills cards, qualifications, bank and tax details.",
  "billing.capability.expiryReminders": "Expiry reminders",
  "billing.capability.expiryRemindersDetail": "An e-mail before a card or document runs out.",
  "billing.capability.formAutofill": "Form autofill",
  "billing.capability.formAutofillDetail": "Fill in site and agency forms from your profile.",
  "billing.capability.testCentreSearch": "Test centre search",
  "billing.capability.testCentreSearchDetail": "Find a centre near you for your card tests.",
  "billing.capability.jobMatching": "Job matching",
  "billing.capability.jobMatchingDetail": "Jobs that match the cards and tickets you hold.",
  "billing.capability.accommodationSearch": "Accommodation search",
  "billing.capability.accommodationSearchDetail": "Accommodation near the job you're working on.",
  "billing.capability.advancedAnalytics": "Advanced analytics",
  "billing.capability.advancedAnalyticsDetail": "Reports on your renewals, work history and profile.",
  "billing.locked.premiumFeature": "Premium Feature",
  "billing.locked.paidPlan": "{ name } is part of a paid plan. See the pricing plans to find out more.",
  "billing.locked.viewPlans": "View Pricing Plans",
  "billing.locked.donateToUnlock": "Donate to unlock",
  "billing.locked.comingSoon": "Coming soon",
  "billing.server.invalidWebhookSignature": "Invalid webhook signature",
  "billing.server.unusableWebhook":
    "The event is signed, but its content is not in the form SiteReady expects for its type, so it was not applied",
} as const;
