import type { UrgencyView } from "@siteready/domain/profile";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showLanguage } from "../../i18n/i18n.ts";
import { UrgencyBadge } from "./urgency-badge.tsx";

describe("UrgencyBadge", () => {
  it.each<[UrgencyView, string]>([
    [{ status: "expired", days_left: -3, label: "Expired 3 days ago" }, "Expired 3 days ago"],
    [{ status: "urgent", days_left: 20, label: "Expires in 20 days" }, "Urgent · Expires in 20 days"],
    [{ status: "warning", days_left: 60, label: "Expires in 60 days" }, "Expiring soon · Expires in 60 days"],
    [{ status: "valid", days_left: 400, label: "Valid" }, "Valid"],
    [{ status: "unknown", days_left: null, label: "No expiry date" }, "No expiry date"],
  ])("says %j in words, with an icon and the status colour", (urgency, text) => {
    const { container } = render(<UrgencyBadge urgency={urgency} />);
    const badge = container.firstElementChild;
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute("data-urgency", urgency.status);
    expect(badge?.className).toContain(`border-urgency-${urgency.status}`);
    expect(badge?.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText(text)).toBeVisible();
  });
});

describe("UrgencyBadge in other languages", () => {
  it.each<[UrgencyView, string]>([
    [{ status: "expired", days_left: -3, label: "Expired 3 days ago" }, "Nieważne od 3 dni"],
    [{ status: "urgent", days_left: 22, label: "Expires in 22 days" }, "Pilne · Wygasa za 22 dni"],
    [{ status: "urgent", days_left: 1, label: "Expires tomorrow" }, "Pilne · Wygasa jutro"],
    [{ status: "unknown", days_left: null, label: "No expiry date" }, "Brak daty ważności"],
  ])("says %j in Polish, with Polish plurals", async (urgency, text) => {
    await showLanguage("pl");
    const { container } = render(<UrgencyBadge urgency={urgency} />);
    expect(container.firstElementChild).toHaveTextContent(text);
  });
});
