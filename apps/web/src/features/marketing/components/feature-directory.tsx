import {
  type FeatureKey,
  featureKeys,
  featureWordKeys,
  feedbackHrefFor,
  type ResolvedFeature,
  type ResolvedFeatures,
  sidebarSections,
} from "@siteready/domain/features";
import type { MessageKey } from "@siteready/domain/i18n";
import type { FeedbackVoteCounts } from "@siteready/domain/marketing";
import { Ban, CircleCheck, Clock, Crown, HeartHandshake, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { sectionTitleKeys } from "../../../i18n/nav-labels.ts";
import { useT } from "../../../i18n/use-translation.ts";

export type FeatureStateWords = "Available" | "Donate to unlock" | "Coming soon" | "Premium" | "Unavailable";

/** What a feature's state means to the visitor, in words; a feature above their plan reads as Premium. */
export function featureStateWords(feature: ResolvedFeature): FeatureStateWords {
  switch (feature.state) {
    case "enabled":
      return feature.reason === "tier_required" ? "Premium" : "Available";
    case "donateToUnlock":
      return "Donate to unlock";
    case "comingSoon":
      return "Coming soon";
    case "premium":
      return "Premium";
    case "disabled":
    case "locked":
      return "Unavailable";
  }
}

// Colour is never the only signal: every state has its own icon and words too (DESIGN.md).
const stateLooks: Record<FeatureStateWords, { icon: LucideIcon; className: string; key: MessageKey }> = {
  Available: {
    icon: CircleCheck,
    className: "border-urgency-valid text-urgency-valid",
    key: "marketing.state.available",
  },
  "Donate to unlock": {
    icon: HeartHandshake,
    className: "border-urgency-urgent text-urgency-urgent",
    key: "billing.locked.donateToUnlock",
  },
  "Coming soon": {
    icon: Clock,
    className: "border-urgency-warning text-urgency-warning",
    key: "billing.locked.comingSoon",
  },
  Premium: { icon: Crown, className: "border-link text-link", key: "marketing.state.premium" },
  Unavailable: {
    icon: Ban,
    className: "border-urgency-unknown text-urgency-unknown",
    key: "marketing.state.unavailable",
  },
};

function FeatureStateBadge({ feature }: { feature: ResolvedFeature }) {
  const { t } = useT();
  const { icon: Icon, className, key } = stateLooks[featureStateWords(feature)];
  return (
    <p
      className={`inline-flex items-center gap-1.5 self-start rounded-full border px-2.5 py-0.5 text-sm font-semibold ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("marketing.state.status")} </span>
      {t(key)}
    </p>
  );
}

function isAdminOnly(feature: ResolvedFeature) {
  return feature.requiresRole === "admin" || feature.tier === "admin";
}

export interface FeatureGroup {
  id: string;
  titleKey: MessageKey;
  features: ResolvedFeature[];
}

/** The sidebar's sections, then anything outside them; the admin area only for admins, as in the sidebar. */
function groupFeatures(features: ResolvedFeatures, isAdmin: boolean): FeatureGroup[] {
  const listed = new Set<FeatureKey>();
  const groups: FeatureGroup[] = sidebarSections.map((section) => ({
    id: section.id,
    titleKey: sectionTitleKeys[section.id],
    features: section.items.map((item) => {
      listed.add(item.featureKey);
      return features[item.featureKey];
    }),
  }));
  const others = featureKeys
    .filter((key) => !listed.has(key))
    .map((key) => features[key])
    .filter((feature) => isAdmin || !isAdminOnly(feature));
  if (others.length > 0) groups.push({ id: "more", titleKey: "marketing.section.more", features: others });
  return groups;
}

interface FeatureDirectoryProps {
  features: ResolvedFeatures;
  isAdmin: boolean;
  /** Vote counts, once loaded; votes and vote links show only while feedback is open. */
  votes?: FeedbackVoteCounts | undefined;
  canVote: boolean;
}

export function FeatureDirectory({ features, isAdmin, votes, canVote }: FeatureDirectoryProps) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-10">
      {groupFeatures(features, isAdmin).map((group) => (
        <section key={group.id} aria-labelledby={`features-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`features-${group.id}`} className="text-2xl font-semibold">
            {t(group.titleKey)}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.features.map((feature) => {
              const locked = feature.state !== "enabled";
              return (
                <li
                  key={feature.key}
                  className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
                >
                  <h3 className="text-lg font-semibold">{t(featureWordKeys(feature.key).title)}</h3>
                  <FeatureStateBadge feature={feature} />
                  <p className="text-muted">{t(featureWordKeys(feature.key).description)}</p>
                  {locked && canVote ? (
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                      {votes ? (
                        <p className="text-sm text-muted">
                          {t("marketing.votes", { count: votes[feature.key] ?? 0 })}
                        </p>
                      ) : null}
                      <Link
                        to={feedbackHrefFor(feature.key)}
                        // Starts with the visible words, so voice control users can say what they see.
                        aria-label={t("marketing.voteFor", { title: t(featureWordKeys(feature.key).title) })}
                        className="inline-flex min-h-11 items-center font-semibold"
                      >
                        {t("marketing.vote")}
                      </Link>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
