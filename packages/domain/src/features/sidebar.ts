import { comingSoonHref } from "./coming-soon.ts";
import { type AccessUser, canAccessFeature } from "./feature-access.ts";
import {
  defaultFeatureCatalogue,
  type FeatureCatalogueEntry,
  type FeatureKey,
  type FeatureState,
} from "./features.ts";

/** The sidebar of spec §2 as data, its sizes (§9), local-storage keys (§3) and the rules for its items. */

export const SIDEBAR_EXPANDED_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const SIDEBAR_ITEM_HEIGHT = 44;
/** Below this width (px) the sidebar is a mobile overlay menu. */
export const MOBILE_BREAKPOINT = 768;
/** Below this width (px) the desktop sidebar collapses on its own. */
export const AUTO_COLLAPSE_BREAKPOINT = 1024;

/** Local-storage keys of §3. */
export const storageKeys = {
  sidebarExpandedSections: "sidebarExpandedSections",
  sidebarCollapsed: "sidebarCollapsed",
  theme: "theme",
  responseCache: "responseCache",
  featureFlags: "featureFlags",
} as const;

/** Section ids, in sidebar order; also the keys of the stored expanded-section map. */
export const sidebarSectionIds = ["dashboard", "profile", "tools", "jobs", "community", "company"] as const;
export type SidebarSectionId = (typeof sidebarSectionIds)[number];

export interface SidebarItem {
  label: string;
  featureKey: FeatureKey;
  path: string;
  /** Shows the number of unread messages beside it (none at zero). */
  countsUnreadMessages?: true;
}

export interface SidebarSection {
  id: SidebarSectionId;
  title: string;
  /**
   * Shows the number of unread messages on the section (§2's badge; issue 17 made the spec's fixed 3 the real
   * count, hidden at zero).
   */
  countsUnreadMessages?: true;
  items: readonly SidebarItem[];
}

export const sidebarSections: readonly SidebarSection[] = [
  {
    id: "dashboard",
    title: "Dashboard",
    items: [
      { label: "Dashboard", featureKey: "dashboard", path: "/dashboard" },
      { label: "Profile Summary", featureKey: "profile", path: "/profile" },
    ],
  },
  {
    id: "profile",
    title: "Profile & Compliance",
    items: [
      { label: "Personal Details", featureKey: "personalDetails", path: "/personal-details" },
      { label: "Next of Kin", featureKey: "nextOfKin", path: "/next-of-kin" },
      { label: "Documents", featureKey: "documents", path: "/documents" },
      { label: "Skills Cards", featureKey: "skillsCards", path: "/skills-cards" },
      { label: "Qualifications", featureKey: "qualifications", path: "/qualifications" },
      { label: "Banking Details", featureKey: "bankDetails", path: "/bank-details" },
      { label: "Tax Details", featureKey: "taxDetails", path: "/tax-details" },
    ],
  },
  {
    id: "tools",
    title: "Tools & Features",
    items: [
      { label: "AI CV Optimizer", featureKey: "cvOptimizer", path: "/cv-optimizer" },
      { label: "Sharing Center", featureKey: "sharingCenter", path: "/sharing-center" },
      { label: "Inductions", featureKey: "inductions", path: "/inductions" },
      { label: "Renewals Dashboard", featureKey: "renewals", path: "/renewals" },
    ],
  },
  {
    id: "jobs",
    title: "Jobs & Projects",
    items: [
      { label: "Jobs", featureKey: "jobs", path: "/jobs" },
      { label: "Projects/History", featureKey: "projects", path: "/projects" },
      { label: "Test Centers", featureKey: "testCenters", path: "/test-centers" },
      { label: "Groups", featureKey: "groups", path: "/groups" },
    ],
  },
  {
    id: "community",
    title: "Community & Social",
    countsUnreadMessages: true,
    items: [
      { label: "Messages", featureKey: "messages", path: "/messages", countsUnreadMessages: true },
      { label: "Diggs", featureKey: "diggs", path: "/diggs" },
      { label: "Weather", featureKey: "weather", path: "/weather" },
    ],
  },
  {
    id: "company",
    title: "Company & Support",
    items: [
      { label: "Pricing", featureKey: "pricing", path: "/pricing" },
      { label: "About", featureKey: "about", path: "/about" },
      { label: "Contact", featureKey: "contact", path: "/contact" },
      { label: "Feedback", featureKey: "feedback", path: "/feedback" },
      { label: "Terms", featureKey: "terms", path: "/terms" },
      { label: "Privacy", featureKey: "privacy", path: "/privacy" },
    ],
  },
];

/** The lone link signed-out visitors see above the Company section. */
export const featuresSidebarLink: SidebarItem = {
  label: "Features",
  featureKey: "features",
  path: "/features",
};

/** Signed-in users' first link, above every section: the cards they show at a site gate, one tap away. */
export const walletSidebarLink: SidebarItem = {
  label: "Site-Gate Wallet",
  featureKey: "wallet",
  path: "/wallet",
};

/** After the wallet: gate-keeper mode, which checks other workers' cards at a site's gate (issue 33). */
export const gateSidebarLink: SidebarItem = {
  label: "Gate Check",
  featureKey: "wallet",
  path: "/gate",
};

/** Admins' link to /admin, after the wallet; hidden from everyone else (the admin feature is admin-only). */
export const adminSidebarLink: SidebarItem = {
  label: "Admin Dashboard",
  featureKey: "admin",
  path: "/admin",
};

export interface SidebarView {
  /** Links shown on their own, outside any section. */
  links: readonly SidebarItem[];
  sections: readonly SidebarSection[];
}

/** Signed-in users get the wallet link first; signed-out visitors see only a Features link plus the Company section (§2). */
export function visibleSidebarSections(signedIn: boolean): SidebarView {
  if (signedIn) {
    return { links: [walletSidebarLink, gateSidebarLink, adminSidebarLink], sections: sidebarSections };
  }
  return {
    links: [featuresSidebarLink],
    sections: sidebarSections.filter((section) => section.id === "company"),
  };
}

export interface LockBadge {
  /** For the collapsed sidebar. */
  short: string;
  long: string;
  /** What a screen reader says after the item's name: the badge alone ("Donate") says nothing of a lock. */
  spoken: string;
}

export function lockBadgeFor(state: FeatureState): LockBadge | null {
  switch (state) {
    case "enabled":
      return null;
    case "premium":
      return { short: "PRO", long: "Premium", spoken: "locked — needs a paid plan" };
    case "donateToUnlock":
      return { short: "DONATE", long: "Donate", spoken: "locked — donate to unlock" };
    case "comingSoon":
      return { short: "SOON", long: "Coming Soon", spoken: "locked — coming soon" };
    case "locked":
    case "disabled":
      return { short: "LOCKED", long: "Locked", spoken: "locked" };
  }
}

export type SidebarItemTarget =
  | { kind: "hidden" }
  | { kind: "link"; path: string }
  | { kind: "locked"; path: string; badge: LockBadge };

function isAdminOnly(entry: FeatureCatalogueEntry): boolean {
  return entry.requiresRole === "admin" || entry.tier === "admin";
}

/**
 * Where a sidebar item goes, or whether it shows at all. "Items are hidden when their feature should not show"
 * is read as: the feature is missing from the catalogue, an admin switched it off (`disabled`), or it is for
 * admins and the visitor is not one. Other non-enabled states stay visible with their lock badge and lead to
 * the coming-soon page; an enabled feature above the user's tier shows the Premium badge the same way.
 * A signed-out visitor gets the plain path, so the route guard can send them to sign in and back.
 */
export function sidebarItemTarget(
  item: SidebarItem,
  entry: FeatureCatalogueEntry | undefined,
  user: AccessUser | null,
): SidebarItemTarget {
  if (!entry || entry.state === "disabled") return { kind: "hidden" };
  if (isAdminOnly(entry) && user?.role !== "admin") return { kind: "hidden" };

  const access = canAccessFeature(entry, user);
  if (access.accessible) return { kind: "link", path: item.path };
  switch (access.reason) {
    case "not_enabled": {
      const badge = lockBadgeFor(entry.state);
      return badge ? { kind: "locked", path: comingSoonHref(item.path), badge } : { kind: "hidden" };
    }
    case "tier_required":
      return { kind: "locked", path: comingSoonHref(item.path), badge: lockBadgeFor("premium") as LockBadge };
    case "sign_in_required":
      return { kind: "link", path: item.path };
    case "role_required":
    case "not_found":
      return { kind: "hidden" };
  }
}

/**
 * Where a sidebar item goes before the feature catalogue has arrived (loading, or offline with a kept
 * session): a plain link, so nothing flashes up or vanishes early — except an item that is for admins by
 * default, which only an admin sees.
 */
export function sidebarItemTargetBeforeCatalogue(
  item: SidebarItem,
  user: AccessUser | null,
): SidebarItemTarget {
  if (isAdminOnly(defaultFeatureCatalogue[item.featureKey]) && user?.role !== "admin")
    return { kind: "hidden" };
  return { kind: "link", path: item.path };
}

function normalisePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, "") : withoutQuery;
  return trimmed.toLowerCase();
}

/** The section holding the route, so visiting it can expand that section; null for routes outside the sidebar. */
export function sectionForPath(pathname: string): SidebarSectionId | null {
  const path = normalisePath(pathname);
  for (const section of sidebarSections) {
    for (const item of section.items) {
      if (path === item.path || path.startsWith(`${item.path}/`)) return section.id;
    }
  }
  return null;
}

export type ExpandedSections = Record<SidebarSectionId, boolean>;

/** All sections closed: the start state, and what collapsing the sidebar leaves (§2). */
export function collapsedSections(): ExpandedSections {
  return Object.fromEntries(sidebarSectionIds.map((id) => [id, false])) as ExpandedSections;
}

/** Read the stored map leniently: unknown keys and non-boolean values are dropped, bad JSON means all closed. */
export function parseExpandedSections(stored: string | null): ExpandedSections {
  const sections = collapsedSections();
  if (stored === null) return sections;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return sections;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return sections;
  for (const id of sidebarSectionIds) {
    const value: unknown = (parsed as Record<string, unknown>)[id];
    if (typeof value === "boolean") sections[id] = value;
  }
  return sections;
}

/** Open the section of the visited route, keeping the others as they were. */
export function expandSectionForPath(sections: ExpandedSections, pathname: string): ExpandedSections {
  const id = sectionForPath(pathname);
  if (id === null || sections[id]) return sections;
  return { ...sections, [id]: true };
}

export type SidebarLayout = "mobile" | "collapsed" | "expanded";

/** Below 768 px: mobile overlay; below 1024 px: collapsed whatever was saved; otherwise the saved choice. */
export function sidebarLayoutFor(viewportWidth: number, savedCollapsed: boolean): SidebarLayout {
  if (viewportWidth < MOBILE_BREAKPOINT) return "mobile";
  if (viewportWidth < AUTO_COLLAPSE_BREAKPOINT || savedCollapsed) return "collapsed";
  return "expanded";
}
