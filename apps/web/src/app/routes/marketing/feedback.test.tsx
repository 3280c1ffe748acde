import { defaultFeatureCatalogue, resolveFeaturesFor } from "@siteready/domain/features";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../features/marketing/test-support.tsx";
import { FeedbackPage } from "./feedback.tsx";

const signedOut: Array<[readonly unknown[], unknown]> = [
  [["session"], null],
  [["features", null], resolveFeaturesFor(defaultFeatureCatalogue, null)],
];

describe("FeedbackPage", () => {
  it("prefills a vote for the feature named in ?feature=", () => {
    renderAt(<FeedbackPage />, "/feedback?feature=cvOptimizer", signedOut);
    expect(screen.getByRole("heading", { level: 1, name: "Feedback" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Vote for a feature" })).toBeChecked();
    expect(screen.getByLabelText("Feature")).toHaveValue("cvOptimizer");
    expect(screen.getByRole("option", { name: "AI CV Optimizer" })).toHaveProperty("selected", true);
  });

  it("takes the kind from ?kind= and ignores a feature that does not exist", () => {
    renderAt(<FeedbackPage />, "/feedback?feature=teleporter&kind=problem", signedOut);
    expect(screen.getByRole("radio", { name: "Report a problem" })).toBeChecked();
    expect(screen.getByLabelText("Feature")).toHaveValue("");
  });

  it("starts with an idea when nothing is named", () => {
    renderAt(<FeedbackPage />, "/feedback", signedOut);
    expect(screen.getByRole("radio", { name: "Share an idea" })).toBeChecked();
  });
});
