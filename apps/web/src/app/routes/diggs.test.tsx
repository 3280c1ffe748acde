import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { diggsQueryKeys } from "../../features/diggs/api/diggs-api.ts";
import { listingFixture } from "../../features/diggs/test-support.ts";
import { jsonResponse, sentBody } from "../../test-support/fetch-stubs.ts";
import { renderAt } from "../../test-support/render.tsx";
import { DiggsPage } from "./diggs.tsx";

afterEach(() => vi.restoreAllMocks());

describe("the accommodation page", () => {
  it("puts the messages feature's button on a listing: Contact opens the conversation with the owner", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async (url) =>
        String(url) === "/api/features"
          ? jsonResponse(200, { messages: { enabled: true, accessible: true } })
          : jsonResponse(201, { id: "conversation-9" }),
      );
    const { router } = renderAt(<DiggsPage />, "/diggs?listing=listing-1", [
      [diggsQueryKeys.detail("listing-1"), listingFixture],
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Contact Olu" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/messages");
    expect(router.state.location.search).toBe("?c=conversation-9");
    const started = fetchSpy.mock.calls.findIndex(([url]) => url === "/api/conversations");
    expect(sentBody(fetchSpy, started)).toEqual({ via: "listing", listing_id: "listing-1" });
  });
});
