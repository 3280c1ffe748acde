import {
  type AccessUser,
  type ExpandedSections,
  type ResolvedFeatures,
  type SidebarItem,
  type SidebarItemTarget,
  type SidebarSection,
  type SidebarSectionId,
  sidebarItemTarget,
  sidebarItemTargetBeforeCatalogue,
  visibleSidebarSections,
} from "@siteready/domain/features";
import { ChevronDown, Circle } from "lucide-react";
import { useId } from "react";
import { NavLink } from "react-router";
import { navLabel, sectionTitleKeys, translatedBadge } from "../../../i18n/nav-labels.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { appRoutes } from "../../route-table.tsx";

export interface SidebarNavProps {
  /** The 72 px rail: icons only, every section's items listed, no section toggles. */
  compact: boolean;
  user: AccessUser | null;
  /** Undefined while the feature catalogue loads. */
  features: ResolvedFeatures | undefined;
  expanded: ExpandedSections;
  onToggleSection: (id: SidebarSectionId) => void;
  /** Unread messages, for the Community & Social badge and the Messages item (no badge at zero). */
  unreadMessages?: number;
}

function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  const { t } = useT();
  return (
    <span className={`shrink-0 rounded-full bg-accent px-2 text-xs font-bold text-on-accent ${className}`}>
      {count}
      <span className="sr-only"> {t("shell.unread")}</span>
    </span>
  );
}

function targetFor(
  item: SidebarItem,
  features: ResolvedFeatures | undefined,
  user: AccessUser | null,
): SidebarItemTarget {
  if (!features) return sidebarItemTargetBeforeCatalogue(item, user);
  return sidebarItemTarget(item, features[item.featureKey], user);
}

type VisibleItem = { item: SidebarItem; target: Exclude<SidebarItemTarget, { kind: "hidden" }> };

function visibleItems(
  items: readonly SidebarItem[],
  features: ResolvedFeatures | undefined,
  user: AccessUser | null,
): VisibleItem[] {
  return items.flatMap((item) => {
    const target = targetFor(item, features, user);
    return target.kind === "hidden" ? [] : [{ item, target }];
  });
}

/** Each link's icon, as its page declares it; a page that declares none would show a plain circle (tested not to). */
const iconsByPath = new Map(appRoutes.flatMap(({ path, icon }) => (icon ? [[path, icon] as const] : [])));

const linkBase =
  "flex min-h-11 rounded-lg text-text no-underline hover:bg-surface-muted aria-[current=page]:bg-surface-muted aria-[current=page]:font-semibold aria-[current=page]:shadow-[inset_3px_0_0_var(--accent)]";

function ItemLink({ item, target, compact, unread }: VisibleItem & { compact: boolean; unread: number }) {
  const { t } = useT();
  const Icon = iconsByPath.get(item.path) ?? Circle;
  const badge = target.kind === "locked" ? translatedBadge(target.badge, t) : null;
  const label = navLabel(item, t);
  const unreadBadge = item.countsUnreadMessages && target.kind === "link" && unread > 0 ? unread : 0;

  if (compact) {
    const name = [
      label,
      badge?.spoken,
      unreadBadge ? t("shell.unreadCount", { count: unreadBadge }) : undefined,
    ]
      .filter(Boolean)
      .join(", ");
    return (
      <NavLink
        to={target.path}
        aria-label={name}
        title={name}
        className={`${linkBase} flex-col items-center justify-center gap-0.5 px-1`}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {badge ? <span className="text-[10px] font-bold leading-none text-muted">{badge.short}</span> : null}
        {unreadBadge ? <UnreadBadge count={unreadBadge} className="text-[10px]" /> : null}
      </NavLink>
    );
  }

  return (
    <NavLink to={target.path} className={`${linkBase} items-center gap-3 px-3 text-sm font-medium`}>
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {unreadBadge ? <UnreadBadge count={unreadBadge} /> : null}
      {badge ? (
        <>
          <span className="sr-only">, {badge.spoken}</span>
          <span
            aria-hidden="true"
            className="shrink-0 rounded-full border border-border px-2 text-xs font-semibold text-muted"
          >
            {badge.long}
          </span>
        </>
      ) : null}
    </NavLink>
  );
}

/** The sidebar's links and sections (§2), as the signed-in state and the feature catalogue allow. */
export function SidebarNav({
  compact,
  user,
  features,
  expanded,
  onToggleSection,
  unreadMessages = 0,
}: SidebarNavProps) {
  const idPrefix = useId();
  const { t } = useT();
  const sectionUnread = (section: SidebarSection) => (section.countsUnreadMessages ? unreadMessages : 0);
  const view = visibleSidebarSections(user !== null);
  const links = visibleItems(view.links, features, user);
  const sections = view.sections
    .map((section) => ({ section, items: visibleItems(section.items, features, user) }))
    .filter(({ items }) => items.length > 0);

  return (
    <nav aria-label={t("shell.mainNav")} className="flex flex-col gap-1">
      {links.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {links.map((visible) => (
            <li key={visible.item.path}>
              <ItemLink {...visible} compact={compact} unread={unreadMessages} />
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-col gap-1">
        {sections.map(({ section, items }) => {
          const title = t(sectionTitleKeys[section.id]);
          const list = (
            <ul
              id={`${idPrefix}-${section.id}`}
              aria-label={compact ? title : undefined}
              hidden={!compact && !expanded[section.id]}
              className="flex flex-col gap-1"
            >
              {items.map((visible) => (
                <li key={visible.item.path}>
                  <ItemLink {...visible} compact={compact} unread={unreadMessages} />
                </li>
              ))}
            </ul>
          );

          if (compact) {
            return (
              <li
                key={section.id}
                className="flex flex-col gap-1 border-t border-border pt-1 first:border-t-0"
              >
                {sectionUnread(section) ? (
                  <span
                    title={t("shell.sectionUnread", { section: title, count: sectionUnread(section) })}
                    className="mx-auto rounded-full bg-accent px-2 text-xs font-bold text-on-accent"
                  >
                    <span className="sr-only">{title}: </span>
                    {sectionUnread(section)}
                    <span className="sr-only"> {t("shell.unread")}</span>
                  </span>
                ) : null}
                {list}
              </li>
            );
          }

          const open = expanded[section.id];
          return (
            <li key={section.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`${idPrefix}-${section.id}`}
                onClick={() => onToggleSection(section.id)}
                className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-semibold text-muted hover:bg-surface-muted"
              >
                <span className="flex-1">{title}</span>
                {sectionUnread(section) ? <UnreadBadge count={sectionUnread(section)} /> : null}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
                />
              </button>
              {list}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
