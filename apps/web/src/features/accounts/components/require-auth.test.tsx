import { CURRENT_TERMS_VERSION } from "@siteready/domain/accounts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test-support/fetch-stubs.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { RequireAuth } from "./require-auth.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const protectedPage = (
  <RequireAuth>
    <h1>My dashboard</h1>
  </RequireAuth>
);

describe("RequireAuth and the terms", () => {
  it("shows the page to someone who agreed to the current terms", () => {
    renderInApp(protectedPage, { url: "/dashboard", user: testUser });
    expect(screen.getByRole("heading", { name: "My dashboard" })).toBeInTheDocument();
  });

  it("asks an account made through a provider to agree first, then shows the page", async () => {
    let agreed = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === "/api/accounts/terms") {
        agreed = true;
        return jsonResponse(200, {
          terms_accepted_version: CURRENT_TERMS_VERSION,
          terms_accepted_at: new Date().toISOString(),
        });
      }
      if (String(input) === "/api/auth/get-session") {
        return jsonResponse(200, {
          session: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
          user: { ...testUser, role: "user", termsAcceptedVersion: agreed ? CURRENT_TERMS_VERSION : null },
        });
      }
      return jsonResponse(200, []);
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderInApp(protectedPage, { url: "/dashboard", user: { ...testUser, termsAcceptedVersion: null } });

    // The form comes in a chunk of its own, with its form library.
    expect(await screen.findByRole("heading", { name: "Before you go on" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "My dashboard" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "terms of use" })).toHaveAttribute("href", "/terms");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Tick the box to agree to the terms of use and the privacy notice"),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith("/api/accounts/terms", expect.anything());

    await user.click(screen.getByLabelText("I agree to the terms of use and the privacy notice."));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "My dashboard" })).toBeInTheDocument();
    const [, sent] = fetch.mock.calls.find(([url]) => String(url) === "/api/accounts/terms") ?? [];
    expect(JSON.parse(String(sent?.body))).toEqual({ acceptTerms: true });
  });
});
