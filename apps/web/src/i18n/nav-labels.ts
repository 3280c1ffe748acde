import type { LockBadge, SidebarSectionId } from "@siteready/domain/features";
import type { MessageKey } from "@siteready/domain/i18n";

export const sectionTitleKeys: Record<SidebarSectionId, MessageKey> = {
  dashboard: "shell.section.dashboard",
  profile: "shell.section.profile",
  tools: "shell.section.tools",
  jobs: "shell.section.jobs",
  community: "shell.section.community",
  company: "shell.section.company",
};

/** The words of a page the sidebar links to, by the key the feature catalogue gives its link. */
export function navLabel(item: { labelKey: MessageKey }, t: (key: MessageKey) => string): string {
  return t(item.labelKey);
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
