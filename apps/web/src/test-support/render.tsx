import { CURRENT_TERMS_VERSION } from "@siteready/domain/accounts";
import {
  defaultFeatureCatalogue,
  type FeatureOverrides,
  resolveFeatureCatalogue,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client.ts";
import type { CurrentSession, SessionUser } from "../lib/session/session.ts";

/** The one render helper behind every page and component test: a memory router and a fresh query client. */

export const testUser: SessionUser = {
  id: "user-1",
  email: "jack.smith@example.com",
  name: "Jack Smith",
  firstName: "Jack",
  lastName: "Smith",
  image: null,
  twoFactorEnabled: false,
  role: "user",
  subscriptionTier: "free",
  onboardingCompleted: true,
  termsAcceptedVersion: CURRENT_TERMS_VERSION,
  language: "en",
};

export interface RenderInAppOptions {
  /** Where the router starts; its path (without the query string) is where `element` is mounted. */
  url?: string;
  /** The route pattern `element` is mounted at, when it differs from the url's path. */
  path?: string;
  /** Seeds the session query: a signed-in user, null for signed out, undefined to leave it unset. */
  user?: SessionUser | null;
  /** Seeds the features query for `user` with these admin overrides; "loading" leaves it unset. */
  features?: FeatureOverrides | "loading";
  /** Other query data to seed, by key. */
  seed?: Array<[readonly unknown[], unknown]>;
  /** Routes instead of `{ path, element }` and the "Elsewhere" catch-all. */
  routes?: RouteObject[];
}

export function renderInApp(element: ReactNode, options: RenderInAppOptions = {}) {
  const { url = "/", user, features = {}, seed = [] } = options;
  const queryClient = createQueryClient();
  if (user !== undefined) {
    const session: CurrentSession | null = user
      ? { session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, user }
      : null;
    queryClient.setQueryData(["session"], session);
    if (features !== "loading") {
      queryClient.setQueryData(
        ["features", user?.id ?? null],
        resolveFeaturesFor(resolveFeatureCatalogue(defaultFeatureCatalogue, features), user),
      );
    }
  }
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const path = options.path ?? url.split("?")[0] ?? "/";
  const router = createMemoryRouter(
    options.routes ?? [
      { path, element },
      { path: "*", element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

/** Renders `element` at `url` for no one in particular (the session left unset), with query data seeded. */
export function renderAt(element: ReactNode, url = "/", seed: Array<[readonly unknown[], unknown]> = []) {
  return renderInApp(element, { url, seed });
}

/** Renders `element` at `url` for the signed-in test user, with the features as shipped. */
export function renderSignedIn(element: ReactNode, url = "/") {
  return renderInApp(element, { url, user: testUser });
}
