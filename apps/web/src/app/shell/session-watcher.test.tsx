import { authEndpoints } from "@siteready/domain/accounts";
import { accessEndpoints } from "@siteready/domain/endpoint";
import { skillsCardsEndpoints } from "@siteready/domain/records";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "../../features/accounts/components/require-auth.tsx";
import { leaveSignedOut } from "../../features/accounts/hooks/use-auth-session.ts";
import { callEndpoint } from "../../lib/endpoint-client.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { authStorageKeys, isSignOutPending, storeSignedInUser } from "../../lib/session/auth-storage.ts";
import { sessionQueryOptions } from "../../lib/session/session.ts";
import { renderShell, testUser } from "./shell-test-harness.tsx";

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const signedInSession = {
  session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  user: testUser,
};

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, replace } as Location);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function storeUser() {
  storeSignedInUser(
    {
      id: testUser.id,
      email: testUser.email,
      name: testUser.name,
      avatar_url: null,
      onboarding_completed: true,
      provider: "email",
    },
    signedInSession.session,
  );
}

describe("a session ended elsewhere (§8)", () => {
  it("sends a signed-in user from any page to /login?error=session_expired on the next 401, clearing auth data", async () => {
    storeUser();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { code: "UNAUTHORIZED", message: "Authentication required." })),
    );
    renderShell({ path: "/skills-cards", signedIn: true });

    await expect(callEndpoint(skillsCardsEndpoints.list, {}, { retry: false })).rejects.toThrow();

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/login?error=session_expired"));
    expect(localStorage.getItem(authStorageKeys.user)).toBeNull();
  });

  it("leaves a wrong password alone: a 401 from sign-in is the answer to that attempt", async () => {
    storeUser();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { code: "UNAUTHORIZED", message: "Wrong" })),
    );
    renderShell({ path: "/login", signedIn: true });

    await expect(
      callEndpoint(authEndpoints.signIn, { body: { email: "", password: "" } }, { retry: false }),
    ).rejects.toThrow();

    expect(replace).not.toHaveBeenCalled();
  });

  it("does not treat a visitor's 401 as an ended session", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, { code: "UNAUTHORIZED", message: "Sign in" })),
    );
    renderShell({ path: "/", signedIn: false });

    await expect(callEndpoint(accessEndpoints.features, {}, { retry: false })).rejects.toThrow();

    expect(replace).not.toHaveBeenCalled();
  });
});

describe("a logout that cannot reach the server (§2)", () => {
  it("still lands on / signed out, and stays signed out after the page reloads", async () => {
    storeUser();
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === "/api/auth/sign-out") throw new TypeError("Failed to fetch");
      if (path === "/api/auth/get-session") return json(200, signedInSession);
      return json(404, { code: "NOT_FOUND", message: "Not found" });
    });
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { user } = renderShell({ path: "/dashboard", signedIn: true });

    await user.click(screen.getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"), { timeout: 10_000 });
    expect(localStorage.getItem(authStorageKeys.user)).toBeNull();
    expect(isSignOutPending()).toBe(true);

    // The reload: the server still has the cookie, but this device reads as signed out and asks again.
    const afterReload = createQueryClient();
    expect(await afterReload.fetchQuery(sessionQueryOptions)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/get-session", expect.anything());
  }, 15_000);

  it("is finished once the server answers, and the next check asks for the session again", async () => {
    localStorage.setItem("siteready.pendingSignOut", "1");
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === "/api/auth/sign-out" ? json(200, { success: true }) : json(200, null),
    );
    vi.stubGlobal("fetch", fetchMock);

    expect(await createQueryClient().fetchQuery(sessionQueryOptions)).toBeNull();
    expect(isSignOutPending()).toBe(false);
    expect(await createQueryClient().fetchQuery(sessionQueryOptions)).toBeNull();
    expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/get-session", expect.anything());
  });
});

describe("RequireAuth", () => {
  it("shows 'Authentication error: {message}' when the check fails, and tries again on request (§4)", async () => {
    // 403 rather than a 5xx: the api client retries those with backoff, which would only slow the test.
    let answer: () => Promise<Response> = async () => json(403, {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer()),
    );
    const router = createMemoryRouter(
      [{ path: "/dashboard", element: <RequireAuth>{<h1>Protected content</h1>}</RequireAuth> }],
      { initialEntries: ["/dashboard"] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(
      await screen.findByText(
        "Authentication error: Access denied. You do not have permission for this action.",
      ),
    ).toBeVisible();
    answer = async () => json(200, signedInSession);
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Protected content" })).toBeVisible();
  });
});

describe("waiting for the sign-in check", () => {
  it("shows the page's shape and 'Verifying authentication...', not a page-wide spinner", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const router = createMemoryRouter(
      [{ path: "/dashboard", element: <RequireAuth>{<h1>Protected content</h1>}</RequireAuth> }],
      { initialEntries: ["/dashboard"] },
    );
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Verifying authentication...");
    expect(screen.getByTestId("page-skeleton")).toBeInTheDocument();
    expect(container.querySelector(".animate-spin")).toBeNull();
  });
});

describe("logout", () => {
  it("goes straight to the landing page: a protected page never sends the user through /login", async () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, signedInSession)),
    );
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        { path: "/dashboard", element: <RequireAuth>{<h1>Protected content</h1>}</RequireAuth> },
        { path: "/login", element: <h1>Log in</h1> },
      ],
      { initialEntries: ["/dashboard"] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Protected content" })).toBeVisible();
    await act(() => leaveSignedOut(queryClient, "/"));
    expect(replace).toHaveBeenCalledWith("/");
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByRole("heading", { name: "Log in" })).not.toBeInTheDocument();
  });
});
