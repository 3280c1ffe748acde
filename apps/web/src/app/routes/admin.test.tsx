import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { renderInApp, testUser } from "../../test-support/render.tsx";
import { AdminPage } from "./admin.tsx";

describe("the admin dashboard in Polish", () => {
  it("names its sections and explains the features tab in Polish", async () => {
    await showLanguage("pl");
    renderInApp(<AdminPage />, { url: "/admin?tab=features", user: { ...testUser, role: "admin" } });
    expect(screen.getByRole("heading", { level: 1, name: "Panel administratora" })).toBeInTheDocument();
    expect(screen.getByRole("tablist", { name: "Sekcje panelu administratora" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Funkcje", selected: true })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Użytkownicy" })).toBeInTheDocument();
    expect(screen.getByText(/^Włączaj funkcje dla wszystkich/)).toBeInTheDocument();
  });
});
