/** The landing page (§2). */
export const messages = {
  "landing.eyebrow": "For UK construction workers and contractors",
  "landing.title": "Your cards and compliance, ready at the site gate",
  "landing.lead":
    "SiteReady keeps your skills cards, documents, qualifications and work details together, tells you how complete your profile is, and reminds you before anything expires.",
  "landing.signUpFree": "Sign up free",
  "landing.logIn": "Log in",
  "landing.featuresTitle": "What SiteReady does",
  "landing.feature.cards.title": "Every card and ticket in one place",
  "landing.feature.cards.text":
    "CSCS, CPCS, NPORS, CISRS, ECS, IPAF, PASMA, SMSTS and the rest — photos front and back, with registration numbers and expiry dates.",
  "landing.feature.reminders.title": "Warned before anything runs out",
  "landing.feature.reminders.text":
    "We e-mail you 90, 30 and 7 days before a card expires, and can put every expiry date in your phone's calendar.",
  "landing.feature.gate.title": "Ready at the site gate",
  "landing.feature.gate.text":
    "Built for your phone. Your cards open even when the signal drops, so induction takes minutes, not a phone call to the office.",
  "landing.feature.safe.title": "Your details, kept safe",
  "landing.feature.safe.text":
    "Bank details, NI number and UTR are encrypted. You can download everything we hold, or delete it all, whenever you like.",
  "landing.feature.jobs.title": "Jobs that match your tickets",
  "landing.feature.jobs.text":
    "See which jobs you already hold the right cards for, apply in a couple of taps, and keep a record of every site you've worked.",
  "landing.feature.weather.title": "Weather at your sites",
  "landing.feature.weather.text":
    "Wind gusts for crane and MEWP work, frost for concrete and mortar, heavy rain — a week ahead for every site you're on.",
  "landing.freeTitle": "Free for everyone on site. For good.",
  "landing.freeText":
    "SiteReady is free to use and stays free. There are no adverts and we never sell your data. Donations from the people who use it pay for new features.",
  "landing.createProfile": "Create your free profile",
} as const;
