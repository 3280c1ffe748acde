import type { CatalogueArea, FeatureKey, RouteAccessLevel } from "@siteready/domain";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { loadAreas } from "../i18n/i18n.ts";
import type { PageLoadingKind } from "./shell/lazy-page.tsx";

/** A route's page: its own chunk (§2: pages load lazily), which `preload` can load ahead of its first render. */
export interface LazyPage {
  /** The catalogue areas the page uses beyond the frame's, loaded with it. */
  areas: readonly CatalogueArea[];
  preload: () => Promise<unknown>;
  lazy: LazyExoticComponent<ComponentType>;
  /** The page's component once its chunk is here. */
  loaded?: ComponentType;
}

export interface AppRoute {
  path: string;
  /** The document title (§2 screen name), so tabs, history and screen readers can tell pages apart. */
  title: string;
  /** §2 access level; the feature key gates it by the catalogue (§4). */
  access: RouteAccessLevel;
  feature?: FeatureKey;
  page: LazyPage;
  loading?: PageLoadingKind;
}

/**
 * A route's page and the catalogue areas it uses beyond the frame's (i18n.ts `frameAreas`), loaded side by side:
 * the page renders only once its words are in, in the language shown. `preload` and the first render share one
 * download. A page using an area it does not name throws in tests (i18n.ts `messageIn`).
 */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  areas: readonly CatalogueArea[] = [],
): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadAreas(areas)]).then(([module]) => {
      const loaded = module[name] as ComponentType;
      routePage.loaded = loaded;
      return { default: loaded };
    });
    return loading;
  };
  const routePage: LazyPage = { areas, preload, lazy: lazy(preload) };
  return routePage;
}

/**
 * Renders a route's page. One already loaded renders in this pass: React.lazy would still suspend it once, so
 * a prerendered page taken over after its preload would stay on screen unhydrated (a tap on it not heard) until
 * a later pass.
 */
export function RoutePage({ page }: { page: LazyPage }) {
  const Page = page.loaded ?? page.lazy;
  return <Page />;
}

/** Every route of the §2 table, with its access level and feature. */
export const appRoutes: AppRoute[] = [
  {
    path: "/",
    title: "SiteReady",
    access: "public",
    page: page(() => import("./routes/landing.tsx"), "LandingPage", ["landing"]),
  },
  {
    path: "/register",
    title: "Sign up",
    access: "public",
    page: page(() => import("./routes/register.tsx"), "RegisterPage"),
    loading: "authentication",
  },
  {
    path: "/login",
    title: "Log in",
    access: "public",
    page: page(() => import("./routes/login.tsx"), "LoginPage"),
    loading: "authentication",
  },
  {
    path: "/forgot-password",
    title: "Forgotten password",
    access: "public",
    page: page(() => import("./routes/forgot-password.tsx"), "ForgotPasswordPage"),
    loading: "authentication",
  },
  {
    path: "/reset-password",
    title: "Choose a new password",
    access: "public",
    page: page(() => import("./routes/reset-password.tsx"), "ResetPasswordPage"),
    loading: "authentication",
  },
  {
    path: "/auth/callback",
    title: "Signing in",
    access: "public",
    page: page(() => import("./routes/auth-callback.tsx"), "AuthCallbackPage"),
    loading: "authentication",
  },
  {
    path: "/two-factor-recovery",
    title: "Turn off two-factor",
    access: "public",
    page: page(() => import("./routes/two-factor-recovery.tsx"), "TwoFactorRecoveryPage"),
    loading: "authentication",
  },
  {
    path: "/verify",
    title: "Card check",
    access: "public",
    page: page(() => import("./routes/verify.tsx"), "VerifyPage", ["wallet"]),
  },
  {
    path: "/share",
    title: "Shared records",
    access: "public",
    page: page(() => import("./routes/share.tsx"), "SharePage", ["sharing"]),
  },
  {
    path: "/coming-soon",
    title: "Coming soon",
    access: "public",
    page: page(() => import("./routes/coming-soon.tsx"), "ComingSoonRoutePage"),
  },

  // Marketing pages (§2): public, each switchable by its own feature.
  {
    path: "/pricing",
    title: "Pricing",
    access: "feature_gated",
    feature: "pricing",
    page: page(() => import("./routes/marketing/pricing.tsx"), "PricingPage", ["billing", "marketing"]),
  },
  {
    path: "/thank-you",
    title: "Thank you",
    access: "public",
    page: page(() => import("./routes/marketing/thank-you.tsx"), "ThankYouPage", ["marketing"]),
  },
  {
    path: "/about",
    title: "About",
    access: "feature_gated",
    feature: "about",
    page: page(() => import("./routes/marketing/about.tsx"), "AboutPage", ["marketing"]),
  },
  {
    path: "/features",
    title: "Features",
    access: "feature_gated",
    feature: "features",
    page: page(() => import("./routes/marketing/features.tsx"), "FeaturesPage", ["billing", "marketing"]),
  },
  {
    path: "/contact",
    title: "Contact",
    access: "feature_gated",
    feature: "contact",
    page: page(() => import("./routes/marketing/contact.tsx"), "ContactPage", ["marketing"]),
  },
  {
    path: "/feedback",
    title: "Feedback",
    access: "feature_gated",
    feature: "feedback",
    page: page(() => import("./routes/marketing/feedback.tsx"), "FeedbackPage", ["marketing"]),
  },
  {
    path: "/terms",
    title: "Terms of use",
    access: "feature_gated",
    feature: "terms",
    page: page(() => import("./routes/marketing/terms.tsx"), "TermsPage", ["marketing"]),
  },
  {
    path: "/privacy",
    title: "Privacy notice",
    access: "feature_gated",
    feature: "privacy",
    page: page(() => import("./routes/marketing/privacy.tsx"), "PrivacyPage", ["marketing"]),
  },

  {
    path: "/dashboard",
    title: "Dashboard",
    access: "protected",
    feature: "dashboard",
    page: page(() => import("./routes/dashboard.tsx"), "DashboardPage", ["dashboard"]),
    loading: "dashboard",
  },
  {
    path: "/wallet",
    title: "Site-gate wallet",
    access: "protected",
    feature: "wallet",
    page: page(() => import("./routes/wallet.tsx"), "WalletPage", ["skillsCards", "wallet"]),
  },
  {
    // Gate-keeper mode: the wallet's other side (checking others' cards), under the wallet's switch.
    path: "/gate",
    title: "Gate check",
    access: "protected",
    feature: "wallet",
    page: page(() => import("./routes/gate.tsx"), "GatePage", ["wallet"]),
  },
  {
    path: "/profile",
    title: "Profile Summary",
    access: "protected",
    feature: "profile",
    page: page(() => import("./routes/profile/profile.tsx"), "ProfilePage", ["profile", "renewals"]),
    loading: "profile",
  },
  {
    path: "/account-security",
    title: "Account security",
    access: "protected",
    feature: "profile",
    page: page(() => import("./routes/account-security.tsx"), "AccountSecurityPage"),
  },
  {
    path: "/personal-details",
    title: "Personal Details",
    access: "protected",
    feature: "personalDetails",
    page: page(() => import("./routes/profile/personal-details.tsx"), "PersonalDetailsPage", ["profile"]),
    loading: "profile",
  },
  {
    path: "/next-of-kin",
    title: "Next of Kin",
    access: "protected",
    feature: "nextOfKin",
    page: page(() => import("./routes/profile/next-of-kin.tsx"), "NextOfKinPage", ["profile"]),
    loading: "profile",
  },
  {
    path: "/qualifications",
    title: "Qualifications",
    access: "protected",
    feature: "qualifications",
    page: page(() => import("./routes/profile/qualifications.tsx"), "QualificationsPage", [
      "documents",
      "profile",
      "wallet",
    ]),
    loading: "profile",
  },
  {
    path: "/skills-cards",
    title: "Skills Cards",
    access: "protected",
    feature: "skillsCards",
    page: page(() => import("./routes/profile/skills-cards.tsx"), "SkillsCardsPage", [
      "profile",
      "skillsCards",
      "wallet",
    ]),
    loading: "profile",
  },
  {
    path: "/documents",
    title: "Documents",
    access: "protected",
    feature: "documents",
    page: page(() => import("./routes/profile/documents.tsx"), "DocumentsPage", [
      "documents",
      "profile",
      "wallet",
    ]),
    loading: "profile",
  },
  {
    path: "/bank-details",
    title: "Banking Details",
    access: "protected",
    feature: "bankDetails",
    page: page(() => import("./routes/profile/bank-details.tsx"), "BankDetailsPage", ["profile"]),
    loading: "profile",
  },
  {
    path: "/tax-details",
    title: "Tax Details",
    access: "protected",
    feature: "taxDetails",
    page: page(() => import("./routes/profile/tax-details.tsx"), "TaxDetailsPage", ["profile"]),
    loading: "profile",
  },
  {
    path: "/renewals",
    title: "Renewals Dashboard",
    access: "protected",
    feature: "renewals",
    page: page(() => import("./routes/renewals.tsx"), "RenewalsPage", ["renewals"]),
  },
  {
    path: "/jobs",
    title: "Jobs",
    access: "protected",
    feature: "jobs",
    page: page(() => import("./routes/jobs.tsx"), "JobsPage", ["jobs"]),
  },
  {
    path: "/projects",
    title: "Projects/History",
    access: "protected",
    feature: "projects",
    page: page(() => import("./routes/projects.tsx"), "ProjectsPage", ["jobs"]),
  },
  {
    path: "/test-centers",
    title: "Test Centers",
    access: "protected",
    feature: "testCenters",
    page: page(() => import("./routes/test-centers.tsx"), "TestCentersPage", ["jobs", "places"]),
  },
  {
    path: "/inductions",
    title: "Inductions",
    access: "protected",
    feature: "inductions",
    page: page(() => import("./routes/inductions.tsx"), "InductionsPage", ["inductions"]),
  },
  {
    path: "/cv-optimizer",
    title: "AI CV Optimizer",
    access: "protected",
    feature: "cvOptimizer",
    page: page(() => import("./routes/cv-optimizer.tsx"), "CvOptimizerPage", ["cv"]),
  },
  {
    path: "/groups",
    title: "Groups",
    access: "protected",
    feature: "groups",
    page: page(() => import("./routes/groups.tsx"), "GroupsPage", ["jobs", "messages"]),
  },
  {
    path: "/sharing-center",
    title: "Sharing Center",
    access: "protected",
    feature: "sharingCenter",
    page: page(() => import("./routes/sharing-center.tsx"), "SharingCenterPage", ["cv", "sharing"]),
  },
  {
    path: "/messages",
    title: "Messages",
    access: "protected",
    feature: "messages",
    page: page(() => import("./routes/messages.tsx"), "MessagesPage", ["jobs", "messages"]),
  },
  {
    path: "/weather",
    title: "Weather",
    access: "protected",
    feature: "weather",
    page: page(() => import("./routes/weather.tsx"), "WeatherPage", ["places"]),
  },
  {
    path: "/diggs",
    title: "Accommodation",
    access: "protected",
    feature: "diggs",
    page: page(() => import("./routes/diggs.tsx"), "DiggsPage", ["jobs", "places"]),
  },
  {
    path: "/admin",
    title: "Admin Dashboard",
    access: "admin",
    feature: "admin",
    page: page(() => import("./routes/admin.tsx"), "AdminPage", ["admin", "billing", "messages", "places"]),
    loading: "admin",
  },
];
