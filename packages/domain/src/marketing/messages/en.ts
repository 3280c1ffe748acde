/**
 * Marketing pages: about, features, pricing, contact, feedback, thank-you, and the legal pages' note (their text
 * stays English, the version that applies). The features' titles and descriptions, the sidebar's section titles,
 * the contact and feedback schemas' labels and messages are here exactly as the domain words them, so
 * tm()/translateMessage finds them.
 *
 * A placeholder written with spaces, `{ name }`, keeps a message the page writes itself out of translateMessage's
 * patterns.
 */
export const messages = {
  "marketing.lastUpdated": "Last updated:",
  "marketing.backHome": "Back to the home page",
  "marketing.seeAllFeatures": "See all features",
  "marketing.howDonationsWork": "How donations work",
  "marketing.goToDashboard": "Go to your dashboard",
  "marketing.legal.englishApplies":
    "This page is in English. The English text is the one that applies; ask us through the contact page if anything is unclear.",
  "marketing.privacy.title": "Privacy notice",
  "marketing.terms.title": "Terms of use",
  "marketing.about.title": "About SiteReady",
  "marketing.about.routeTitle": "About",
  "marketing.about.intro":
    "SiteReady is a free app for people who work on UK construction sites. It keeps your cards, tickets and paperwork in one place on your phone, and tells you before anything runs out.",
  "marketing.about.whoTitle": "Who it's for",
  "marketing.about.whoText":
    "Operatives and labourers, trades, plant operators, scaffolders, agency and self-employed workers, and the small contractors who keep records for a whole crew. If you've ever been asked for a card you didn't have on you, it's for you.",
  "marketing.about.whyTitle": "Why we built it",
  "marketing.about.whyText":
    "Turn up at a new site and you'll be asked for your card, your tickets, sometimes your passport or right-to-work papers. Too often they're in the van, in a drawer at home, or a blurry photo somewhere in your camera roll. A card lapses without anyone noticing, and you're stood at the gate or sent home for the day.",
  "marketing.about.cardsTitle": "Cards at the site gate",
  "marketing.about.cardsText":
    "Your CSCS card, your tickets, your passport: all on your phone, with photos front and back. Show them at the gate or at induction without ringing the office.",
  "marketing.about.remindersTitle": "Reminders before they run out",
  "marketing.about.remindersText":
    "The card schemes' own apps show whether a card is valid today. They won't nudge you months before it runs out, while there's still time to book the test. SiteReady does.",
  "marketing.about.freeTitle": "Free, for good",
  "marketing.about.freeText":
    "No subscription and no adverts. Donations from the people who use it pay for new features, and those features switch on for everyone.",
  "marketing.about.detailsTitle": "Your details stay yours",
  "marketing.about.detailsText":
    "Bank details, NI number and UTRs are encrypted. We never sell your data. Download everything or delete your account whenever you like.",
  "marketing.about.helpTitle": "Help shape it",
  "marketing.about.helpText":
    "We build what people on site ask for. Vote for the features you want, tell us what's not working, or chip in to fund the next one.",
  "marketing.about.giveFeedback": "Give feedback",
  "marketing.features.title": "Features",
  "marketing.features.intro":
    "Everything SiteReady does. Features marked Donate to unlock are built, and switch on for everyone once donations cover what they cost to run. Vote for the ones you want first, or read <pricing>how donations work</pricing>.",
  "marketing.state.status": "Status:",
  "marketing.state.available": "Available",
  "marketing.state.premium": "Premium",
  "marketing.state.unavailable": "Unavailable",
  "marketing.votes": "{count, plural, one {# vote} other {# votes}}",
  "marketing.vote": "Vote for this feature",
  "marketing.voteFor": "Vote for this feature: { title }",
  "marketing.contact.title": "Contact us",
  "marketing.contact.routeTitle": "Contact",
  "marketing.contact.intro":
    "Questions about your account, your data, donations or working with us? Send us a message and we'll reply by e-mail.",
  "marketing.contact.beforeTitle": "Before you write",
  "marketing.contact.beforeFeedback":
    "Found a bug, or want a feature? The <feedback>feedback page</feedback> is quicker, and you can vote for features there.",
  "marketing.contact.beforeData":
    "To get a copy of your data or delete your account, use your profile page. For anything else about your data, choose <topic>My data and privacy</topic> as the topic. The <privacy>privacy notice</privacy> explains your rights.",
  "marketing.contact.beforeSecrets": "Never send passwords, bank details or card numbers in a message.",
  "marketing.contact.sentTitle": "Thanks — we've got your message",
  "marketing.contact.sentText":
    "We read every message and will reply by e-mail to {email}. Check your spam folder if nothing has arrived in a few days.",
  "marketing.contact.another": "Send another message",
  "marketing.contact.emailHint": "We'll reply to this address.",
  "marketing.contact.messageHint":
    "{min} to {max, plural, one {# character} other {# characters}}. Please leave out passwords and bank details.",
  "marketing.contact.submit": "Send message",
  "marketing.contact.field.name": "Name",
  "marketing.contact.field.topic": "Topic",
  "marketing.contact.topic.general": "General question",
  "marketing.contact.topic.account": "Help with my account",
  "marketing.contact.topic.dataPrivacy": "My data and privacy",
  "marketing.contact.topic.partnership": "Working together",
  "marketing.contact.topic.donation": "Donations",
  "marketing.feedback.title": "Feedback",
  "marketing.feedback.intro":
    "Tell us what works, what doesn't and what you'd like next. We read every message, and the features with the most votes get built first.",
  "marketing.feedback.what": "What would you like to do?",
  "marketing.feedback.kind.idea": "Share an idea",
  "marketing.feedback.kind.problem": "Report a problem",
  "marketing.feedback.kind.vote": "Vote for a feature",
  "marketing.feedback.kind.requestUpdates": "Get updates on a feature",
  "marketing.feedback.field.kind": "Feedback type",
  "marketing.feedback.field.feature": "Feature",
  "marketing.feedback.whichFeature": "Which feature is it for?",
  "marketing.feedback.whichPart": "Optional. Which part of SiteReady is it about?",
  "marketing.feedback.chooseFeature": "Choose a feature",
  "marketing.feedback.notUnlocked": "Not unlocked yet",
  "marketing.feedback.availableNow": "Available now",
  "marketing.feedback.ideaHint": "What would make SiteReady more useful on site? At least 10 characters.",
  "marketing.feedback.problemHint":
    "What were you doing and what went wrong? Tell us your phone or browser too. At least 10 characters.",
  "marketing.feedback.voteHint": "Optional. Tell us how you would use it.",
  "marketing.feedback.updatesHint": "Optional.",
  "marketing.feedback.signedInAs":
    "You're signed in as {email}. If we need to reply, we'll use that address.",
  "marketing.feedback.emailOnce": "We'll e-mail you once when it's ready.",
  "marketing.feedback.emailOptional": "Optional. Only if you'd like a reply.",
  "marketing.feedback.submit": "Send feedback",
  "marketing.feedback.more": "Send more feedback",
  "marketing.feedback.ideaSent": "Thanks — we've got your idea",
  "marketing.feedback.problemSent": "Thanks — we've got your report",
  "marketing.feedback.voteSent": "Thanks — your vote for { title } is in",
  "marketing.feedback.updatesSent": "Thanks — we'll tell you when { title } is ready",
  "marketing.feedback.ideaSentText":
    "We read everything that comes in. The ideas most people ask for go to the top of the list.",
  "marketing.feedback.problemSentText":
    "We'll look into it. If you left an e-mail address, we may ask you for a bit more detail.",
  "marketing.feedback.voteSentText":
    "The features with the most votes get built first. Donations pay for the work.",
  "marketing.feedback.updatesSentText": "We'll e-mail { email } when it's ready.",
  "marketing.feedback.updatesSentYou": "We'll e-mail you when it's ready.",
  "marketing.feedback.emailForUpdates": "Enter your email so we can tell you when it is ready",
  "marketing.thanks.title": "Thank you",
  "marketing.thanks.intro":
    "Your payment went through. Thank you for backing SiteReady: it pays for the servers and for new features, which switch on for everyone.",
  "marketing.thanks.nextTitle": "What happens next",
  "marketing.thanks.proActive": "Your Pro plan is active now.",
  "marketing.thanks.premiumActive": "Your Premium plan is active now.",
  "marketing.thanks.receipt": "Stripe sends you a receipt by e-mail.",
  "marketing.thanks.soon": "A new plan is active on your account within a minute or two.",
  "marketing.thanks.cancel":
    "You can cancel or change a plan or a monthly donation at any time from the pricing page.",
  "marketing.thanks.backToPricing": "Back to pricing",
  "marketing.plan.free": "Free",
  "marketing.plan.freeSummary": "For everyone on site. Free for good.",
  "marketing.plan.pro": "Pro",
  "marketing.plan.proSummary": "Extras for people who renew a lot of cards.",
  "marketing.plan.premium": "Premium",
  "marketing.plan.premiumSummary": "Extras for finding work and accommodation.",
  "marketing.pricing.title": "Pricing",
  "marketing.pricing.intro":
    "SiteReady is free, and everything stays free. No adverts, and we never sell your data. Donations from the people who use it pay for new features.",
  "marketing.pricing.plans": "Plans",
  "marketing.pricing.pay": "Pay",
  "marketing.pricing.monthly": "Monthly",
  "marketing.pricing.yearly": "Yearly",
  "marketing.pricing.perMonth": "{ amount } a month",
  "marketing.pricing.perYear": "{ amount } a year",
  "marketing.pricing.everythingIn": "Everything in { plan }, plus:",
  "marketing.pricing.yourPlanDashboard": "Your plan: go to your dashboard",
  "marketing.pricing.signUpFree": "Sign up free",
  "marketing.pricing.noCardsTitle": "Card payment is not set up on this SiteReady",
  "marketing.pricing.noCardsText":
    "Pro, Premium and online donations can't be paid for here. Everything that is switched on stays free for every account.",
  "marketing.pricing.donateTitle": "Donate",
  "marketing.pricing.donateIntro":
    "Donations pay for the servers and for the time it takes to build new features. Here is how it works:",
  "marketing.pricing.donateStep1":
    "Features marked <strong>Donate to unlock</strong> are built, tested and ready. They are switched off until donations cover what they cost to run.",
  "marketing.pricing.donateStep2": "You vote for the ones you want. The most wanted are switched on first.",
  "marketing.pricing.donateStep3":
    "When donations cover the cost, the feature is switched on for everyone, not just the people who gave. The people who run this SiteReady can also switch any of them on at any time.",
  "marketing.pricing.otherWaysTitle": "Other ways to help",
  "marketing.pricing.otherWaysText":
    "Card donations can't be taken here yet. You can still help: vote for the features you want, tell us what to improve, and tell your mates on site about SiteReady.",
  "marketing.pricing.voteOrFeedback": "Vote or send feedback",
  "marketing.pricing.seeWaiting": "See the features waiting to be switched on",
  "marketing.pricing.choose": "Choose { plan }",
  "marketing.pricing.yourPlan": "You're on { plan }. Thank you for your support.",
  "marketing.pricing.manage": "Manage or cancel your plan",
  "marketing.section.profile": "Profile & Compliance",
  "marketing.section.tools": "Tools & Features",
  "marketing.section.jobs": "Jobs & Projects",
  "marketing.section.community": "Community & Social",
  "marketing.section.company": "Company & Support",
  "marketing.section.more": "More",
  "marketing.feature.dashboard": "Dashboard",
  "marketing.feature.dashboardText":
    "See at a glance how complete your profile is and what needs your attention.",
  "marketing.feature.wallet": "Site-Gate Wallet",
  "marketing.feature.walletText":
    "Every card you show at the gate, full screen with a QR code, even with no signal.",
  "marketing.feature.profile": "Profile Summary",
  "marketing.feature.profileText": "All your personal, compliance and payment details in one place.",
  "marketing.feature.personalDetails": "Personal Details",
  "marketing.feature.personalDetailsText": "Keep your name, contact details and address up to date.",
  "marketing.feature.nextOfKin": "Next of Kin",
  "marketing.feature.nextOfKinText": "Record who should be contacted if something happens to you on site.",
  "marketing.feature.documents": "Documents",
  "marketing.feature.documentsText":
    "Store your passport and other identity documents with their expiry dates.",
  "marketing.feature.skillsCards": "Skills Cards",
  "marketing.feature.skillsCardsText":
    "Keep your CSCS, CPCS and other cards in one place and see when they expire.",
  "marketing.feature.qualifications": "Qualifications",
  "marketing.feature.qualificationsText": "List your qualifications and who issued them.",
  "marketing.feature.bankDetails": "Banking Details",
  "marketing.feature.bankDetailsText": "Save the bank account you want to be paid into, stored encrypted.",
  "marketing.feature.taxDetails": "Tax Details",
  "marketing.feature.taxDetailsText":
    "Record your employment type, National Insurance number and tax references.",
  "marketing.feature.cvOptimizer": "AI CV Optimizer",
  "marketing.feature.cvOptimizerText":
    "Make a UK construction CV from your profile and download it as PDF or Word; AI polish is optional.",
  "marketing.feature.sharingCenter": "Sharing Center",
  "marketing.feature.sharingCenterText": "Share your cards and documents with employers when you choose to.",
  "marketing.feature.companies": "Companies",
  "marketing.feature.companiesText":
    "Run your company's crews: the tickets each role needs, a live crew board and a gate check for each site.",
  "marketing.feature.inductions": "Inductions",
  "marketing.feature.inductionsText":
    "Keep a record of your site inductions and the safety briefings you have had.",
  "marketing.feature.renewals": "Renewals Dashboard",
  "marketing.feature.renewalsText":
    "Track card renewals step by step, from choosing a month to booking your test.",
  "marketing.feature.jobsText": "Browse construction jobs that are open now.",
  "marketing.feature.projectsText": "Keep a history of the projects and sites you have worked on.",
  "marketing.feature.testCentersText": "Find test centres near you for your card tests.",
  "marketing.feature.groupsText": "Join groups of workers in your trade or area.",
  "marketing.feature.messagesText": "Send messages to other workers and contacts.",
  "marketing.feature.diggsText": "Find somewhere to stay near the job you are working on.",
  "marketing.feature.weatherText": "Check the weather forecast for your job sites.",
  "marketing.feature.pricingText": "See what is free and how donations fund new features.",
  "marketing.feature.aboutText": "Who we are and why we built this for construction workers.",
  "marketing.feature.contactText": "Get in touch with us.",
  "marketing.feature.feedbackText": "Tell us what works, what does not and what you would like next.",
  "marketing.feature.terms": "Terms of Service",
  "marketing.feature.termsText": "The terms you agree to when you use the service.",
  "marketing.feature.privacy": "Privacy Policy",
  "marketing.feature.privacyText": "What we store about you, why, and how we protect it.",
  "marketing.feature.featuresText": "Everything the app can do now and what is coming next.",
  "marketing.feature.admin": "Admin Dashboard",
  "marketing.feature.adminText": "Manage features, users and reports.",
  "marketing.feature.donateMessage":
    "{title} is built and ready. It is switched off until donations cover what it costs to run, then it opens free for every account. The people who run this SiteReady can switch it on at any time.",
  // The remaining features' titles: every feature's title is marketing.feature.<key>, its text <key>Text.
  "marketing.feature.jobs": "Jobs",
  "marketing.feature.projects": "Projects/History",
  "marketing.feature.testCenters": "Test Centers",
  "marketing.feature.groups": "Groups",
  "marketing.feature.messages": "Messages",
  "marketing.feature.diggs": "Accommodation",
  "marketing.feature.weather": "Weather",
  "marketing.feature.pricing": "Pricing",
  "marketing.feature.about": "About",
  "marketing.feature.contact": "Contact",
  "marketing.feature.feedback": "Feedback",
  "marketing.feature.features": "Features",
} as const;
