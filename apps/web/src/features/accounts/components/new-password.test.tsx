import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { ResetPasswordForm } from "./password-reset-forms.tsx";
import { RegisterWizard } from "./register-wizard.tsx";

/** The reasons as an English reader sees them. */
const ownEmailMessage = "This is your e-mail address. Choose something no one could guess from it.";
const personalPasswordMessage =
  "It is your name or e-mail with only numbers or symbols added. Choose words no one would link to you.";
const siteNamePasswordMessage =
  "It is this site's name with only numbers or symbols added. Choose words of your own.";

/** Choosing a password: the rule's reasons while typing, the server's where only it knows whose password it is. */
describe("choosing a new password", () => {
  const english = { firstName: "First name", lastName: "Last name", email: "Email", next: "Next" };
  const polish = { firstName: "Imię", lastName: "Nazwisko", email: "E-mail", next: "Dalej" };

  /** Anna Kowalska's first two steps of the sign-up wizard, with the page's labels in its language. */
  async function signUpToThePasswordStep(labels: typeof english) {
    const user = userEvent.setup();
    renderAt(<RegisterWizard />, "/register");
    await user.type(screen.getByLabelText(labels.firstName), "Anna");
    await user.type(screen.getByLabelText(labels.lastName), "Kowalska");
    await user.click(screen.getByRole("button", { name: labels.next }));
    await user.type(await screen.findByLabelText(labels.email), "ak.builds@example.com");
    await user.click(screen.getByRole("button", { name: labels.next }));
    return user;
  }

  it("on sign-up, says while typing that the person's own first name with a year will not be accepted", async () => {
    const user = await signUpToThePasswordStep(english);
    await user.type(await screen.findByLabelText("Password", { exact: true }), "Anna1990");
    const reason = await screen.findByText(personalPasswordMessage);
    expect(screen.getByRole("status")).toContainElement(reason);
    expect(screen.getByRole("status")).toHaveTextContent("(this password will not be accepted)");
  });

  it("says why in the reader's language: this site's name with a number, in Polish", async () => {
    await showLanguage("pl");
    const user = await signUpToThePasswordStep(polish);
    await user.type(await screen.findByLabelText("Hasło", { exact: true }), "SiteReady1");
    expect(
      await screen.findByText(
        "To nazwa tej strony z dopisanymi tylko cyframi lub symbolami. Wybierz własne słowa.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(siteNamePasswordMessage)).toBeNull();
  });

  it("on the reset page, shows the server's reason under the new password, not an error box", async () => {
    stubApi({
      "POST /api/auth/reset-password": () =>
        jsonResponse(400, {
          code: "VALIDATION_FAILED",
          category: "validation",
          severity: "low",
          message: "Invalid request data",
          errorId: "e1",
          fieldErrors: { newPassword: [ownEmailMessage] },
          fieldErrorRefs: { newPassword: [{ key: "accounts.strength.isEmail" }] },
        }),
    });
    const user = userEvent.setup();
    renderAt(<ResetPasswordForm token="abc" />, "/reset-password?token=abc");
    await user.type(screen.getByLabelText("New password"), "ak.builds@example.com");
    await user.type(screen.getByLabelText("Confirm new password"), "ak.builds@example.com");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText(ownEmailMessage)).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAccessibleDescription(
      expect.stringContaining(ownEmailMessage),
    );
    expect(screen.queryByText("Check your details")).toBeNull();
  });
});
