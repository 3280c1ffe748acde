import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { renderAt } from "../../test-support/render.tsx";
import { ForgotPasswordPage } from "./forgot-password.tsx";
import { ResetPasswordPage } from "./reset-password.tsx";

describe("resetting a password in Polish", () => {
  it("the new-password page names its fields and checks them in Polish", async () => {
    await showLanguage("pl");
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, "/reset-password?token=abc");
    expect(screen.getByRole("heading", { name: "Ustaw nowe hasło" })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nowe hasło"), "krotkie");
    await user.type(screen.getByLabelText("Powtórz nowe hasło"), "inne");
    await user.click(screen.getByRole("button", { name: "Zapisz nowe hasło" }));
    expect(await screen.findByText("Hasła nie są takie same")).toBeInTheDocument();
  });

  it("an expired link says so in Polish", async () => {
    await showLanguage("pl");
    renderAt(<ResetPasswordPage />, "/reset-password?error=INVALID_TOKEN");
    expect(
      screen.getByText("Ten link do zmiany hasła jest nieprawidłowy albo wygasł. Poproś o nowy."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Poproś o nowy link" })).toBeInTheDocument();
  });

  it("asking for a link is in Polish", async () => {
    await showLanguage("pl");
    renderAt(<ForgotPasswordPage />, "/forgot-password");
    expect(screen.getByRole("heading", { name: "Zmień hasło" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wyślij link" })).toBeInTheDocument();
  });
});
