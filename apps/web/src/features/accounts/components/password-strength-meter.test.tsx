import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

/** The meter runs the light check (@siteready/domain/password-check); the server has the whole lists. */
describe("the password strength meter", () => {
  const serverChecksMore =
    "When you save it, it is also checked against a list of passwords leaked from other websites.";

  it("refuses a common password at once, from the light lists", async () => {
    render(<PasswordStrengthMeter password="qwerty123" />);
    expect(await screen.findByText(/\(this password will not be accepted\)/)).toBeInTheDocument();
    expect(screen.queryByText(serverChecksMore)).toBeNull();
  });

  it("never rates a password strong without saying the server checks it against the leaked passwords", async () => {
    render(<PasswordStrengthMeter password="copper kettle harbour mist" />);
    expect(await screen.findByText(/Password strength: (Strong|Very strong)/)).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(serverChecksMore);
  });

  it("says so in the reader's language", async () => {
    await showLanguage("pl");
    render(<PasswordStrengthMeter password="copper kettle harbour mist" />);
    expect(
      await screen.findByText(
        "Przy zapisie hasło zostanie też sprawdzone na liście haseł wykradzionych z innych stron.",
      ),
    ).toBeInTheDocument();
  });
});
