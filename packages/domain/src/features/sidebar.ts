import type { MessageKey } from "../i18n/catalogue.ts";
import { MOBILE_BREAKPOINT } from "./breakpoints.ts";
import { comingSoonHref } from "./coming-soon.ts";
import { type AccessUser, canAccessFeature } from "./feature-access.ts";
import {
  defaultFeatureCatalogue,
  type FeatureCatalogueEntry,
  type FeatureKey,
  type FeatureSidebarLink,
  type FeatureState,
  featureSidebarLinks,
  type SidebarSectionId,
  sidebarSectionIds,
} from "./features.ts";

/**
 * The sidebar of spec §2, made from the feature catalogue's places (`sidebar` in features.ts), its sizes (§9),
 * local-storage keys (§3) and the rules for its items.
 */

export const SIDEBAR_EXPANDED_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const SIDEBAR_ITEM_HEIGHT = 44;
export { MOBILE_BREAKPOINT } from "./breakpoints.ts";
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

export interface SidebarItem {
  label: string;
  /** The label's words in the catalogue, what a reader sees. */
  labelKey: MessageKey;
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
   * count, hidden at zero): a section holding an item that counts them.
   */
  countsUnreadMessages?: true;
  items: readonly SidebarItem[];
}

const sectionTitles: Record<SidebarSectionId, string> = {
  dashboard: "Dashboard",
  profile: "Profile & Compliance",
  tools: "Tools & Features",
  jobs: "Jobs & Projects",
  community: "Community & Social",
  company: "Company & Support",
};

/** The features' links in one place of the sidebar, in the catalogue's order. */
function itemsIn(place: FeatureSidebarLink["in"]): SidebarItem[] {
  return featureSidebarLinks
    .filter((link) => link.in === place)
    .map(({ label, labelKey, featureKey, path, countsUnreadMessages }) =>
      countsUnreadMessages
        ? { label, labelKey, featureKey, path, countsUnreadMessages }
        : { label, labelKey, featureKey, path },
    );
}

/** The sections of §2, each holding the features whose catalogue entry places them there. */
export const sidebarSections: readonly SidebarSection[] = sidebarSectionIds.map((id) => {
  const items = itemsIn(id);
  const section = { id, title: sectionTitles[id], items };
  return items.some((item) => item.countsUnreadMessages)
    ? { ...section, countsUnreadMessages: true }
    : section;
});

export interface SidebarView {
  /** Links shown on their own, outside any section. */
  links: readonly SidebarItem[];
  sections: readonly SidebarSection[];
}

const signedInView: SidebarView = { links: itemsIn("signedInLinks"), sections: sidebarSections };
const signedOutView: SidebarView = {
  links: itemsIn("signedOutLinks"),
  sections: sidebarSections.filter((section) => section.id === "company"),
};

/**
 * Signed-in users get their links first (the wallet, one tap away at a site gate; then gate check and, for
 * admins, the admin dashboard) and every section; signed-out visitors a Features link and the Company section (§2).
 */
export function visibleSidebarSections(signedIn: boolean): SidebarView {
  return signedIn ? signedInView : signedOutView;
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
