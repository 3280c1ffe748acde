import type { LockBadge, SidebarSectionId } from "@siteready/domain/features";
import type { MessageKey } from "@siteready/domain/i18n";

/**
 * The sidebar's words (its items are English data in the domain, spec §2), by the item's path; the dashboard's
 * profile sections use the same words.
 */
const itemKeys: Record<string, MessageKey> = {
  "/dashboard": "shell.nav.dashboard",
  "/profile": "shell.nav.profile",
  "/personal-details": "shell.nav.personalDetails",
  "/next-of-kin": "shell.nav.nextOfKin",
  "/documents": "shell.nav.documents",
  "/skills-cards": "shell.nav.skillsCards",
  "/qualifications": "shell.nav.qualifications",
  "/bank-details": "shell.nav.bankDetails",
  "/tax-details": "shell.nav.taxDetails",
  "/cv-optimizer": "shell.nav.cvOptimizer",
  "/sharing-center": "shell.nav.sharingCenter",
  "/inductions": "shell.nav.inductions",
  "/renewals": "shell.nav.renewals",
  "/jobs": "shell.nav.jobs",
  "/projects": "shell.nav.projects",
  "/test-centers": "shell.nav.testCenters",
  "/groups": "shell.nav.groups",
  "/messages": "shell.nav.messages",
  "/diggs": "shell.nav.diggs",
  "/weather": "shell.nav.weather",
  "/pricing": "shell.nav.pricing",
  "/about": "shell.nav.about",
  "/contact": "shell.nav.contact",
  "/feedback": "shell.nav.feedback",
  "/terms": "shell.nav.terms",
  "/privacy": "shell.nav.privacy",
  "/features": "shell.nav.features",
  "/wallet": "shell.nav.wallet",
  "/gate": "shell.nav.gate",
  "/admin": "shell.nav.admin",
};

export const sectionTitleKeys: Record<SidebarSectionId, MessageKey> = {
  dashboard: "shell.section.dashboard",
  profile: "shell.section.profile",
  tools: "shell.section.tools",
  jobs: "shell.section.jobs",
  community: "shell.section.community",
  company: "shell.section.company",
};

/** The words of a page the sidebar links to, in the current language; an item added later keeps its English. */
export function navLabel(
  item: { path: string; label: string },
  t: (key: MessageKey) => string,
  tm: (english: string) => string,
): string {
  const key = itemKeys[item.path];
  return key ? t(key) : tm(item.label);
}

const lockKeys: Record<string, "premium" | "donate" | "comingSoon" | "locked"> = {
  PRO: "premium",
  DONATE: "donate",
  SOON: "comingSoon",
  LOCKED: "locked",
};

/** A lock badge in the current language (the domain names it in English). */
export function translatedBadge(badge: LockBadge, t: (key: MessageKey) => string): LockBadge {
  const kind = lockKeys[badge.short];
  if (!kind) return badge;
  return {
    short: t(`shell.lock.${kind}.short`),
    long: t(`shell.lock.${kind}.long`),
    spoken: t(`shell.lock.${kind}.spoken`),
  };
}
