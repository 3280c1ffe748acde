import { errorMessages } from "../errors/errors.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { type MessageRef, messageRef } from "../i18n/message-ref.ts";
import type { FeatureAccessDenialReason } from "./feature-access.ts";
import {
  type FeatureCatalogueEntry,
  type FeatureKey,
  type FeatureState,
  featureWordKeys,
} from "./features.ts";

/** Content of the feature-coming-soon page by feature state (spec §2). */

/** Development progress shown for coming-soon features (§9). */
export const COMING_SOON_PROGRESS = 35;

const COMING_SOON_QUERY_PARAM = "comingSoon";

interface ComingSoonLink {
  label: string;
  /** The label's words in the catalogue: what a reader sees. */
  labelKey: MessageKey;
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
  /**
   * The same words by key, the feature's title in them by its own key: what a reader sees (the English above
   * is for the tests and the logs, never matched to find the words).
   */
  words: { title: MessageRef; featureTitle?: MessageRef; message: MessageRef };
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
  { label: "Contact", labelKey: "shell.nav.contact", to: "/contact" },
  { label: "Features", labelKey: "shell.nav.features", to: "/features" },
];

const backToDashboard: ComingSoonButton = {
  label: "Back to Dashboard",
  labelKey: "shell.comingSoon.backToDashboard",
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
      words: {
        title: messageRef("shell.comingSoon.notFound"),
        message: messageRef("shell.comingSoon.notFoundText"),
      },
      buttons: [
        {
          label: "Go to Dashboard",
          labelKey: "shell.comingSoon.goToDashboard",
          to: "/dashboard",
          variant: "primary",
        },
      ],
      footerLinks: [...footerLinks],
    };
  }

  const shownState: FeatureState = options.reason === "tier_required" ? "premium" : entry.state;
  const common = { featureTitle: entry.title, footerLinks: [...footerLinks] };
  const title = messageRef(featureWordKeys(entry.key).title);
  /** The page's words by key, the feature's title in them. */
  const words = (heading: MessageKey, message: MessageKey, name: "title" | "name" = "title") => ({
    title: messageRef(heading),
    featureTitle: title,
    message: messageRef(message, { [name]: title }),
  });

  // An open feature that a visitor reaches signed out: what stands in the way is signing in, nothing else.
  if (shownState === "enabled" && options.reason === "sign_in_required") {
    return {
      ...common,
      kind: "signIn",
      title: "Log in to continue",
      message: `${entry.title} is part of your free SiteReady account. Log in, or sign up in a minute.`,
      words: words("shell.comingSoon.signInTitle", "shell.comingSoon.signInText"),
      buttons: [
        { label: "Log in", labelKey: "shell.comingSoon.logIn", to: "/login", variant: "primary" },
        {
          label: "Sign up free",
          labelKey: "shell.comingSoon.signUpFree",
          to: "/register",
          variant: "secondary",
        },
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
        words: words("shell.ui.premium.title", "shell.ui.premium.text", "name"),
        buttons: [
          {
            label: "View Pricing Plans",
            labelKey: "shell.ui.premium.plans",
            to: "/pricing",
            variant: "primary",
          },
          backToDashboard,
        ],
      };
    case "donateToUnlock":
      return {
        ...common,
        kind: "donateToUnlock",
        title: "Support Our Mission",
        message: entry.donateMessage,
        words: words("shell.comingSoon.donateTitle", "marketing.feature.donateMessage"),
        buttons: [
          {
            label: "Support Development",
            labelKey: "shell.comingSoon.supportDevelopment",
            to: "/pricing",
            variant: "primary",
          },
          {
            label: "Vote for This Feature",
            labelKey: "shell.comingSoon.vote",
            to: feedbackHrefFor(entry.key),
            variant: "secondary",
          },
          backToDashboard,
        ],
      };
    case "comingSoon":
      return {
        ...common,
        kind: "comingSoon",
        title: "Coming Soon!",
        message: `We are building ${entry.title}. Ask for updates and we will let you know when it is ready.`,
        words: words("shell.comingSoon.soonTitle", "shell.comingSoon.soonText"),
        progress: COMING_SOON_PROGRESS,
        buttons: [
          {
            label: "Request Updates",
            labelKey: "shell.comingSoon.requestUpdates",
            to: feedbackHrefFor(entry.key),
            variant: "primary",
          },
          {
            label: "See All Features",
            labelKey: "shell.comingSoon.seeAllFeatures",
            to: "/features",
            variant: "secondary",
          },
          backToDashboard,
        ],
      };
    default:
      return {
        ...common,
        kind: "unavailable",
        title: "Feature Unavailable",
        message: `${entry.title} is not available at the moment.`,
        words: words("shell.comingSoon.unavailableTitle", "shell.comingSoon.unavailableText"),
        buttons: [{ ...backToDashboard, variant: "primary" }],
      };
  }
}
