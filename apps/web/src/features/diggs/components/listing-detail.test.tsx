import type { ListingView } from "@siteready/domain";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { diggsQueryKeys } from "../api/diggs-api.ts";
import { ListingCard } from "./listing-card.tsx";
import { ListingDetail } from "./listing-detail.tsx";

const listing: ListingView = {
  id: "listing-1",
  title: "Twin room by the Quayside",
  description: "Twin room in a quiet flat.",
  postcode: "NE1 5DL",
  town: "Newcastle upon Tyne",
  price_per_night_pence: 3_500,
  price_per_week_pence: null,
  price_basis: "per_room",
  price_label: "£35 a night per room",
  price_per_person_per_week_pence: 12_250,
  price_per_person_per_week_label: "£122.50 per person per week",
  bills_included: true,
  room_type: "twin",
  beds: 2,
  van_parking: true,
  kitchen: false,
  washing_machine: false,
  wifi: true,
  monday_to_friday: false,
  minimum_stay_nights: 3,
  available_from: "2026-01-05",
  available_to: null,
  status: "active",
  hidden: false,
  location_known: true,
  distance_miles: 3.4,
  photos: [],
  owner_first_name: "Olu",
  is_mine: false,
  created_at: "2026-01-01T09:00:00.000Z",
  updated_at: "2026-01-01T09:00:00.000Z",
};

afterEach(() => vi.restoreAllMocks());

describe("a listing's page", () => {
  it("warns about paying outside agreed methods, and Contact opens the conversation with the owner", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (url) =>
        String(url) === "/api/features"
          ? jsonResponse(200, { messages: { enabled: true, accessible: true } })
          : jsonResponse(201, { id: "conversation-9" }),
      );
    const { router } = renderAt(<ListingDetail listingId="listing-1" backSearch="" />, "/diggs", [
      [diggsQueryKeys.detail("listing-1"), listing],
    ]);
    expect(screen.getByRole("heading", { name: "Twin room by the Quayside" })).toBeTruthy();
    expect(screen.getByText(/Never pay a deposit or rent outside the payment methods/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Contact Olu" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/messages");
    expect(router.state.location.search).toBe("?c=conversation-9");
    const started = fetchSpy.mock.calls.findIndex(([url]) => url === "/api/conversations");
    expect(sentBody(fetchSpy, started)).toEqual({ via: "listing", listing_id: "listing-1" });
  });

  it("gives the owner their tools instead of Contact", () => {
    renderAt(<ListingDetail listingId="listing-1" backSearch="" />, "/diggs", [
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
