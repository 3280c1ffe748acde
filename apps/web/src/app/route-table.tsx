import type { FeatureKey, RouteAccessLevel } from "@siteready/domain";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { PageLoadingKind } from "./shell/lazy-page.tsx";

type Page = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  /** §2 access level; the feature key gates it by the catalogue (§4). */
  access: RouteAccessLevel;
  feature?: FeatureKey;
  page: Page;
  loading?: PageLoadingKind;
}

/** Each page is its own chunk (§2: pages load lazily). */
const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): Page =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const placeholder = page(() => import("./routes/feature-placeholder.tsx"), "FeaturePlaceholderPage");

/** Every route of the §2 table, with its access level and feature. */
export const appRoutes: AppRoute[] = [
  { path: "/", access: "public", page: page(() => import("./routes/landing.tsx"), "LandingPage") },
  {
    path: "/register",
    access: "public",
    page: page(() => import("./routes/register.tsx"), "RegisterPage"),
    loading: "authentication",
  },
  {
    path: "/login",
    access: "public",
    page: page(() => import("./routes/login.tsx"), "LoginPage"),
    loading: "authentication",
  },
  {
    path: "/forgot-password",
    access: "public",
    page: page(() => import("./routes/forgot-password.tsx"), "ForgotPasswordPage"),
    loading: "authentication",
  },
  {
    path: "/reset-password",
    access: "public",
    page: page(() => import("./routes/reset-password.tsx"), "ResetPasswordPage"),
    loading: "authentication",
  },
  {
    path: "/auth/callback",
    access: "public",
    page: page(() => import("./routes/auth-callback.tsx"), "AuthCallbackPage"),
    loading: "authentication",
  },
  {
    path: "/verify",
    access: "public",
    page: page(() => import("./routes/verify.tsx"), "VerifyPage"),
  },
  {
    path: "/coming-soon",
    access: "public",
    page: page(() => import("./routes/coming-soon.tsx"), "ComingSoonRoutePage"),
  },

  {
    path: "/dashboard",
    access: "protected",
    feature: "dashboard",
    page: page(() => import("./routes/dashboard.tsx"), "DashboardPage"),
    loading: "dashboard",
  },
  {
    path: "/wallet",
    access: "protected",
    feature: "wallet",
    page: page(() => import("./routes/wallet.tsx"), "WalletPage"),
  },
  {
    path: "/profile",
    access: "protected",
    feature: "profile",
    page: page(() => import("./routes/profile/profile.tsx"), "ProfilePage"),
    loading: "profile",
  },
  {
    path: "/personal-details",
    access: "protected",
    feature: "personalDetails",
    page: page(() => import("./routes/profile/personal-details.tsx"), "PersonalDetailsPage"),
    loading: "profile",
  },
  {
    path: "/next-of-kin",
    access: "protected",
    feature: "nextOfKin",
    page: page(() => import("./routes/profile/next-of-kin.tsx"), "NextOfKinPage"),
    loading: "profile",
  },
  {
    path: "/qualifications",
    access: "protected",
    feature: "qualifications",
    page: page(() => import("./routes/profile/qualifications.tsx"), "QualificationsPage"),
    loading: "profile",
  },
  {
    path: "/skills-cards",
    access: "protected",
    feature: "skillsCards",
    page: page(() => import("./routes/profile/skills-cards.tsx"), "SkillsCardsPage"),
    loading: "profile",
  },
  {
    path: "/documents",
    access: "protected",
    feature: "documents",
    page: page(() => import("./routes/profile/documents.tsx"), "DocumentsPage"),
    loading: "profile",
  },
  {
    path: "/bank-details",
    access: "protected",
    feature: "bankDetails",
    page: page(() => import("./routes/profile/bank-details.tsx"), "BankDetailsPage"),
    loading: "profile",
  },
  {
    path: "/tax-details",
    access: "protected",
    feature: "taxDetails",
    page: page(() => import("./routes/profile/tax-details.tsx"), "TaxDetailsPage"),
    loading: "profile",
  },
  {
    path: "/renewals",
    access: "protected",
    feature: "renewals",
    page: page(() => import("./routes/renewals.tsx"), "RenewalsPage"),
  },
  {
    path: "/jobs",
    access: "protected",
    feature: "jobs",
    page: page(() => import("./routes/jobs.tsx"), "JobsPage"),
  },
  {
    path: "/projects",
    access: "protected",
    feature: "projects",
    page: page(() => import("./routes/projects.tsx"), "ProjectsPage"),
  },
  {
    path: "/test-centers",
    access: "protected",
    feature: "testCenters",
    page: page(() => import("./routes/test-centers.tsx"), "TestCentersPage"),
  },
  { path: "/inductions", access: "protected", feature: "inductions", page: placeholder },
  {
    path: "/cv-optimizer",
    access: "protected",
    feature: "cvOptimizer",
    page: page(() => import("./routes/cv-optimizer.tsx"), "CvOptimizerPage"),
  },
  { path: "/groups", access: "protected", feature: "groups", page: placeholder },
  { path: "/sharing-center", access: "protected", feature: "sharingCenter", page: placeholder },
  { path: "/messages", access: "protected", feature: "messages", page: placeholder },
  {
    path: "/weather",
    access: "protected",
    feature: "weather",
    page: page(() => import("./routes/weather.tsx"), "WeatherPage"),
  },
  { path: "/diggs", access: "protected", feature: "diggs", page: placeholder },
  {
    path: "/admin",
    access: "admin",
    feature: "admin",
    page: page(() => import("./routes/admin.tsx"), "AdminPage"),
    loading: "admin",
  },
];
