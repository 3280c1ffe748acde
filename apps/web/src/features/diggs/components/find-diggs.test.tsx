import { diggsMessages } from "@siteready/domain/diggs";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { listingFixture } from "../test-support.ts";
import { FindDiggs } from "./find-diggs.tsx";

afterEach(() => vi.restoreAllMocks());

const noPlaces = () => jsonResponse(200, { places: [] });

describe("Find a place", () => {
  it("lists the accommodation found, how many and near where, each linking to its page", async () => {
    stubApi({
      "GET /api/diggs/places": noPlaces,
      "GET /api/diggs/listings": () =>
        jsonResponse(200, {
          listings: [
            listingFixture,
            { ...listingFixture, id: "listing-2", title: "House for a crew of four" },
          ],
          near: { place: "LS1", town: "Leeds", radius_miles: 25 },
          notice: null,
        }),
    });
    renderAt(<FindDiggs />, "/diggs");
    expect((await screen.findByRole("status")).textContent).toBe(
      "2 listings found within 25 miles of LS1, Leeds, nearest first",
    );
    const results = screen.getByRole("list", { name: "Accommodation listings" });
    expect(within(results).getAllByRole("listitem")).toHaveLength(2);
    expect(within(results).getByRole("link", { name: "House for a crew of four" }).getAttribute("href")).toBe(
      "/diggs?listing=listing-2",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Accommodation listings" })).toBeTruthy();
  });

  it("says when nothing matches, with the server's notice and a way to list a room", async () => {
    stubApi({
      "GET /api/diggs/places": noPlaces,
      "GET /api/diggs/listings": () =>
        jsonResponse(200, { listings: [], near: null, notice: { key: "places.diggs.nearServiceDown" } }),
    });
    renderAt(<FindDiggs />, "/diggs?tab=find");
    expect((await screen.findByRole("status")).textContent).toBe("0 listings found");
    expect(screen.getByText(diggsMessages.nearServiceDown)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Nothing matches yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "List a room" }).getAttribute("href")).toBe(
      "/diggs?tab=find&add=new",
    );
    expect(screen.queryByRole("list", { name: "Accommodation listings" })).toBeNull();
  });

  it("puts the filters in the URL when Search is pressed", async () => {
    stubApi({
      "GET /api/diggs/places": noPlaces,
      "GET /api/diggs/listings": () => jsonResponse(200, { listings: [], near: null, notice: null }),
    });
    const { router } = renderAt(<FindDiggs />, "/diggs");
    fireEvent.change(screen.getByLabelText(/Near/), { target: { value: "LS1" } });
    fireEvent.click(screen.getByLabelText(/Van parking/));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("near")).toBe("LS1");
    expect(search.get("van_parking")).toBe("true");
    expect(search.get("radius_miles")).toBe("25");
  });
});
