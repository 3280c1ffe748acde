import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../features/marketing/test-support.tsx";
import { LoginPage } from "./login.tsx";

describe("LoginPage", () => {
  it("explains a provider sign-in whose state did not match, in words", () => {
    renderAt(<LoginPage />, "/login?error=state_mismatch", [[["sign-in-providers"], []]]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Signing in with your provider was interrupted, or started in another tab or browser. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });

  it("says a provider sign-in did not finish for any other reason the server gives", () => {
    renderAt(<LoginPage />, "/login?error=please_restart_the_process", [[["sign-in-providers"], []]]);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Signing in with your provider did not finish. Please try again.",
    );
  });

  it("shows no message on a plain visit", () => {
    renderAt(<LoginPage />, "/login", [[["sign-in-providers"], []]]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
