import { billingMessages } from "@siteready/domain/billing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderAt, sentBody } from "../../../features/marketing/test-support.tsx";
import { PricingPage } from "./pricing.tsx";

const session = {
  session: { expiresAt: "2026-12-01T00:00:00.000Z" },
  user: {
    id: "4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
    email: "aoife@example.com",
    name: "Aoife Byrne",
    firstName: "Aoife",
    lastName: "Byrne",
    image: null,
    role: "user",
    subscriptionTier: "free",
    onboardingCompleted: true,
  },
};

/** Answers the status call with `cardPayments`, and checkout with `checkout`. */
function stubApi(cardPayments: boolean, checkout: Response) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes("/api/billing/status") ? jsonResponse(200, { cardPayments }) : checkout,
  );
  vi.stubGlobal("fetch", fetchSpy);
  return fetchSpy;
}

const checkoutCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.filter(([input]) => String(input).includes("create-checkout-session"));

afterEach(() => vi.unstubAllGlobals());

describe("PricingPage", () => {
  it("shows Free, Pro and Premium with monthly and yearly prices in pounds", async () => {
    stubApi(true, jsonResponse(200, {}));
    renderAt(<PricingPage />, "/pricing", [[["session"], null]]);
    const plans = screen.getByRole("heading", { name: "Plans" }).closest("section") as HTMLElement;
    expect(within(plans).getByRole("heading", { name: "Free" })).toBeInTheDocument();
    expect(within(plans).getByText("£4.99 a month")).toBeInTheDocument();
    expect(within(plans).getByText("£9.99 a month")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    expect(within(plans).getByText("£49.99 a year")).toBeInTheDocument();
    expect(within(plans).getByText("£99.99 a year")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "£3" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "£10" })).toBeInTheDocument();
  });

  it("calls donate-to-unlock features what they are: built, and switched on by the operator", () => {
    stubApi(true, jsonResponse(200, {}));
    renderAt(<PricingPage />, "/pricing", [[["session"], null]]);
    const donate = screen.getByRole("heading", { name: "Donate" }).closest("section") as HTMLElement;
    expect(donate).toHaveTextContent("are built, tested and ready");
    expect(donate).toHaveTextContent("can also switch any of them on at any time");
    expect(donate).not.toHaveTextContent(/planned|waiting for funding/);
    expect(screen.getByRole("link", { name: "Sign up free" })).toHaveAttribute("href", "/register");
  });

  it("asks a visitor to log in first, with a link to log in", async () => {
    const fetchSpy = stubApi(true, jsonResponse(200, {}));
    renderAt(<PricingPage />, "/pricing", [[["session"], null]]);
    await userEvent.click(screen.getByRole("button", { name: "Choose Pro" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(billingMessages.signInRequired);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(checkoutCalls(fetchSpy)).toHaveLength(0);
  });

  it("says plainly when card payment is not configured, and gives §8's message on checkout", async () => {
    stubApi(
      false,
      jsonResponse(503, {
        code: "NOT_CONFIGURED",
        category: "server",
        severity: "high",
        message: billingMessages.notConfigured,
        errorId: "err-1",
      }),
    );
    renderAt(<PricingPage />, "/pricing", [[["session"], session]]);
    expect(await screen.findByText("Card payment is not set up on this SiteReady")).toBeInTheDocument();
    // No donate button that can only fail: other ways to help instead.
    expect(screen.queryByRole("button", { name: "Donate" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vote or send feedback" })).toHaveAttribute("href", "/feedback");
    // A signed-in worker is not offered a sign-up.
    expect(screen.queryByRole("link", { name: "Sign up free" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Your plan: go to your dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await userEvent.click(screen.getByRole("button", { name: "Choose Pro" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(billingMessages.notConfigured);
  });

  it("says 'Failed to create checkout session' when checkout fails", async () => {
    stubApi(true, jsonResponse(502, { code: "SERVICE_UNAVAILABLE", message: "Bad gateway" }));
    renderAt(<PricingPage />, "/pricing", [[["session"], session]]);
    await userEvent.click(screen.getByRole("button", { name: "Choose Premium" }));
    expect(await screen.findByRole("alert", {}, { timeout: 15_000 })).toHaveTextContent(
      billingMessages.checkoutFailed,
    );
  });

  it("sends a custom monthly donation in pence and refuses one under £1", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fetchSpy = stubApi(
      true,
      jsonResponse(200, { sessionId: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" }),
    );
    renderAt(<PricingPage />, "/pricing", [[["session"], session]]);
    await userEvent.click(screen.getByRole("radio", { name: "Other amount" }));
    const amount = screen.getByLabelText("Your amount in pounds (at least £1)");
    await userEvent.type(amount, "0.50");
    await userEvent.click(screen.getByRole("button", { name: "Donate" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The smallest donation is £1");

    await userEvent.clear(amount);
    await userEvent.type(amount, "7.50");
    await userEvent.click(screen.getByRole("radio", { name: "Every month" }));
    await userEvent.click(screen.getByRole("button", { name: "Donate" }));
    await vi.waitFor(() => expect(checkoutCalls(fetchSpy)).toHaveLength(1));
    const call = fetchSpy.mock.calls.findIndex(([input]) =>
      String(input).includes("create-checkout-session"),
    );
    expect(sentBody(fetchSpy, call)).toEqual({
      planName: "donation",
      amountPence: 750,
      frequency: "monthly",
    });
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://checkout.stripe.com/c/pay/cs_test_1"),
    );
  });

  it("offers a subscriber the portal to manage or cancel their plan", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const fetchSpy = stubApi(true, jsonResponse(200, { url: "https://billing.stripe.com/p/session/test_1" }));
    renderAt(<PricingPage />, "/pricing", [
      [["session"], { ...session, user: { ...session.user, subscriptionTier: "pro" } }],
    ]);
    expect(screen.getByText("You're on Pro. Thank you for your support.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Manage or cancel your plan" }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test_1"),
    );
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes("/api/billing/portal"))).toBe(true);
  });
});
