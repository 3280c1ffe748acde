import type { MessageKey } from "../i18n/catalogue.ts";

/** The feature catalogue of spec §3/§4: every screen that can be switched on, locked or gated. */

export const featureKeys = [
  "dashboard",
  "wallet",
  "profile",
  "personalDetails",
  "nextOfKin",
  "documents",
  "skillsCards",
  "qualifications",
  "bankDetails",
  "taxDetails",
  "cvOptimizer",
  "sharingCenter",
  "inductions",
  "renewals",
  "jobs",
  "projects",
  "testCenters",
  "groups",
  "messages",
  "diggs",
  "weather",
  "pricing",
  "about",
  "contact",
  "feedback",
  "terms",
  "privacy",
  "features",
  "companies",
  "admin",
] as const;
export type FeatureKey = (typeof featureKeys)[number];

/** Only `enabled` opens the page; every other state shows the coming-soon page (§4). */
export const featureStates = [
  "enabled",
  "donateToUnlock",
  "disabled",
  "premium",
  "comingSoon",
  "locked",
] as const;
export type FeatureState = (typeof featureStates)[number];

/** What each state is called on Admin → Features. */
export const featureStateLabels: Record<FeatureState, string> = {
  enabled: "On",
  donateToUnlock: "Donate to unlock",
  comingSoon: "Coming soon",
  premium: "Premium",
  locked: "Locked",
  disabled: "Off and hidden",
};

/** Each state's name in the catalogue, by the state: what a reader sees instead of the English above. */
export const featureStateKeys: Record<FeatureState, MessageKey> = {
  enabled: "shell.access.state.enabled",
  donateToUnlock: "shell.access.state.donateToUnlock",
  comingSoon: "shell.access.state.comingSoon",
  premium: "shell.access.state.premium",
  locked: "shell.access.state.locked",
  disabled: "shell.access.state.disabled",
};

/** What each state does for workers, in the words an admin reads beside the control. */
export const featureStateExplanations: Record<FeatureState, string> = {
  enabled: "Open: everyone it is meant for can use it.",
  donateToUnlock:
    "Closed. The menu shows it with DONATE; its page asks for donations and votes to switch it on.",
  comingSoon: "Closed. The menu shows it with SOON; its page says it is coming and offers updates.",
  premium: "Closed. The menu shows it with PRO; its page points to the pricing plans.",
  locked: "Closed. The menu shows it with LOCKED; its page says it is not available.",
  disabled: "Closed and hidden: not in the menu, and its page says it is not available.",
};

/** Each state's explanation in the catalogue, by the state. */
export const featureStateExplanationKeys: Record<FeatureState, MessageKey> = {
  enabled: "shell.access.explain.enabled",
  donateToUnlock: "shell.access.explain.donateToUnlock",
  comingSoon: "shell.access.explain.comingSoon",
  premium: "shell.access.explain.premium",
  locked: "shell.access.explain.locked",
  disabled: "shell.access.explain.disabled",
};

/**
 * States a finished feature is held back in. Every feature in the catalogue is built, so "switch on every
 * finished feature" opens these; `premium` (a paid choice) and `disabled` (hidden on purpose) stay as they are.
 */
const heldBackStates: readonly FeatureState[] = ["donateToUnlock", "comingSoon", "locked"];

export function featuresReadyToSwitchOn(
  catalogue: Record<FeatureKey, { state: FeatureState }>,
): FeatureKey[] {
  return featureKeys.filter((key) => heldBackStates.includes(catalogue[key].state));
}

export const featureTiers = ["free", "pro", "premium", "public", "donation", "community", "admin"] as const;
export type FeatureTier = (typeof featureTiers)[number];

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * What an account is, as stored (§6 flag targeting reads it as `userType`): a beta tester is an ordinary user
 * for access (§4) who also gets the beta-features flag.
 */
export const userTypes = ["user", "beta", "admin"] as const;
export type UserType = (typeof userTypes)[number];

/** The access role of a stored user type: only admins are more than a user. */
export function roleOfUserType(userType: string): UserRole {
  return userType === "admin" ? "admin" : "user";
}

export function isUserType(value: string): value is UserType {
  return (userTypes as readonly string[]).includes(value);
}

export function isFeatureKey(value: string): value is FeatureKey {
  return (featureKeys as readonly string[]).includes(value);
}

export interface FeatureCatalogueEntry {
  key: FeatureKey;
  /** Derived: true exactly when `state` is `enabled`. */
  enabled: boolean;
  state: FeatureState;
  title: string;
  description: string;
  tier: FeatureTier;
  /** Shown while the feature is not enabled (the spec's "disabled message"). */
  donateMessage: string;
  requiresRole?: UserRole;
  path: string;
}

export type FeatureCatalogue = Record<FeatureKey, FeatureCatalogueEntry>;

/** The sidebar's sections (§2), in order; also the keys of the stored expanded-section map. */
export const sidebarSectionIds = ["dashboard", "profile", "tools", "jobs", "community", "company"] as const;
export type SidebarSectionId = (typeof sidebarSectionIds)[number];

/**
 * Where a feature's page sits in the sidebar (§2): in a section, or on its own above the sections (signed-in
 * users' links, or the visitors' one). Within a place, links follow the catalogue's order (`featureKeys`).
 */
interface SidebarPlace {
  in: SidebarSectionId | "signedInLinks" | "signedOutLinks";
  /** The spec's words for the link. */
  label: string;
  /** The link's words in the catalogue: what a reader sees. */
  labelKey: MessageKey;
  /** Another page of the feature; the feature's own `path` otherwise. */
  path?: string;
  /** Shows the number of unread messages beside it, and on its section (none at zero). */
  countsUnreadMessages?: true;
}

interface EntrySeed {
  state: FeatureState;
  title: string;
  /** The title's and the description's words in the catalogue (a new feature's may sit in its own area). */
  titleKey: MessageKey;
  description: string;
  descriptionKey: MessageKey;
  tier: FeatureTier;
  path: string;
  requiresRole?: UserRole;
  sidebar: readonly SidebarPlace[];
}

/**
 * Every donate-to-unlock feature is built and tested; what keeps it locked is the operator's switch, which they
 * turn on when donations cover its running costs. The message says exactly that, never "not built yet".
 */
function donateMessageFor(title: string): string {
  return `${title} is built and ready. It is switched off until donations cover what it costs to run, then it opens free for every account. The people who run this SiteReady can switch it on at any time.`;
}

const seeds: Record<FeatureKey, EntrySeed> = {
  dashboard: {
    state: "enabled",
    tier: "free",
    path: "/dashboard",
    title: "Dashboard",
    titleKey: "marketing.feature.dashboard",
    description: "See at a glance how complete your profile is and what needs your attention.",
    descriptionKey: "marketing.feature.dashboardText",
    sidebar: [{ in: "dashboard", label: "Dashboard", labelKey: "shell.nav.dashboard" }],
  },
  wallet: {
    state: "enabled",
    tier: "free",
    path: "/wallet",
    title: "Site-Gate Wallet",
    titleKey: "marketing.feature.wallet",
    description: "Every card you show at the gate, full screen with a QR code, even with no signal.",
    descriptionKey: "marketing.feature.walletText",
    sidebar: [
      { in: "signedInLinks", label: "Site-Gate Wallet", labelKey: "shell.nav.wallet" },
      // Gate-keeper mode: the wallet's other side (checking others' cards), under the wallet's switch.
      { in: "signedInLinks", label: "Gate Check", labelKey: "shell.nav.gate", path: "/gate" },
    ],
  },
  profile: {
    state: "enabled",
    tier: "free",
    path: "/profile",
    title: "Profile Summary",
    titleKey: "marketing.feature.profile",
    description: "All your personal, compliance and payment details in one place.",
    descriptionKey: "marketing.feature.profileText",
    sidebar: [{ in: "dashboard", label: "Profile Summary", labelKey: "shell.nav.profile" }],
  },
  personalDetails: {
    state: "enabled",
    tier: "free",
    path: "/personal-details",
    title: "Personal Details",
    titleKey: "marketing.feature.personalDetails",
    description: "Keep your name, contact details and address up to date.",
    descriptionKey: "marketing.feature.personalDetailsText",
    sidebar: [{ in: "profile", label: "Personal Details", labelKey: "shell.nav.personalDetails" }],
  },
  nextOfKin: {
    state: "enabled",
    tier: "free",
    path: "/next-of-kin",
    title: "Next of Kin",
    titleKey: "marketing.feature.nextOfKin",
    description: "Record who should be contacted if something happens to you on site.",
    descriptionKey: "marketing.feature.nextOfKinText",
    sidebar: [{ in: "profile", label: "Next of Kin", labelKey: "shell.nav.nextOfKin" }],
  },
  documents: {
    state: "enabled",
    tier: "free",
    path: "/documents",
    title: "Documents",
    titleKey: "marketing.feature.documents",
    description: "Store your passport and other identity documents with their expiry dates.",
    descriptionKey: "marketing.feature.documentsText",
    sidebar: [{ in: "profile", label: "Documents", labelKey: "shell.nav.documents" }],
  },
  skillsCards: {
    state: "enabled",
    tier: "free",
    path: "/skills-cards",
    title: "Skills Cards",
    titleKey: "marketing.feature.skillsCards",
    description: "Keep your CSCS, CPCS and other cards in one place and see when they expire.",
    descriptionKey: "marketing.feature.skillsCardsText",
    sidebar: [{ in: "profile", label: "Skills Cards", labelKey: "shell.nav.skillsCards" }],
  },
  qualifications: {
    state: "enabled",
    tier: "free",
    path: "/qualifications",
    title: "Qualifications",
    titleKey: "marketing.feature.qualifications",
    description: "List your qualifications and who issued them.",
    descriptionKey: "marketing.feature.qualificationsText",
    sidebar: [{ in: "profile", label: "Qualifications", labelKey: "shell.nav.qualifications" }],
  },
  bankDetails: {
    state: "enabled",
    tier: "free",
    path: "/bank-details",
    title: "Banking Details",
    titleKey: "marketing.feature.bankDetails",
    description: "Save the bank account you want to be paid into, stored encrypted.",
    descriptionKey: "marketing.feature.bankDetailsText",
    sidebar: [{ in: "profile", label: "Banking Details", labelKey: "shell.nav.bankDetails" }],
  },
  taxDetails: {
    state: "enabled",
    tier: "free",
    path: "/tax-details",
    title: "Tax Details",
    titleKey: "marketing.feature.taxDetails",
    description: "Record your employment type, National Insurance number and tax references.",
    descriptionKey: "marketing.feature.taxDetailsText",
    sidebar: [{ in: "profile", label: "Tax Details", labelKey: "shell.nav.taxDetails" }],
  },
  cvOptimizer: {
    state: "donateToUnlock",
    tier: "free",
    path: "/cv-optimizer",
    title: "AI CV Optimizer",
    titleKey: "marketing.feature.cvOptimizer",
    description:
      "Make a UK construction CV from your profile and download it as PDF or Word; AI polish is optional.",
    descriptionKey: "marketing.feature.cvOptimizerText",
    sidebar: [{ in: "tools", label: "AI CV Optimizer", labelKey: "shell.nav.cvOptimizer" }],
  },
  sharingCenter: {
    state: "donateToUnlock",
    tier: "free",
    path: "/sharing-center",
    title: "Sharing Center",
    titleKey: "marketing.feature.sharingCenter",
    description: "Share your cards and documents with employers when you choose to.",
    descriptionKey: "marketing.feature.sharingCenterText",
    sidebar: [{ in: "tools", label: "Sharing Center", labelKey: "shell.nav.sharingCenter" }],
  },
  inductions: {
    state: "donateToUnlock",
    tier: "free",
    path: "/inductions",
    title: "Inductions",
    titleKey: "marketing.feature.inductions",
    description: "Keep a record of your site inductions and the safety briefings you have had.",
    descriptionKey: "marketing.feature.inductionsText",
    sidebar: [{ in: "tools", label: "Inductions", labelKey: "shell.nav.inductions" }],
  },
  renewals: {
    state: "donateToUnlock",
    tier: "free",
    path: "/renewals",
    title: "Renewals Dashboard",
    titleKey: "marketing.feature.renewals",
    description: "Track card renewals step by step, from choosing a month to booking your test.",
    descriptionKey: "marketing.feature.renewalsText",
    sidebar: [{ in: "tools", label: "Renewals Dashboard", labelKey: "shell.nav.renewals" }],
  },
  jobs: {
    state: "enabled",
    tier: "free",
    path: "/jobs",
    title: "Jobs",
    titleKey: "marketing.feature.jobs",
    description: "Browse construction jobs that are open now.",
    descriptionKey: "marketing.feature.jobsText",
    sidebar: [{ in: "jobs", label: "Jobs", labelKey: "shell.nav.jobs" }],
  },
  projects: {
    state: "enabled",
    tier: "free",
    path: "/projects",
    title: "Projects/History",
    titleKey: "marketing.feature.projects",
    description: "Keep a history of the projects and sites you have worked on.",
    descriptionKey: "marketing.feature.projectsText",
    sidebar: [{ in: "jobs", label: "Projects/History", labelKey: "shell.nav.projects" }],
  },
  testCenters: {
    state: "donateToUnlock",
    tier: "free",
    path: "/test-centers",
    title: "Test Centers",
    titleKey: "marketing.feature.testCenters",
    description: "Find test centres near you for your card tests.",
    descriptionKey: "marketing.feature.testCentersText",
    sidebar: [{ in: "jobs", label: "Test Centers", labelKey: "shell.nav.testCenters" }],
  },
  groups: {
    state: "donateToUnlock",
    tier: "free",
    path: "/groups",
    title: "Groups",
    titleKey: "marketing.feature.groups",
    description: "Join groups of workers in your trade or area.",
    descriptionKey: "marketing.feature.groupsText",
    sidebar: [{ in: "jobs", label: "Groups", labelKey: "shell.nav.groups" }],
  },
  messages: {
    state: "donateToUnlock",
    tier: "free",
    path: "/messages",
    title: "Messages",
    titleKey: "marketing.feature.messages",
    description: "Send messages to other workers and contacts.",
    descriptionKey: "marketing.feature.messagesText",
    sidebar: [
      { in: "community", label: "Messages", labelKey: "shell.nav.messages", countsUnreadMessages: true },
    ],
  },
  diggs: {
    state: "donateToUnlock",
    tier: "free",
    path: "/diggs",
    title: "Accommodation",
    titleKey: "marketing.feature.diggs",
    description: "Find somewhere to stay near the job you are working on.",
    descriptionKey: "marketing.feature.diggsText",
    sidebar: [{ in: "community", label: "Diggs", labelKey: "shell.nav.diggs" }],
  },
  weather: {
    state: "enabled",
    tier: "free",
    path: "/weather",
    title: "Weather",
    titleKey: "marketing.feature.weather",
    description: "Check the weather forecast for your job sites.",
    descriptionKey: "marketing.feature.weatherText",
    sidebar: [{ in: "community", label: "Weather", labelKey: "shell.nav.weather" }],
  },
  pricing: {
    state: "enabled",
    tier: "public",
    path: "/pricing",
    title: "Pricing",
    titleKey: "marketing.feature.pricing",
    description: "See what is free and how donations fund new features.",
    descriptionKey: "marketing.feature.pricingText",
    sidebar: [{ in: "company", label: "Pricing", labelKey: "shell.nav.pricing" }],
  },
  about: {
    state: "enabled",
    tier: "public",
    path: "/about",
    title: "About",
    titleKey: "marketing.feature.about",
    description: "Who we are and why we built this for construction workers.",
    descriptionKey: "marketing.feature.aboutText",
    sidebar: [{ in: "company", label: "About", labelKey: "shell.nav.about" }],
  },
  contact: {
    state: "enabled",
    tier: "public",
    path: "/contact",
    title: "Contact",
    titleKey: "marketing.feature.contact",
    description: "Get in touch with us.",
    descriptionKey: "marketing.feature.contactText",
    sidebar: [{ in: "company", label: "Contact", labelKey: "shell.nav.contact" }],
  },
  feedback: {
    state: "enabled",
    tier: "public",
    path: "/feedback",
    title: "Feedback",
    titleKey: "marketing.feature.feedback",
    description: "Tell us what works, what does not and what you would like next.",
    descriptionKey: "marketing.feature.feedbackText",
    sidebar: [{ in: "company", label: "Feedback", labelKey: "shell.nav.feedback" }],
  },
  terms: {
    state: "enabled",
    tier: "public",
    path: "/terms",
    title: "Terms of Service",
    titleKey: "marketing.feature.terms",
    description: "The terms you agree to when you use the service.",
    descriptionKey: "marketing.feature.termsText",
    sidebar: [{ in: "company", label: "Terms", labelKey: "shell.nav.terms" }],
  },
  privacy: {
    state: "enabled",
    tier: "public",
    path: "/privacy",
    title: "Privacy Policy",
    titleKey: "marketing.feature.privacy",
    description: "What we store about you, why, and how we protect it.",
    descriptionKey: "marketing.feature.privacyText",
    sidebar: [{ in: "company", label: "Privacy", labelKey: "shell.nav.privacy" }],
  },
  features: {
    state: "enabled",
    tier: "public",
    path: "/features",
    title: "Features",
    titleKey: "marketing.feature.features",
    description: "Everything the app can do now and what is coming next.",
    descriptionKey: "marketing.feature.featuresText",
    sidebar: [{ in: "signedOutLinks", label: "Features", labelKey: "shell.nav.features" }],
  },
  companies: {
    state: "enabled",
    tier: "free",
    path: "/companies",
    title: "Companies",
    titleKey: "marketing.feature.companies",
    description:
      "Run your company's crews: the tickets each role needs, a live crew board and a gate check for each site.",
    descriptionKey: "marketing.feature.companiesText",
    // Contractors (issue 50): any signed-in user may run a company beside their own records.
    sidebar: [{ in: "signedInLinks", label: "Companies", labelKey: "shell.nav.companies" }],
  },
  admin: {
    state: "enabled",
    tier: "admin",
    requiresRole: "admin",
    path: "/admin",
    title: "Admin Dashboard",
    titleKey: "marketing.feature.admin",
    description: "Manage features, users and reports.",
    descriptionKey: "marketing.feature.adminText",
    sidebar: [{ in: "signedInLinks", label: "Admin Dashboard", labelKey: "shell.nav.admin" }],
  },
};

function buildEntry(key: FeatureKey, seed: EntrySeed): FeatureCatalogueEntry {
  const entry: FeatureCatalogueEntry = {
    key,
    enabled: seed.state === "enabled",
    state: seed.state,
    title: seed.title,
    description: seed.description,
    tier: seed.tier,
    donateMessage: donateMessageFor(seed.title),
    path: seed.path,
  };
  if (seed.requiresRole) entry.requiresRole = seed.requiresRole;
  return entry;
}

function mapCatalogue(build: (key: FeatureKey) => FeatureCatalogueEntry): FeatureCatalogue {
  return Object.fromEntries(featureKeys.map((key) => [key, build(key)])) as FeatureCatalogue;
}

export const defaultFeatureCatalogue: FeatureCatalogue = mapCatalogue((key) => buildEntry(key, seeds[key]));

export interface FeatureSidebarLink extends SidebarPlace {
  featureKey: FeatureKey;
  path: string;
}

/**
 * A feature's title and description in the catalogue, as its entry names them (issue 49: the entry's English
 * is data for the server and the tests, never matched to find the words a reader sees).
 */
export function featureWordKeys(key: FeatureKey): { title: MessageKey; description: MessageKey } {
  return { title: seeds[key].titleKey, description: seeds[key].descriptionKey };
}

/** The words of the sidebar link to a feature's own page (also the profile sections' names on the dashboard). */
export function featureNavKey(key: FeatureKey): MessageKey {
  return seeds[key].sidebar.find((place) => !place.path)?.labelKey ?? seeds[key].titleKey;
}

/** Every feature's sidebar links, in the catalogue's order: what the sidebar (catalogues/sidebar.ts) is made of. */
export const featureSidebarLinks: readonly FeatureSidebarLink[] = featureKeys.flatMap((featureKey) =>
  seeds[featureKey].sidebar.map((place) => ({
    ...place,
    featureKey,
    path: place.path ?? seeds[featureKey].path,
  })),
);

/** What an admin may change on one feature. `requiresRole: null` clears a role requirement (feature-overrides.ts). */
export interface FeatureOverride {
  state?: FeatureState | undefined;
  tier?: FeatureTier | undefined;
  requiresRole?: UserRole | null | undefined;
}
export type FeatureOverrides = Partial<Record<FeatureKey, FeatureOverride>>;

/** The catalogue as users see it: admin overrides win over the defaults. Inputs are not changed. */
export function resolveFeatureCatalogue(
  defaults: FeatureCatalogue,
  overrides: FeatureOverrides,
): FeatureCatalogue {
  return mapCatalogue((key) => {
    const base = defaults[key];
    const override = overrides[key];
    const state = override?.state ?? base.state;
    const { requiresRole: baseRole, ...rest } = base;
    const requiresRole = override?.requiresRole === undefined ? baseRole : override.requiresRole;
    const entry: FeatureCatalogueEntry = {
      ...rest,
      state,
      enabled: state === "enabled",
      tier: override?.tier ?? base.tier,
    };
    if (requiresRole) entry.requiresRole = requiresRole;
    return entry;
  });
}
