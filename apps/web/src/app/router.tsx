import { routeNeedsSignIn } from "@siteready/domain/features";
import { languages, pathInLanguage } from "@siteready/domain/i18n";
import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { FeatureGate } from "../features/access/components/feature-gate.tsx";
import { RequireAuth } from "../features/accounts/components/require-auth.tsx";
import { isTranslatedPublicPath } from "../i18n/prerendered-pages.ts";
import { type AppRoute, appRoutes, RoutePage } from "./route-table.tsx";
import { PageSuspense } from "./shell/lazy-page.tsx";
import { PageTitle } from "./shell/page-title.tsx";
import { RootLayout } from "./shell/root-layout.tsx";
import { RouteError } from "./shell/route-error.tsx";

const NotFoundPage = lazy(() => import("./routes/not-found.tsx").then((m) => ({ default: m.NotFoundPage })));

/** Wraps a page in what its access level asks for: sign-in first, then the feature gate, then the lazy page. */
function elementFor({ access, feature, page, loading, titleKey }: AppRoute) {
  let element = (
    <PageSuspense kind={loading}>
      <RoutePage page={page} />
    </PageSuspense>
  );
  if (feature) element = <FeatureGate feature={feature}>{element}</FeatureGate>;
  if (routeNeedsSignIn(access)) element = <RequireAuth>{element}</RequireAuth>;
  return (
    <>
      <PageTitle titleKey={titleKey} />
      {element}
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError standalone />,
    children: [
      ...appRoutes.map((route) => ({
        path: route.path,
        element: elementFor(route),
        errorElement: <RouteError />,
      })),
      // The translated public pages again under each language's prefix (/pl/, /pl/login).
      ...languages
        .filter((language) => language !== "en")
        .flatMap((language) =>
          appRoutes
            .filter((route) => isTranslatedPublicPath(route.path))
            .map((route) => ({
              path: pathInLanguage(route.path, language),
              element: elementFor(route),
              errorElement: <RouteError />,
            })),
        ),
      {
        path: "*",
        element: (
          <>
            <PageTitle titleKey="shell.notFound.title" />
            <PageSuspense>
              <NotFoundPage />
            </PageSuspense>
          </>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
