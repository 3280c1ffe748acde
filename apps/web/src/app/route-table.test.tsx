import { catalogues } from "@siteready/domain/catalogues";
import { screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../test-support/render.tsx";
import { appRoutes, RoutePage } from "./route-table.tsx";

describe("the route table's pages", () => {
  it("a page loaded ahead (as a prerendered page is before React takes it over) renders in the first pass", async () => {
    const landing = appRoutes.find((route) => route.path === "/");
    if (!landing) throw new Error("no landing route");
    await landing.page.preload();
    renderInApp(
      <Suspense fallback={<p>Loading...</p>}>
        <RoutePage page={landing.page} />
      </Suspense>,
      { user: null },
    );
    // No waiting: had the page suspended, its loading screen would be what is there now.
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Your cards and compliance, ready at the site gate",
    );
  });

  it("a page not loaded yet shows its loading screen, then itself", async () => {
    const load = () => Promise.resolve({ default: () => <h1>Weather</h1> });
    renderInApp(
      <Suspense fallback={<p>Loading...</p>}>
        <RoutePage page={{ preload: load, lazy: lazy(load) }} />
      </Suspense>,
      { user: null },
    );
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Weather");
  });

  it("has a title with words in every language for every page but the landing page (the product's name)", () => {
    for (const route of appRoutes) {
      if (route.titleKey === null) {
        expect(route.path).toBe("/");
        continue;
      }
      for (const catalogue of Object.values(catalogues))
        expect(catalogue[route.titleKey], route.path).toBeTruthy();
    }
  });
});
