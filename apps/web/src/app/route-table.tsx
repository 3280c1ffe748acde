import type { FeatureKey, RouteAccessLevel } from "@siteready/domain/features";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageLoadingKind } from "./shell/lazy-page.tsx";

/** A route's page: its own chunk (§2: pages load lazily), which `preload` can load ahead of its first render. */
export interface LazyPage {
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

/** `preload` and the first render share one download. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      const loaded = module[name] as ComponentType;
      routePage.loaded = loaded;
      return { default: loaded };
    });
    return loading;
  };
  const routePage: LazyPage = { preload, lazy: lazy(preload) };
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
    page: page(() => import("./routes/landing.tsx"), "LandingPage"),
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
    page: page(() => import("./routes/verify.tsx"), "VerifyPage"),
  },
  {
    path: "/share",
    title: "Shared records",
    access: "public",
    page: page(() => import("./routes/share.tsx"), "SharePage"),
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
    page: page(() => import("./routes/marketing/pricing.tsx"), "PricingPage"),
  },
  {
    path: "/thank-you",
    title: "Thank you",
    access: "public",
    page: page(() => import("./routes/marketing/thank-you.tsx"), "ThankYouPage"),
  },
  {
    path: "/about",
    title: "About",
    access: "feature_gated",
    feature: "about",
    page: page(() => import("./routes/marketing/about.tsx"), "AboutPage"),
  },
  {
    path: "/features",
    title: "Features",
    access: "feature_gated",
    feature: "features",
    page: page(() => import("./routes/marketing/features.tsx"), "FeaturesPage"),
  },
  {
    path: "/contact",
    title: "Contact",
    access: "feature_gated",
    feature: "contact",
    page: page(() => import("./routes/marketing/contact.tsx"), "ContactPage"),
  },
  {
    path: "/feedback",
    title: "Feedback",
    access: "feature_gated",
    feature: "feedback",
    page: page(() => import("./routes/marketing/feedback.tsx"), "FeedbackPage"),
  },
  {
    path: "/terms",
    title: "Terms of use",
    access: "feature_gated",
    feature: "terms",
    page: page(() => import("./routes/marketing/terms.tsx"), "TermsPage"),
  },
  {
    path: "/privacy",
    title: "Privacy notice",
    access: "feature_gated",
    feature: "privacy",
    page: page(() => import("./routes/marketing/privacy.tsx"), "PrivacyPage"),
  },

  {
    path: "/dashboard",
    title: "Dashboard",
    access: "protected",
    feature: "dashboard",
    page: page(() => import("./routes/dashboard.tsx"), "DashboardPage"),
    loading: "dashboard",
  },
  {
    path: "/wallet",
    title: "Site-gate wallet",
    access: "protected",
    feature: "wallet",
    page: page(() => import("./routes/wallet.tsx"), "WalletPage"),
  },
  {
    // Gate-keeper mode: the wallet's other side (checking others' cards), under the wallet's switch.
    path: "/gate",
    title: "Gate check",
    access: "protected",
    feature: "wallet",
    page: page(() => import("./routes/gate.tsx"), "GatePage"),
  },
  {
    path: "/profile",
    title: "Profile Summary",
    access: "protected",
    feature: "profile",
    page: page(() => import("./routes/profile/profile.tsx"), "ProfilePage"),
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
    page: page(() => import("./routes/profile/personal-details.tsx"), "PersonalDetailsPage"),
    loading: "profile",
  },
  {
    path: "/next-of-kin",
    title: "Next of Kin",
    access: "protected",
    feature: "nextOfKin",
    page: page(() => import("./routes/profile/next-of-kin.tsx"), "NextOfKinPage"),
    loading: "profile",
  },
  {
    path: "/qualifications",
    title: "Qualifications",
    access: "protected",
    feature: "qualifications",
    page: page(() => import("./routes/profile/qualifications.tsx"), "QualificationsPage"),
    loading: "profile",
  },
  {
    path: "/skills-cards",
    title: "Skills Cards",
    access: "protected",
    feature: "skillsCards",
    page: page(() => import("./routes/profile/skills-cards.tsx"), "SkillsCardsPage"),
    loading: "profile",
  },
  {
    path: "/documents",
    title: "Documents",
    access: "protected",
    feature: "documents",
    page: page(() => import("./routes/profile/documents.tsx"), "DocumentsPage"),
    loading: "profile",
  },
  {
    path: "/bank-details",
    title: "Banking Details",
    access: "protected",
    feature: "bankDetails",
    page: page(() => import("./routes/profile/bank-details.tsx"), "BankDetailsPage"),
    loading: "profile",
  },
  {
    path: "/tax-details",
    title: "Tax Details",
    access: "protected",
    feature: "taxDetails",
    page: page(() => import("./routes/profile/tax-details.tsx"), "TaxDetailsPage"),
    loading: "profile",
  },
  {
    path: "/renewals",
    title: "Renewals Dashboard",
    access: "protected",
    feature: "renewals",
    page: page(() => import("./routes/renewals.tsx"), "RenewalsPage"),
  },
  {
    path: "/jobs",
    title: "Jobs",
    access: "protected",
    feature: "jobs",
    page: page(() => import("./routes/jobs.tsx"), "JobsPage"),
  },
  {
    path: "/projects",
    title: "Projects/History",
    access: "protected",
    feature: "projects",
    page: page(() => import("./routes/projects.tsx"), "ProjectsPage"),
  },
  {
    path: "/test-centers",
    title: "Test Centers",
    access: "protected",
    feature: "testCenters",
    page: page(() => import("./routes/test-centers.tsx"), "TestCentersPage"),
  },
  {
    path: "/inductions",
    title: "Inductions",
    access: "protected",
    feature: "inductions",
    page: page(() => import("./routes/inductions.tsx"), "InductionsPage"),
  },
  {
    path: "/cv-optimizer",
    title: "AI CV Optimizer",
    access: "protected",
    feature: "cvOptimizer",
    page: page(() => import("./routes/cv-optimizer.tsx"), "CvOptimizerPage"),
  },
  {
    path: "/groups",
    title: "Groups",
    access: "protected",
    feature: "groups",
    page: page(() => import("./routes/groups.tsx"), "GroupsPage"),
  },
  {
    path: "/sharing-center",
    title: "Sharing Center",
    access: "protected",
    feature: "sharingCenter",
    page: page(() => import("./routes/sharing-center.tsx"), "SharingCenterPage"),
  },
  {
    path: "/messages",
    title: "Messages",
    access: "protected",
    feature: "messages",
    page: page(() => import("./routes/messages.tsx"), "MessagesPage"),
  },
  {
    path: "/weather",
    title: "Weather",
    access: "protected",
    feature: "weather",
    page: page(() => import("./routes/weather.tsx"), "WeatherPage"),
  },
  {
    path: "/diggs",
    title: "Accommodation",
    access: "protected",
    feature: "diggs",
    page: page(() => import("./routes/diggs.tsx"), "DiggsPage"),
  },
  {
    path: "/admin",
    title: "Admin Dashboard",
    access: "admin",
    feature: "admin",
    page: page(() => import("./routes/admin.tsx"), "AdminPage"),
    loading: "admin",
  },
];
