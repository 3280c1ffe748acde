import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../features/marketing/test-support.tsx";
import { ApiError, apiErrorFromBody } from "../../lib/api-client.ts";
import { ErrorBox } from "./error-box.tsx";

const lockedBody = {
  code: "FEATURE_LOCKED",
  category: "authorization",
  severity: "medium",
  message: "Access denied. You do not have permission for this action.",
  errorId: "err-2",
  details: { capability: "job_matching", state: "premium", reason: "tier_required" },
};

describe("ErrorBox for a paid-tier capability", () => {
  it("shows 'Premium Feature' and the way to the plans", async () => {
    const error = await apiErrorFromBody(403, lockedBody);
    expect(error).toBeInstanceOf(ApiError);
    renderAt(<ErrorBox error={error} />);
    expect(screen.getByText("Premium Feature")).toBeInTheDocument();
    expect(screen.getByText(/Job matching is part of a paid plan/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Pricing Plans" })).toHaveAttribute("href", "/pricing");
  });

  it("keeps the ordinary box for other refusals", async () => {
    const error = await apiErrorFromBody(403, { ...lockedBody, details: { state: "donateToUnlock" } });
    renderAt(<ErrorBox error={error} />);
    expect(screen.queryByText("Premium Feature")).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Access denied");
  });
});
