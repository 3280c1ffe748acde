import { defaultFeatureCatalogue, resolveFeatureCatalogue, resolveFeaturesFor } from "@siteready/domain";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import type { CurrentSession, SessionUser } from "../../features/accounts/api/session.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { RootLayout } from "./root-layout.tsx";

/** Test-only: renders the root layout in a memory router with the session and features seeded, no network. */

export const testUser: SessionUser = {
  id: "user-1",
  email: "jack.smith@example.com",
  name: "Jack Smith",
  firstName: "Jack",
  lastName: "Smith",
  image: null,
  role: "user",
  subscriptionTier: "free",
  onboardingCompleted: true,
};

export interface RenderShellOptions {
  path?: string;
  signedIn?: boolean;
  /** False leaves the features query loading (the caller stubs fetch so it never answers). */
  featuresLoaded?: boolean;
  /** Switches messages on and seeds this many unread messages (the sidebar's badge). */
  unreadMessages?: number;
}

export function renderShell({
  path = "/",
  signedIn = false,
  featuresLoaded = true,
  unreadMessages,
}: RenderShellOptions = {}) {
  const queryClient = createQueryClient();
  const user = signedIn ? testUser : null;
  const session: CurrentSession | null = user
    ? { session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() }, user }
    : null;
  queryClient.setQueryData(["session"], session);
  if (featuresLoaded) {
    const catalogue = resolveFeatureCatalogue(
      defaultFeatureCatalogue,
      unreadMessages === undefined ? {} : { messages: { state: "enabled" } },
    );
    queryClient.setQueryData(["features", user?.id ?? null], resolveFeaturesFor(catalogue, user));
  }
  if (unreadMessages !== undefined)
    queryClient.setQueryData(["messages", "unread"], { unread: unreadMessages });
  const router = createMemoryRouter(
    [{ element: <RootLayout />, children: [{ path: "*", element: <h1>Page content</h1> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}
