import {
  defaultFeatureCatalogue,
  type FeatureKey,
  resolveFeatureCatalogue,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FeatureGate } from "./feature-gate.tsx";

const worker = {
  id: "u1",
  email: "sam@example.com",
  name: "Sam Lee",
  firstName: "Sam",
  lastName: "Lee",
  image: null,
  role: "user" as const,
  subscriptionTier: "free" as const,
  onboardingCompleted: false,
};

function renderGate(
  feature: FeatureKey,
  url: string,
  catalogue = defaultFeatureCatalogue,
  user: typeof worker | null = worker,
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    ["session"],
    user ? { session: { expiresAt: "2099-01-01T00:00:00Z" }, user } : null,
  );
  queryClient.setQueryData(["features", user?.id ?? null], resolveFeaturesFor(catalogue, user));
  const router = createMemoryRouter(
    [
      { path: "/login", element: <h1>Log in page</h1> },
      { path: "*", element: <FeatureGate feature={feature}>the real page</FeatureGate> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("FeatureGate", () => {
  it("shows an enabled feature's page", () => {
    renderGate("skillsCards", "/skills-cards");
    expect(screen.getByText("the real page")).toBeInTheDocument();
  });

  it("shows 'Support Our Mission' with its three buttons for a donate-to-unlock feature", () => {
    renderGate("cvOptimizer", "/cv-optimizer?comingSoon=true");
    expect(screen.getByRole("heading", { name: "Support Our Mission" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Support Development" })).toHaveAttribute("href", "/pricing");
    expect(screen.getByRole("link", { name: "Vote for This Feature" })).toHaveAttribute(
      "href",
      "/feedback?feature=cvOptimizer",
    );
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Features" })).toHaveAttribute("href", "/features");
    expect(screen.queryByText("the real page")).not.toBeInTheDocument();
  });

  it("shows the coming-soon page when the URL asks for it, even for an enabled feature", () => {
    renderGate("jobs", "/jobs?comingSoon=true");
    expect(screen.queryByText("the real page")).not.toBeInTheDocument();
  });

  it("shows 'Coming Soon!' with progress at 35 % for a coming-soon feature", () => {
    renderGate(
      "groups",
      "/groups",
      resolveFeatureCatalogue(defaultFeatureCatalogue, { groups: { state: "comingSoon" } }),
    );
    expect(screen.getByRole("heading", { name: "Coming Soon!" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "35");
    expect(screen.getByRole("link", { name: "Request Updates" })).toHaveAttribute(
      "href",
      "/feedback?feature=groups",
    );
    expect(screen.getByRole("link", { name: "See All Features" })).toHaveAttribute("href", "/features");
  });

  it("shows 'Premium Feature' for a premium feature", () => {
    renderGate(
      "diggs",
      "/diggs",
      resolveFeatureCatalogue(defaultFeatureCatalogue, { diggs: { state: "premium" } }),
    );
    expect(screen.getByRole("heading", { name: "Premium Feature" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("shows 'Feature Unavailable' for any other locked state", () => {
    renderGate("admin", "/admin");
    expect(screen.getByRole("heading", { name: "Feature Unavailable" })).toBeInTheDocument();
  });

  it("sends a signed-out visitor of an open feature to log in, not to 'Feature Unavailable'", () => {
    renderGate("jobs", "/jobs", defaultFeatureCatalogue, null);
    expect(screen.getByRole("heading", { name: "Log in page" })).toBeInTheDocument();
    expect(screen.queryByText("Feature Unavailable")).not.toBeInTheDocument();
  });
});
