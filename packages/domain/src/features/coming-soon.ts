import { errorMessages } from "../errors/errors.ts";
import type { FeatureAccessDenialReason } from "./feature-access.ts";
import type { FeatureCatalogueEntry, FeatureKey, FeatureState } from "./features.ts";

/** Content of the feature-coming-soon page by feature state (spec §2). */

/** Development progress shown for coming-soon features (§9). */
export const COMING_SOON_PROGRESS = 35;

const COMING_SOON_QUERY_PARAM = "comingSoon";

interface ComingSoonLink {
  label: string;
  to: string;
}

interface ComingSoonButton extends ComingSoonLink {
  /** The first button of each page is the main call to action. */
  variant: "primary" | "secondary";
}

export interface ComingSoonContent {
  /** Which page variant this is; `notFound` when the feature does not exist. */
  kind: "premium" | "donateToUnlock" | "comingSoon" | "signIn" | "unavailable" | "notFound";
  title: string;
  featureTitle?: string;
  message: string;
  /** Development progress in percent; only on coming-soon pages. */
  progress?: number;
  buttons: ComingSoonButton[];
  footerLinks: ComingSoonLink[];
}

/** Only searchParams.get is needed, so URLSearchParams and router helpers both fit. */
export interface SearchParamsReader {
  get(name: string): string | null;
}

export function isComingSoonRequested(searchParams: SearchParamsReader): boolean {
  return searchParams.get(COMING_SOON_QUERY_PARAM) === "true";
}

/** The link a locked sidebar item goes to: its own path with comingSoon=true. */
export function comingSoonHref(path: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${COMING_SOON_QUERY_PARAM}=true`;
}

/** Feedback link with the feature key, so the feedback form can say which feature the vote is for. */
export function feedbackHrefFor(featureKey: FeatureKey): string {
  return `/feedback?feature=${encodeURIComponent(featureKey)}`;
}

const footerLinks: readonly ComingSoonLink[] = [
  { label: "Contact", to: "/contact" },
  { label: "Features", to: "/features" },
];

const backToDashboard: ComingSoonButton = {
  label: "Back to Dashboard",
  to: "/dashboard",
  variant: "secondary",
};

/**
 * The page for a feature that is not open to this visitor. A feature that is enabled but above the user's
 * tier (reason `tier_required`) shows the premium page, since upgrading is what would open it.
 */
export function comingSoonContent(
  entry: FeatureCatalogueEntry | undefined,
  options: { reason?: FeatureAccessDenialReason } = {},
): ComingSoonContent {
  if (!entry) {
    return {
      kind: "notFound",
      title: errorMessages.featureNotFound,
      message: "The requested feature could not be found.",
      buttons: [{ label: "Go to Dashboard", to: "/dashboard", variant: "primary" }],
      footerLinks: [...footerLinks],
    };
  }

  const shownState: FeatureState = options.reason === "tier_required" ? "premium" : entry.state;
  const common = { featureTitle: entry.title, footerLinks: [...footerLinks] };

  // An open feature that a visitor reaches signed out: what stands in the way is signing in, nothing else.
  if (shownState === "enabled" && options.reason === "sign_in_required") {
    return {
      ...common,
      kind: "signIn",
      title: "Log in to continue",
      message: `${entry.title} is part of your free SiteReady account. Log in, or sign up in a minute.`,
      buttons: [
        { label: "Log in", to: "/login", variant: "primary" },
        { label: "Sign up free", to: "/register", variant: "secondary" },
      ],
    };
  }

  switch (shownState) {
    case "premium":
      return {
        ...common,
        kind: "premium",
        title: "Premium Feature",
        message: `${entry.title} is part of a paid plan. See the pricing plans to find out more.`,
        buttons: [{ label: "View Pricing Plans", to: "/pricing", variant: "primary" }, backToDashboard],
      };
    case "donateToUnlock":
      return {
        ...common,
        kind: "donateToUnlock",
        title: "Support Our Mission",
        message: entry.donateMessage,
        buttons: [
          { label: "Support Development", to: "/pricing", variant: "primary" },
          { label: "Vote for This Feature", to: feedbackHrefFor(entry.key), variant: "secondary" },
          backToDashboard,
        ],
      };
    case "comingSoon":
      return {
        ...common,
        kind: "comingSoon",
        title: "Coming Soon!",
        message: `We are building ${entry.title}. Ask for updates and we will let you know when it is ready.`,
        progress: COMING_SOON_PROGRESS,
        buttons: [
          { label: "Request Updates", to: feedbackHrefFor(entry.key), variant: "primary" },
          { label: "See All Features", to: "/features", variant: "secondary" },
          backToDashboard,
        ],
      };
    default:
      return {
        ...common,
        kind: "unavailable",
        title: "Feature Unavailable",
        message: `${entry.title} is not available at the moment.`,
        buttons: [{ ...backToDashboard, variant: "primary" }],
      };
  }
}
