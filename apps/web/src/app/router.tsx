import { lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageSuspense } from "./shell/lazy-page.tsx";
import { RootLayout } from "./shell/root-layout.tsx";
import { RouteError } from "./shell/route-error.tsx";

const LandingPage = lazy(() => import("./routes/landing.tsx").then((m) => ({ default: m.LandingPage })));
const NotFoundPage = lazy(() => import("./routes/not-found.tsx").then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: "/",
        element: (
          <PageSuspense>
            <LandingPage />
          </PageSuspense>
        ),
      },
      {
        path: "*",
        element: (
          <PageSuspense>
            <NotFoundPage />
          </PageSuspense>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
