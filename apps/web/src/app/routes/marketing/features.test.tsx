import {
  defaultFeatureCatalogue,
  featureKeys,
  resolveFeatureCatalogue,
  resolveFeaturesFor,
} from "@siteready/domain/features";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { feedbackVotesQueryKey } from "../../../features/marketing/api/get-feedback-votes.ts";
import { featureStateWords } from "../../../features/marketing/components/feature-directory.tsx";
import { jsonResponse, renderAt } from "../../../features/marketing/test-support.tsx";
import { FeaturesPage } from "./features.tsx";

const features = resolveFeaturesFor(defaultFeatureCatalogue, null);

function cardOf(title: string) {
  const card = screen.getByRole("heading", { level: 3, name: title }).closest("li");
  if (!card) throw new Error(`no card for ${title}`);
  return within(card);
}

describe("FeaturesPage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists every feature with its state, grouped like the sidebar", () => {
    renderAt(<FeaturesPage />, "/features", [
      [["session"], null],
      [["features", null], features],
      [feedbackVotesQueryKey, { cvOptimizer: 4 }],
    ]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    for (const title of [
      "Profile & Compliance",
      "Tools & Features",
      "Jobs & Projects",
      "Company & Support",
    ]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
    for (const key of featureKeys.filter((key) => key !== "admin")) {
      const feature = features[key];
      const card = cardOf(feature.title);
      expect(card.getByText(featureStateWords(feature))).toBeInTheDocument();
      expect(card.getByText(feature.description)).toBeInTheDocument();
    }
    expect(cardOf("Jobs").getByText("Available")).toBeInTheDocument();
    expect(cardOf("Accommodation").getByText("Donate to unlock")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("links locked features to a vote, with the vote count", () => {
    renderAt(<FeaturesPage />, "/features", [
      [["session"], null],
      [["features", null], features],
      [feedbackVotesQueryKey, { cvOptimizer: 4, diggs: 1 }],
    ]);
    const cv = cardOf("AI CV Optimizer");
    expect(cv.getByRole("link", { name: "Vote for this feature: AI CV Optimizer" })).toHaveAttribute(
      "href",
      "/feedback?feature=cvOptimizer",
    );
    expect(cv.getByText("4 votes")).toBeInTheDocument();
    expect(cardOf("Accommodation").getByText("1 vote")).toBeInTheDocument();
    expect(cardOf("Groups").getByText("0 votes")).toBeInTheDocument();
    expect(cardOf("Weather").queryByRole("link")).not.toBeInTheDocument();
  });

  it("words every state, and hides voting while feedback is switched off", () => {
    const catalogue = resolveFeatureCatalogue(defaultFeatureCatalogue, {
      feedback: { state: "comingSoon" },
      jobs: { state: "premium" },
      weather: { state: "disabled" },
      projects: { tier: "pro" },
    });
    const user = { role: "user", subscriptionTier: "free" } as const;
    renderAt(<FeaturesPage />, "/features", [
      [["session"], null],
      [["features", null], resolveFeaturesFor(catalogue, user)],
    ]);
    expect(cardOf("Feedback").getByText("Coming soon")).toBeInTheDocument();
    expect(cardOf("Jobs").getByText("Premium")).toBeInTheDocument();
    expect(cardOf("Weather").getByText("Unavailable")).toBeInTheDocument();
    expect(cardOf("Projects/History").getByText("Premium")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Vote for this feature/ })).not.toBeInTheDocument();
  });

  it("lists the built-in catalogue while loading, and the error box when the list cannot be fetched", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      jsonResponse(403, {
        code: "FORBIDDEN",
        category: "authorization",
        severity: "medium",
        message: "Access denied. You do not have permission for this action.",
        errorId: "req-12345678",
      }),
    );
    renderAt(<FeaturesPage />, "/features", [[["session"], null]]);
    expect(screen.getByRole("heading", { name: "AI CV Optimizer" })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Access denied. You do not have permission for this action.",
    );
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
