import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderAt } from "../../../features/marketing/test-support.tsx";
import { showLanguage } from "../../../i18n/i18n.ts";
import { PricingPage } from "./pricing.tsx";
import { TermsPage } from "./terms.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the marketing pages in other languages", () => {
  it("prices the plans in pounds the Polish way and explains donations in Polish", async () => {
    await showLanguage("pl");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { cardPayments: true })),
    );
    renderAt(<PricingPage />, "/pricing", [[["session"], null]]);
    const plans = screen.getByRole("heading", { name: "Plany" }).closest("section") as HTMLElement;
    expect(within(plans).getByRole("heading", { name: "Darmowy" })).toBeInTheDocument();
    expect(within(plans).getByText(/^4,99\s£ miesięcznie$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Co rok" }));
    expect(within(plans).getByText(/^49,99\s£ rocznie$/)).toBeInTheDocument();
    expect(within(plans).getByText("Wszystko z planu Darmowy, a do tego:")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Wesprzyj" })).toBeInTheDocument();
    expect(screen.getByText("Wesprzyj, aby odblokować")).toBeInTheDocument();
  });

  it("keeps the terms in English under a Bulgarian title and says the English text applies", async () => {
    await showLanguage("bg");
    renderAt(<TermsPage />, "/terms");
    expect(screen.getByRole("heading", { level: 1, name: "Условия за ползване" })).toBeInTheDocument();
    expect(screen.getByText(/Валиден е английският текст/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What SiteReady is" }).closest("[lang]")).toHaveAttribute(
      "lang",
      "en",
    );
  });
});
