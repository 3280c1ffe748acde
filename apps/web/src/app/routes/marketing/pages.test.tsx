import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../../features/marketing/test-support.tsx";
import { AboutPage } from "./about.tsx";
import { PricingPage } from "./pricing.tsx";
import { PrivacyPage } from "./privacy.tsx";
import { TermsPage } from "./terms.tsx";

const pages: Array<[string, ReactNode, string]> = [
  ["PricingPage", <PricingPage key="pricing" />, "Pricing"],
  ["AboutPage", <AboutPage key="about" />, "About SiteReady"],
  ["TermsPage", <TermsPage key="terms" />, "Terms of use"],
  ["PrivacyPage", <PrivacyPage key="privacy" />, "Privacy notice"],
];

describe("static marketing pages", () => {
  it.each(pages)("%s has one h1", (_name, page, title) => {
    renderAt(page, "/page");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
  });

  it("pricing lists what each plan unlocks (checkout and donations: pricing.test.tsx)", () => {
    renderAt(<PricingPage />, "/pricing");
    for (const plan of ["Free", "Pro", "Premium"]) {
      expect(screen.getByRole("heading", { level: 3, name: plan })).toBeInTheDocument();
    }
    expect(screen.getByText("Test centre search.")).toBeInTheDocument();
    expect(screen.getByText("Accommodation search.")).toBeInTheDocument();
  });

  it.each([
    ["TermsPage", <TermsPage key="terms" />],
    ["PrivacyPage", <PrivacyPage key="privacy" />],
  ])("%s is dated 22 November 2026", (_name, page) => {
    renderAt(page, "/page");
    expect(screen.getByText("22 November 2026")).toHaveAttribute("datetime", "2026-11-22");
  });

  it("privacy says how to export or delete, and how to complain to the ICO", () => {
    renderAt(<PrivacyPage />, "/privacy");
    expect(screen.getByText(/We never sell your data, and we never share it/)).toBeInTheDocument();
    expect(screen.getByText("Export everything:")).toBeInTheDocument();
    expect(screen.getByText("Delete your account:")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ico.org.uk/make-a-complaint" })).toHaveAttribute(
      "href",
      "https://ico.org.uk/make-a-complaint/",
    );
  });
});
