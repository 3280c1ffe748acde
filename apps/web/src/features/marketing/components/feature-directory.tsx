import {
  type FeatureKey,
  type FeedbackVoteCounts,
  featureKeys,
  feedbackHrefFor,
  type ResolvedFeature,
  type ResolvedFeatures,
  sidebarSections,
} from "@siteready/domain";
import { Ban, CircleCheck, Clock, Crown, HeartHandshake, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

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
const stateLooks: Record<FeatureStateWords, { icon: LucideIcon; className: string }> = {
  Available: { icon: CircleCheck, className: "border-urgency-valid text-urgency-valid" },
  "Donate to unlock": { icon: HeartHandshake, className: "border-urgency-urgent text-urgency-urgent" },
  "Coming soon": { icon: Clock, className: "border-urgency-warning text-urgency-warning" },
  Premium: { icon: Crown, className: "border-link text-link" },
  Unavailable: { icon: Ban, className: "border-urgency-unknown text-urgency-unknown" },
};

function FeatureStateBadge({ feature }: { feature: ResolvedFeature }) {
  const words = featureStateWords(feature);
  const { icon: Icon, className } = stateLooks[words];
  return (
    <p
      className={`inline-flex items-center gap-1.5 self-start rounded-full border px-2.5 py-0.5 text-sm font-semibold ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">Status: </span>
      {words}
    </p>
  );
}

function isAdminOnly(feature: ResolvedFeature) {
  return feature.requiresRole === "admin" || feature.tier === "admin";
}

export interface FeatureGroup {
  id: string;
  title: string;
  features: ResolvedFeature[];
}

/** The sidebar's sections, then anything outside them; the admin area only for admins, as in the sidebar. */
function groupFeatures(features: ResolvedFeatures, isAdmin: boolean): FeatureGroup[] {
  const listed = new Set<FeatureKey>();
  const groups: FeatureGroup[] = sidebarSections.map((section) => ({
    id: section.id,
    title: section.title,
    features: section.items.map((item) => {
      listed.add(item.featureKey);
      return features[item.featureKey];
    }),
  }));
  const others = featureKeys
    .filter((key) => !listed.has(key))
    .map((key) => features[key])
    .filter((feature) => isAdmin || !isAdminOnly(feature));
  if (others.length > 0) groups.push({ id: "more", title: "More", features: others });
  return groups;
}

function votesText(count: number) {
  return count === 1 ? "1 vote" : `${count} votes`;
}

interface FeatureDirectoryProps {
  features: ResolvedFeatures;
  isAdmin: boolean;
  /** Vote counts, once loaded; votes and vote links show only while feedback is open. */
  votes?: FeedbackVoteCounts | undefined;
  canVote: boolean;
}

export function FeatureDirectory({ features, isAdmin, votes, canVote }: FeatureDirectoryProps) {
  return (
    <div className="flex flex-col gap-10">
      {groupFeatures(features, isAdmin).map((group) => (
        <section key={group.id} aria-labelledby={`features-${group.id}`} className="flex flex-col gap-3">
          <h2 id={`features-${group.id}`} className="text-2xl font-semibold">
            {group.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {group.features.map((feature) => {
              const locked = feature.state !== "enabled";
              return (
                <li
                  key={feature.key}
                  className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
                >
                  <h3 className="text-lg font-semibold">{feature.title}</h3>
                  <FeatureStateBadge feature={feature} />
                  <p className="text-muted">{feature.description}</p>
                  {locked && canVote ? (
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                      {votes ? (
                        <p className="text-sm text-muted">{votesText(votes[feature.key] ?? 0)}</p>
                      ) : null}
                      <Link
                        to={feedbackHrefFor(feature.key)}
                        // Starts with the visible words, so voice control users can say what they see.
                        aria-label={`Vote for this feature: ${feature.title}`}
                        className="inline-flex min-h-11 items-center font-semibold"
                      >
                        Vote for this feature
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
