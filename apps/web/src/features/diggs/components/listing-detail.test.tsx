import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../../test-support/render.tsx";
import { diggsQueryKeys } from "../api/diggs-api.ts";
import { listingFixture } from "../test-support.ts";
import { ListingCard } from "./listing-card.tsx";
import { ListingDetail } from "./listing-detail.tsx";

const listing = listingFixture;

afterEach(() => vi.restoreAllMocks());

describe("a listing's page", () => {
  it("warns about paying outside agreed methods, and offers the page's message button to the owner", () => {
    const offered: unknown[] = [];
    renderAt(
      <ListingDetail
        listingId="listing-1"
        backSearch=""
        messageButton={(to, label) => {
          offered.push(to);
          return <button type="button">{label}</button>;
        }}
      />,
      "/diggs",
      [[diggsQueryKeys.detail("listing-1"), listing]],
    );
    // Opened (from the results, or saved from its form), the listing's title takes the focus.
    expect(screen.getByRole("heading", { name: "Twin room by the Quayside" })).toHaveFocus();
    expect(screen.getByText(/Never pay a deposit or rent outside the payment methods/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Contact Olu" })).toBeTruthy();
    expect(offered.at(-1)).toEqual({ via: "listing", listing_id: "listing-1" });
  });

  it("gives the owner their tools instead of Contact", () => {
    renderAt(<ListingDetail listingId="listing-1" backSearch="" messageButton={() => null} />, "/diggs", [
      [diggsQueryKeys.detail("listing-1"), { ...listing, is_mine: true, status: "paused" }],
    ]);
    expect(screen.queryByRole("button", { name: /^Contact/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Your listing" })).toBeTruthy();
    expect(screen.getByText("Paused: nobody else can see it.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Make it active again" })).toBeTruthy();
  });
});

describe("a listing in the results", () => {
  it("shows its distance and price per person per week, or that the distance is not known yet", () => {
    const { unmount } = renderAt(<ListingCard listing={listing} href="?listing=listing-1" />, "/diggs");
    expect(screen.getByText("£122.50 per person per week")).toBeTruthy();
    expect(screen.getByText("· 3.4 miles away")).toBeTruthy();
    unmount();
    renderAt(
      <ListingCard
        listing={{ ...listing, location_known: false, distance_miles: null }}
        href="?listing=listing-1"
      />,
      "/diggs",
    );
    expect(screen.getByText("· Distance not known yet")).toBeTruthy();
  });
});
