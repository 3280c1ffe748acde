import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderSignedIn } from "../../../test-support/render.tsx";
import { TwoFactorPanel } from "./two-factor-panel.tsx";

const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW";
const totpURI = `otpauth://totp/SiteReady:jack.smith%40example.com?secret=${secret}&issuer=SiteReady&digits=6&period=30`;

afterEach(() => {
  vi.restoreAllMocks();
});

async function startEnrolling() {
  stubApi({
    "POST /api/auth/two-factor/enable": () => jsonResponse(200, { totpURI, backupCodes: [] }),
  });
  const user = userEvent.setup();
  renderSignedIn(<TwoFactorPanel />, "/account-security");
  await user.click(screen.getByRole("button", { name: "Set up two-factor" }));
  await user.type(screen.getByLabelText("Your password"), "scaffold-ladder-99");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("button", { name: "Copy key" });
  return user;
}

describe("TwoFactorPanel while enrolling", () => {
  it("opens the authenticator app on this phone with the key, and shows the key in groups of four", async () => {
    await startEnrolling();
    expect(screen.getByRole("link", { name: "Open in authenticator app" })).toHaveAttribute("href", totpURI);
    const key = screen.getByTestId("totp-secret");
    // Copying or selecting the shown key gives it whole; the groups are only spacing.
    expect(key.textContent).toBe(secret);
    expect([...key.querySelectorAll("span")].map((group) => group.textContent)).toEqual(
      secret.match(/.{1,4}/g),
    );
  });

  it("copies the key and says so", async () => {
    const user = await startEnrolling();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy key" }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await screen.findByText("Copied. Paste the key into the authenticator app.")).toBeVisible();
  });

  it("selects the key for the phone's own Copy where the browser refuses the clipboard", async () => {
    const user = await startEnrolling();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    await user.click(screen.getByRole("button", { name: "Copy key" }));
    expect(await screen.findByText(/The key is selected/)).toBeVisible();
    expect(window.getSelection()?.toString()).toBe(secret);
  });
});
