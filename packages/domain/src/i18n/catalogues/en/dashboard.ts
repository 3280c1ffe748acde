/** The dashboard (§4). */
export const dashboard = {
  "dashboard.title": "Dashboard",
  "dashboard.hello": "Hello",
  "dashboard.helloName": "Hello, {name}",
  "dashboard.lastUpdated": "Profile last updated {date}",
  "dashboard.startWithCard": "Start with your first card: it goes straight into your wallet.",
  "dashboard.gateTitle": "Get ready for the site gate",
  "dashboard.gateText":
    "Add your CSCS or other card with a photo of each side. It is in your wallet at once, even with no signal.",
  "dashboard.addFirstCard": "Add your first card",
  "dashboard.openWallet": "Open my site-gate wallet",
  "dashboard.loading": "Loading dashboard...",
  "dashboard.yourProfile": "Your profile",
  "dashboard.profileCompletion": "Profile completion",
  "dashboard.nextSection": "Next: finish your {section}",
  "dashboard.allFilledIn": "Everything is filled in. Keep it up to date as your cards and documents change.",
  "dashboard.profileSections": "Profile sections",
  "dashboard.sectionCompletion": "{section} completion",
  "dashboard.expiringSoon": "Expiring soon",
  "dashboard.nothingExpiring":
    "Nothing expires in the next 90 days. Cards, tickets and documents due for renewal will show here.",
  "dashboard.kind.skillsCard": "Card",
  "dashboard.kind.document": "Document",
  "dashboard.kind.qualification": "Qualification",
  "dashboard.kind.induction": "Induction",
  "dashboard.expiredOn": "Expired {date}",
  "dashboard.expiresOn": "Expires {date}",
  // The error box's message when the dashboard cannot load (§4/§8), found by tm() with its reason.
  "dashboard.fetchFailed": "Failed to fetch dashboard data",
  "dashboard.fetchFailedBecause": "Failed to fetch dashboard data ({reason})",
  "dashboard.authenticationFailed": "Authentication failed",
} as const;
