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
} as const;
