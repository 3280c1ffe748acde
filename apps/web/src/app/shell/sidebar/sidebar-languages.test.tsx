import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { installMatchMedia } from "../../../test-support/match-media.ts";
import { renderInApp, testUser } from "../../../test-support/render.tsx";
import { RootLayout } from "../root-layout.tsx";

/** The app's frame for a worker whose account speaks Polish. */
function renderPolishShell() {
  renderInApp(null, {
    url: "/dashboard",
    user: { ...testUser, language: "pl" },
    features: {},
    routes: [{ element: <RootLayout />, children: [{ path: "*", element: <h1>Page content</h1> }] }],
  });
  return userEvent.setup();
}

describe("the sidebar in Polish", () => {
  beforeEach(() => installMatchMedia({ width: 1280 }));

  it("names its sections, items and buttons in Polish", async () => {
    await showLanguage("pl");
    const user = renderPolishShell();
    const nav = screen.getByRole("navigation", { name: "Główne" });
    expect(within(nav).getByRole("link", { name: "Portfel na bramę" })).toHaveAttribute("href", "/wallet");
    await user.click(within(nav).getByRole("button", { name: "Profil i dokumenty" }));
    expect(within(nav).getByRole("link", { name: "Dane osobowe" })).toHaveAttribute(
      "href",
      "/personal-details",
    );
    expect(within(nav).getByRole("link", { name: "Karty uprawnień" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zwiń pasek boczny" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Przejdź do treści" })).toBeInTheDocument();
  });

  it("opens the phone menu by its Polish name", async () => {
    installMatchMedia({ width: 375 });
    await showLanguage("pl");
    const user = renderPolishShell();
    await user.click(screen.getByRole("button", { name: "Otwórz menu" }));
    expect(screen.getByRole("dialog", { name: "Menu główne" })).toBeInTheDocument();
  });
});
