import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { LoginForm } from "./login-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginForm", () => {
  it("says a wrong password in words, not as an error box", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "/api/auth/sign-in/email"
          ? jsonResponse(401, {
              code: "UNAUTHENTICATED",
              category: "authentication",
              severity: "medium",
              message: "Incorrect email or password. Check them and try again.",
              errorId: "e1",
              messageRef: { key: "error.wrongSignIn" },
            })
          : jsonResponse(200, []),
      ),
    );
    const user = userEvent.setup();
    renderAt(<LoginForm returnTo={undefined} />, "/login");

    await user.type(screen.getByLabelText("Email"), "sam@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong-one");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const alert = await screen.findByRole("alert");
    // Exactly the sentence: no error-box title, severity or reference around it.
    expect(alert.textContent).toBe("Incorrect email or password. Check them and try again.");
    expect(alert).not.toHaveTextContent("Please sign in again");
    expect(alert).not.toHaveTextContent("Authentication required");
  });

  it("checks the fields before sending, with checks that load with the first try", async () => {
    const fetch = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderAt(<LoginForm returnTo={undefined} />, "/login");

    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith("/api/auth/sign-in/email", expect.anything());
  });

  it("asks for the authenticator code after the password when two-factor is on, and sends it with the device trust", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === "/api/auth/sign-in/email")
        return jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      if (url === "/api/auth/two-factor/verify-totp") return jsonResponse(200, { user: { id: "user-1" } });
      // The session is read after the code; signed out here keeps the test to the code step.
      if (url === "/api/auth/get-session") return jsonResponse(200, null);
      return jsonResponse(200, []);
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderAt(<LoginForm returnTo={undefined} />, "/login");

    await user.type(screen.getByLabelText("Email"), "sam@example.com");
    await user.type(screen.getByLabelText("Password"), "scaffold-99");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const code = await screen.findByLabelText("Code");
    expect(screen.getByLabelText("Trust this device for 30 days")).toBeChecked();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        "/api/auth/two-factor/verify-totp",
        expect.objectContaining({ body: JSON.stringify({ code: "123456", trustDevice: true }) }),
      ),
    );
  });
});
