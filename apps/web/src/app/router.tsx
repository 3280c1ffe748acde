import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../features/accounts/components/require-auth.tsx";
import { type PageLoadingKind, PageSuspense } from "./shell/lazy-page.tsx";
import { RootLayout } from "./shell/root-layout.tsx";
import { RouteError } from "./shell/route-error.tsx";

/** Each page is its own chunk (§2: pages load lazily). */
const LandingPage = lazy(() => import("./routes/landing.tsx").then((m) => ({ default: m.LandingPage })));
const RegisterPage = lazy(() => import("./routes/register.tsx").then((m) => ({ default: m.RegisterPage })));
const LoginPage = lazy(() => import("./routes/login.tsx").then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import("./routes/forgot-password.tsx").then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("./routes/reset-password.tsx").then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthCallbackPage = lazy(() =>
  import("./routes/auth-callback.tsx").then((m) => ({ default: m.AuthCallbackPage })),
);
const DashboardPage = lazy(() =>
  import("./routes/dashboard.tsx").then((m) => ({ default: m.DashboardPage })),
);
const NotFoundPage = lazy(() => import("./routes/not-found.tsx").then((m) => ({ default: m.NotFoundPage })));

type Page = LazyExoticComponent<ComponentType>;

const publicPage = (Page: Page, kind: PageLoadingKind = "generic") => (
  <PageSuspense kind={kind}>
    <Page />
  </PageSuspense>
);

const protectedPage = (Page: Page, kind: PageLoadingKind = "generic") => (
  <RequireAuth>
    <PageSuspense kind={kind}>
      <Page />
    </PageSuspense>
  </RequireAuth>
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: publicPage(LandingPage) },
      { path: "/register", element: publicPage(RegisterPage, "authentication") },
      { path: "/login", element: publicPage(LoginPage, "authentication") },
      { path: "/forgot-password", element: publicPage(ForgotPasswordPage, "authentication") },
      { path: "/reset-password", element: publicPage(ResetPasswordPage, "authentication") },
      { path: "/auth/callback", element: publicPage(AuthCallbackPage, "authentication") },
      { path: "/dashboard", element: protectedPage(DashboardPage, "dashboard") },
      { path: "*", element: publicPage(NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
