import { describe, expect, it } from "vitest";
import type { AccessUser } from "./feature-access.ts";
import {
  defaultFeatureCatalogue,
  type FeatureCatalogueEntry,
  type FeatureState,
  featureStates,
} from "./features.ts";
import {
  AUTO_COLLAPSE_BREAKPOINT,
  collapsedSections,
  expandSectionForPath,
  lockBadgeFor,
  MOBILE_BREAKPOINT,
  parseExpandedSections,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_EXPANDED_WIDTH,
  SIDEBAR_ITEM_HEIGHT,
  type SidebarItem,
  sectionForPath,
  sidebarItemTarget,
  sidebarLayoutFor,
  sidebarSections,
  storageKeys,
  visibleSidebarSections,
} from "./sidebar.ts";

const user: AccessUser = { role: "user", subscriptionTier: "free" };
const admin: AccessUser = { role: "admin", subscriptionTier: "free" };

function itemFor(label: string): SidebarItem {
  const item = sidebarSections
    .flatMap((section) => section.items)
    .find((candidate) => candidate.label === label);
  if (!item) throw new Error(`No sidebar item ${label}`);
  return item;
}

function withState(entry: FeatureCatalogueEntry, state: FeatureState): FeatureCatalogueEntry {
  return { ...entry, state, enabled: state === "enabled" };
}

describe("constants (§9) and storage keys (§3)", () => {
  it("has the spec's sizes and breakpoints", () => {
    expect(SIDEBAR_EXPANDED_WIDTH).toBe(280);
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(72);
    expect(SIDEBAR_ITEM_HEIGHT).toBe(44);
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(AUTO_COLLAPSE_BREAKPOINT).toBe(1024);
  });

  it("names the local-storage keys", () => {
    expect(storageKeys).toEqual({
      sidebarExpandedSections: "sidebarExpandedSections",
      sidebarCollapsed: "sidebarCollapsed",
      theme: "theme",
      responseCache: "responseCache",
      featureFlags: "featureFlags",
    });
  });
});

describe("sidebarSections", () => {
  it("has the six sections of §2 in order with their titles", () => {
    expect(sidebarSections.map((section) => [section.id, section.title])).toEqual([
      ["dashboard", "Dashboard"],
      ["profile", "Profile & Compliance"],
      ["tools", "Tools & Features"],
      ["jobs", "Jobs & Projects"],
      ["community", "Community & Social"],
      ["company", "Company & Support"],
    ]);
  });

  it("has exactly the item labels of §2", () => {
    expect(sidebarSections.map((section) => section.items.map((item) => item.label))).toEqual([
      ["Dashboard", "Profile Summary"],
      [
        "Personal Details",
        "Next of Kin",
        "Documents",
        "Skills Cards",
        "Qualifications",
        "Banking Details",
        "Tax Details",
      ],
      ["AI CV Optimizer", "Sharing Center", "Inductions", "Renewals Dashboard"],
      ["Jobs", "Projects/History", "Test Centers", "Groups"],
      ["Messages", "Diggs", "Weather"],
      ["Pricing", "About", "Contact", "Feedback", "Terms", "Privacy"],
    ]);
  });

  it("counts unread messages on the community section and its Messages item only", () => {
    for (const section of sidebarSections) {
      expect(section.countsUnreadMessages).toBe(section.id === "community" ? true : undefined);
      for (const item of section.items) {
        expect(item.countsUnreadMessages).toBe(item.featureKey === "messages" ? true : undefined);
      }
    }
  });

  it("points every item at its feature's catalogue path, each feature once", () => {
    const { links: signedInLinks } = visibleSidebarSections(true);
    const { links: signedOutLinks } = visibleSidebarSections(false);
    // Gate check is the wallet's other side (checking others' cards), under the wallet's switch.
    const gate = { label: "Gate Check", labelKey: "shell.nav.gate", featureKey: "wallet", path: "/gate" };
    expect(signedInLinks).toContainEqual(gate);
    const items = [
      ...sidebarSections.flatMap((section) => section.items),
      ...signedOutLinks,
      ...signedInLinks.filter((link) => link.path !== gate.path),
    ];
    for (const item of items) expect(item.path).toBe(defaultFeatureCatalogue[item.featureKey].path);
    expect(new Set(items.map((item) => item.featureKey)).size).toBe(items.length);
    // Every feature appears in the sidebar (admin only for admins).
    expect(items).toHaveLength(Object.keys(defaultFeatureCatalogue).length);
  });
});

describe("visibleSidebarSections", () => {
  it("shows a signed-in user the wallet first, then gate check, companies and the admin dashboard, then every section", () => {
    expect(visibleSidebarSections(true)).toEqual({
      links: [
        { label: "Site-Gate Wallet", labelKey: "shell.nav.wallet", featureKey: "wallet", path: "/wallet" },
        { label: "Gate Check", labelKey: "shell.nav.gate", featureKey: "wallet", path: "/gate" },
        { label: "Companies", labelKey: "shell.nav.companies", featureKey: "companies", path: "/companies" },
        { label: "Admin Dashboard", labelKey: "shell.nav.admin", featureKey: "admin", path: "/admin" },
      ],
      sections: sidebarSections,
    });
  });

  it("shows a signed-out visitor only the Features link and the Company section", () => {
    const view = visibleSidebarSections(false);
    expect(view.links).toEqual([
      { label: "Features", labelKey: "shell.nav.features", featureKey: "features", path: "/features" },
    ]);
    expect(view.sections.map((section) => section.id)).toEqual(["company"]);
  });
});

describe("lockBadgeFor", () => {
  it.each([
    ["enabled", null],
    ["premium", { short: "PRO", long: "Premium", spoken: "locked — needs a paid plan" }],
    ["donateToUnlock", { short: "DONATE", long: "Donate", spoken: "locked — donate to unlock" }],
    ["comingSoon", { short: "SOON", long: "Coming Soon", spoken: "locked — coming soon" }],
    ["locked", { short: "LOCKED", long: "Locked", spoken: "locked" }],
    ["disabled", { short: "LOCKED", long: "Locked", spoken: "locked" }],
  ] as const)("%s → %o", (state, badge) => {
    expect(lockBadgeFor(state)).toEqual(badge);
  });

  it("covers every state", () => {
    for (const state of featureStates) expect(() => lockBadgeFor(state)).not.toThrow();
  });
});

describe("sidebarItemTarget", () => {
  const jobs = itemFor("Jobs");

  it("links an accessible item to its path", () => {
    expect(sidebarItemTarget(jobs, defaultFeatureCatalogue.jobs, user)).toEqual({
      kind: "link",
      path: "/jobs",
    });
  });

  it.each([
    ["premium", "PRO", "Premium"],
    ["donateToUnlock", "DONATE", "Donate"],
    ["comingSoon", "SOON", "Coming Soon"],
    ["locked", "LOCKED", "Locked"],
  ] as const)("shows a %s item with its badge, leading to the coming-soon page", (state, short, long) => {
    expect(sidebarItemTarget(jobs, withState(defaultFeatureCatalogue.jobs, state), user)).toEqual({
      kind: "locked",
      path: "/jobs?comingSoon=true",
      badge: { short, long, spoken: expect.stringMatching(/^locked/) },
    });
  });

  it("shows donate-to-unlock defaults locked", () => {
    expect(sidebarItemTarget(itemFor("AI CV Optimizer"), defaultFeatureCatalogue.cvOptimizer, user)).toEqual({
      kind: "locked",
      path: "/cv-optimizer?comingSoon=true",
      badge: { short: "DONATE", long: "Donate", spoken: "locked — donate to unlock" },
    });
  });

  it("hides an item whose feature is disabled or missing", () => {
    expect(sidebarItemTarget(jobs, withState(defaultFeatureCatalogue.jobs, "disabled"), admin)).toEqual({
      kind: "hidden",
    });
    expect(sidebarItemTarget(jobs, undefined, user)).toEqual({ kind: "hidden" });
  });

  it("hides an admin-only item from users and visitors, whatever its state", () => {
    for (const state of featureStates) {
      const byRole = { ...withState(defaultFeatureCatalogue.jobs, state), requiresRole: "admin" as const };
      const byTier = { ...withState(defaultFeatureCatalogue.jobs, state), tier: "admin" as const };
      for (const entry of [byRole, byTier]) {
        expect(sidebarItemTarget(jobs, entry, user)).toEqual({ kind: "hidden" });
        expect(sidebarItemTarget(jobs, entry, null)).toEqual({ kind: "hidden" });
      }
    }
  });

  it("shows an admin-only item to an admin", () => {
    const adminOnly = { ...defaultFeatureCatalogue.jobs, requiresRole: "admin" as const };
    expect(sidebarItemTarget(jobs, adminOnly, admin)).toEqual({ kind: "link", path: "/jobs" });
    const comingSoon = withState(adminOnly, "comingSoon");
    expect(sidebarItemTarget(jobs, comingSoon, admin)).toMatchObject({ kind: "locked" });
  });

  it("shows an enabled item above the user's tier with the Premium badge", () => {
    const proOnly = { ...defaultFeatureCatalogue.jobs, tier: "pro" as const };
    expect(sidebarItemTarget(jobs, proOnly, user)).toEqual({
      kind: "locked",
      path: "/jobs?comingSoon=true",
      badge: { short: "PRO", long: "Premium", spoken: "locked — needs a paid plan" },
    });
    expect(sidebarItemTarget(jobs, proOnly, { role: "user", subscriptionTier: "pro" })).toEqual({
      kind: "link",
      path: "/jobs",
    });
  });

  it("gives a signed-out visitor the plain path, so sign-in can bring them back", () => {
    expect(sidebarItemTarget(jobs, defaultFeatureCatalogue.jobs, null)).toEqual({
      kind: "link",
      path: "/jobs",
    });
    expect(sidebarItemTarget(itemFor("Pricing"), defaultFeatureCatalogue.pricing, null)).toEqual({
      kind: "link",
      path: "/pricing",
    });
  });
});

describe("sectionForPath", () => {
  it.each([
    ["/dashboard", "dashboard"],
    ["/profile", "dashboard"],
    ["/personal-details", "profile"],
    ["/tax-details", "profile"],
    ["/bank-details/", "profile"],
    ["/cv-optimizer", "tools"],
    ["/renewals", "tools"],
    ["/jobs", "jobs"],
    ["/jobs/123", "jobs"],
    ["/test-centers", "jobs"],
    ["/groups", "jobs"],
    ["/messages", "community"],
    ["/diggs", "community"],
    ["/weather?site=1", "community"],
    ["/privacy", "company"],
    ["/Pricing", "company"],
    ["/feedback#form", "company"],
  ] as const)("%s is in %s", (path, section) => {
    expect(sectionForPath(path)).toBe(section);
  });

  it.each(["/", "", "/features", "/admin", "/login", "/jobsearch", "/profiles", "/coming-soon"])(
    "%s is in no section",
    (path) => {
      expect(sectionForPath(path)).toBeNull();
    },
  );
});

describe("expanded sections", () => {
  it("starts with every section closed", () => {
    expect(collapsedSections()).toEqual({
      dashboard: false,
      profile: false,
      tools: false,
      jobs: false,
      community: false,
      company: false,
    });
  });

  it("reads a stored map, keeping only known sections with boolean values", () => {
    const stored = JSON.stringify({ profile: true, jobs: "yes", community: false, extra: true });
    expect(parseExpandedSections(stored)).toEqual({ ...collapsedSections(), profile: true });
  });

  it.each([null, "", "not json", "[]", "null", "true", "42"])("treats %o as all closed", (stored) => {
    expect(parseExpandedSections(stored)).toEqual(collapsedSections());
  });

  it("opens the visited route's section and keeps the rest", () => {
    const open = { ...collapsedSections(), company: true };
    expect(expandSectionForPath(open, "/skills-cards")).toEqual({ ...open, profile: true });
    expect(open.profile).toBe(false);
  });

  it("returns the same map when nothing changes", () => {
    const open = { ...collapsedSections(), profile: true };
    expect(expandSectionForPath(open, "/documents")).toBe(open);
    expect(expandSectionForPath(open, "/admin")).toBe(open);
  });
});

describe("sidebarLayoutFor", () => {
  it.each([
    [0, false, "mobile"],
    [767, false, "mobile"],
    [767, true, "mobile"],
    [768, false, "collapsed"],
    [1023, false, "collapsed"],
    [1024, false, "expanded"],
    [1024, true, "collapsed"],
    [1920, false, "expanded"],
    [1920, true, "collapsed"],
  ] as const)("%i px, saved collapsed %s → %s", (width, saved, layout) => {
    expect(sidebarLayoutFor(width, saved)).toBe(layout);
  });
});
