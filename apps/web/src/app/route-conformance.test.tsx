import posix from "node:path/posix";
import {
  defaultFeatureCatalogue,
  type FeatureKey,
  featureKeys,
  type ResolvedFeatures,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { screen } from "@testing-library/react";
import { matchRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../lib/session/session.ts";
import { allEnabled, visitRoute } from "../test-support/visit-route.tsx";
import { appRoutes } from "./route-table.tsx";
import { routes } from "./router.tsx";
import { testUser } from "./shell/shell-test-harness.tsx";

/**
 * Route conformance (ARCHITECTURE "Tests"): the §2 route table, written out here from the spec rather than read
 * from the app's own table, and each route must render its own page — its own heading or a text only it has.
 * The not-found page ("Page not found") fails every row.
 */

type Expectation = { heading: string } | { text: string };

const publicRoutes: Array<[path: string, expected: Expectation]> = [
  ["/", { heading: "Your cards and compliance, ready at the site gate" }],
  ["/register", { heading: "Create your free account" }],
  ["/login", { heading: "Log in" }],
  ["/auth/callback", { text: "Verifying authentication..." }],
  ["/coming-soon", { heading: "Feature Not Found" }],
  ["/verify", { heading: "Card check" }],
  ["/share", { heading: "Shared records" }],
  ["/pricing", { heading: "Pricing" }],
  ["/about", { heading: "About SiteReady" }],
  ["/features", { heading: "Features" }],
  ["/contact", { heading: "Contact us" }],
  ["/feedback", { heading: "Feedback" }],
  ["/terms", { heading: "Terms of use" }],
  ["/privacy", { heading: "Privacy notice" }],
];

/** Protected routes with the heading of their own page, and their feature (§4 decides who sees the page). */
const protectedRoutes: Array<[path: string, heading: string, feature: FeatureKey]> = [
  ["/dashboard", "Dashboard", "dashboard"],
  ["/wallet", "Site-gate wallet", "wallet"],
  ["/gate", "Gate check", "wallet"],
  ["/who-looked", "Who looked at my records", "wallet"],
  ["/profile", "Profile Summary", "profile"],
  ["/personal-details", "Personal Details", "personalDetails"],
  ["/next-of-kin", "Next of Kin", "nextOfKin"],
  ["/qualifications", "Qualifications", "qualifications"],
  ["/skills-cards", "Skills Cards", "skillsCards"],
  ["/documents", "Documents", "documents"],
  ["/bank-details", "Banking Details", "bankDetails"],
  ["/tax-details", "Tax Details", "taxDetails"],
  ["/renewals", "Renewals", "renewals"],
  ["/jobs", "Jobs", "jobs"],
  ["/projects", "Projects", "projects"],
  ["/test-centers", "Test centres", "testCenters"],
  ["/inductions", "Inductions", "inductions"],
  ["/cv-optimizer", "Your CV", "cvOptimizer"],
  ["/groups", "Groups", "groups"],
  ["/sharing-center", "Sharing Center", "sharingCenter"],
  ["/messages", "Messages", "messages"],
  ["/weather", "Site weather", "weather"],
  ["/diggs", "Accommodation", "diggs"],
];

const admin: SessionUser = { ...testUser, id: "admin-1", email: "admin@example.com", role: "admin" };

function visit(path: string, user: SessionUser | null, features: ResolvedFeatures) {
  return visitRoute(routes, path, user, features);
}

async function expectOwnPage(expected: Expectation) {
  if ("heading" in expected) {
    expect(await screen.findByRole("heading", { level: 1, name: expected.heading })).toBeVisible();
  } else {
    expect(await screen.findByText(expected.text)).toBeVisible();
  }
  expect(screen.queryByRole("heading", { name: "Page not found" })).toBeNull();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("§2 route table", () => {
  describe("a visitor", () => {
    const features = resolveFeaturesFor(defaultFeatureCatalogue, null);

    it.each(publicRoutes)("sees the page of %s", async (path, expected) => {
      visit(path, null, features);
      await expectOwnPage(expected);
    });

    it.each(protectedRoutes)("is sent to log in from %s, which is remembered", async (path) => {
      const router = visit(path, null, features);
      await expectOwnPage({ heading: "Log in" });
      expect(router.state.location.pathname).toBe("/login");
      expect(router.state.location.state).toMatchObject({ from: { pathname: path } });
    });

    it("is sent to log in from /admin", async () => {
      visit("/admin", null, features);
      await expectOwnPage({ heading: "Log in" });
    });
  });

  describe("a worker, with the features as shipped (§4)", () => {
    const features = resolveFeaturesFor(defaultFeatureCatalogue, testUser);

    it.each(protectedRoutes)(
      "on %s sees its page, or the donate-to-unlock page while it is locked",
      async (path, heading, feature) => {
        visit(path, testUser, features);
        const state = defaultFeatureCatalogue[feature].state;
        await expectOwnPage({ heading: state === "enabled" ? heading : "Support Our Mission" });
      },
    );

    it("is not shown the admin dashboard", async () => {
      visit("/admin", testUser, features);
      expect(await screen.findByRole("heading", { level: 1 })).not.toHaveTextContent("Admin Dashboard");
    });

    it.each(publicRoutes.filter(([path]) => !["/login", "/register", "/auth/callback"].includes(path)))(
      "still sees the page of %s",
      async (path, expected) => {
        visit(path, testUser, features);
        await expectOwnPage(expected);
      },
    );
  });

  describe("an admin, with every feature switched on", () => {
    const features = allEnabled(admin);

    it.each(protectedRoutes)("on %s sees its own page", async (path, heading) => {
      visit(path, admin, features);
      await expectOwnPage({ heading });
    });

    it("sees the admin dashboard", async () => {
      visit("/admin", admin, features);
      await expectOwnPage({ heading: "Admin Dashboard" });
    });
  });

  it("an unknown path shows the not-found page, which the checks above would reject", async () => {
    visit("/no-such-page", null, resolveFeaturesFor(defaultFeatureCatalogue, null));
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });

  it("each page has its own document title", async () => {
    visit("/skills-cards", testUser, resolveFeaturesFor(defaultFeatureCatalogue, testUser));
    await expectOwnPage({ heading: "Skills Cards" });
    expect(document.title).toBe("Skills Cards · SiteReady");
  });
});

/** The source of every module under app/, by path relative to it, to read imports without running them. */
const appSources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The page tests beside the pages: a page the spec's table above does not name is checked by its own. */
const pageTests = Object.keys(import.meta.glob("./routes/**/*.test.tsx"));

/** Whether `page` (a file under app/routes) has its declaration beside it, `<page>.route.ts`, loading it. */
function isDeclared(page: string): boolean {
  const declaration = appSources[page.replace(/\.tsx$/, ".route.ts")] ?? "";
  return declaration.includes(`import("./${posix.basename(page)}")`);
}

/** Paths declared more than once, which would leave one of the pages unreachable. */
function pathsDeclaredTwice(paths: readonly string[]): string[] {
  return paths.filter((path, index) => paths.indexOf(path) !== index);
}

describe("the route table is complete", () => {
  it("has a declaration beside every page file under app/routes (the router names the not-found page)", () => {
    const pages = Object.keys(appSources).filter(
      (file) => file.startsWith("./routes/") && file.endsWith(".tsx"),
    );
    expect(pages.length).toBeGreaterThan(0);
    const namedByRouter = (page: string) => appSources["./router.tsx"]?.includes(`import("${page}")`);
    expect(pages.filter((page) => !isDeclared(page) && !namedByRouter(page))).toEqual([]);
    expect(isDeclared("./routes/not-found.tsx")).toBe(false);
  });

  it("declares each path once", () => {
    expect(appRoutes.length).toBe(
      Object.keys(appSources).filter((file) => file.endsWith(".route.ts")).length,
    );
    expect(pathsDeclaredTwice(appRoutes.map((route) => route.path))).toEqual([]);
    expect(pathsDeclaredTwice(["/jobs", "/gate", "/jobs"])).toEqual(["/jobs"]);
  });

  it.each(featureKeys)(
    "gives the catalogue feature %s a route of its own, checked here or by its page's test",
    (feature) => {
      const { path } = defaultFeatureCatalogue[feature];
      expect(appRoutes.find((route) => route.path === path)?.feature).toBe(feature);
      const matched = matchRoutes(routes, path)?.at(-1)?.route.path;
      expect(matched).toBe(path);
      const checkedHere = [
        ...protectedRoutes.map(([routePath]) => routePath),
        ...publicRoutes.map(([routePath]) => routePath),
        "/admin",
      ];
      // A feature the spec's table does not name (added after it) brings its own page test instead.
      if (checkedHere.includes(path)) return;
      const declaration = Object.keys(appSources).find(
        (file) => file.endsWith(".route.ts") && appSources[file]?.includes(`path: "${path}"`),
      );
      expect(pageTests).toContain(declaration?.replace(/\.route\.ts$/, ".test.tsx"));
    },
  );
});
