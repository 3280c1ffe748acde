import {
  defaultFeatureCatalogue,
  type ResolvedFeatures,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { vi } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";
import type { SessionUser } from "../lib/session/session.ts";

/** Every feature switched on, as an admin would have it after enabling each one at /admin. */
export function allEnabled(user: SessionUser): ResolvedFeatures {
  const catalogue = Object.fromEntries(
    Object.entries(defaultFeatureCatalogue).map(([key, entry]) => [
      key,
      { ...entry, enabled: true, state: "enabled" },
    ]),
  ) as typeof defaultFeatureCatalogue;
  return resolveFeaturesFor(catalogue, user);
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The server as far as the shell needs it; page data answers "not found", so pages show their empty frame. */
function stubServer(user: SessionUser | null, features: ResolvedFeatures) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      if (path === "/api/auth/get-session") {
        return json(
          200,
          user ? { session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, user } : null,
        );
      }
      if (path === "/api/features") return json(200, features);
      return json(404, {
        code: "NOT_FOUND",
        category: "not_found",
        severity: "low",
        message: "The requested resource was not found.",
        errorId: "test",
      });
    }),
  );
}

/** The whole app at `path`, through its own `routes` (app/router.tsx), for `user` with `features`. */
export function visitRoute(
  routes: RouteObject[],
  path: string,
  user: SessionUser | null,
  features: ResolvedFeatures = resolveFeaturesFor(defaultFeatureCatalogue, user),
) {
  stubServer(user, features);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
