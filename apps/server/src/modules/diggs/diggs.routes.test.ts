import type { ListingReports, ListingSearchResult, ListingView, MyListings } from "@siteready/domain/diggs";
import { distanceMiles } from "@siteready/domain/places";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postcodeDirectory } from "../../db/schema/places.ts";
import { storedFiles } from "../../db/schema/profile.ts";
import { callsTo, type SignedInUser, signedInUser } from "../../test-support/auth-helpers.ts";
import { type FakePlace, fakePostcodes } from "../../test-support/location-fakes.ts";
import { createTestAppWithPostcodes } from "../../test-support/test-app.ts";
import { pngImage, uploadForm } from "../files/upload-test-support.ts";
import { morleyHouse } from "./diggs-test-support.ts";

const bradfordRoom = {
  title: "Single room near Bradford Interchange",
  description: "Quiet single room in a shared house, Monday to Friday only.",
  postcode: "BD1 1HY",
  price_per_night: "30",
  price_basis: "per_person",
  bills_included: false,
  room_type: "single",
  monday_to_friday: true,
  minimum_stay_nights: 2,
  available_from: "2026-01-01",
};

/** Diggs through its HTTP API: listings, search near a postcode, photos, ownership, reports, hiding. */
describe("diggs", () => {
  let testApp: Awaited<ReturnType<typeof createTestAppWithPostcodes>>;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let worker: SignedInUser;
  const { inject, getOk } = callsTo(() => testApp.app);
  const create = (user: SignedInUser, payload: object) =>
    inject({ method: "POST", url: "/api/diggs/listings", headers: user.headers, payload });
  const search = (user: SignedInUser, query: string) =>
    getOk<ListingSearchResult>(user, `/api/diggs/listings?${query}`);
  let house: ListingView;
  let room: ListingView;

  beforeAll(async () => {
    testApp = await createTestAppWithPostcodes({ ADMIN_EMAILS: "boss@example.com" });
    admin = await signedInUser(testApp.app, { email: "boss@example.com" });
    owner = await signedInUser(testApp.app, { firstName: "Olu", lastName: "Owner" });
    worker = await signedInUser(testApp.app, { firstName: "Wes", lastName: "Worker" });
  });
  afterAll(() => testApp.close());

  it("is locked until an admin switches it on", async () => {
    const response = await create(owner, morleyHouse);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FEATURE_LOCKED", details: { feature: "diggs" } });
    const enabled = await inject({
      method: "PATCH",
      url: "/api/admin/features/diggs",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(enabled.statusCode).toBe(200);
  });

  it("creates listings with their price per person per week worked out", async () => {
    const houseResponse = await create(owner, morleyHouse);
    expect(houseResponse.statusCode, houseResponse.body).toBe(201);
    house = houseResponse.json();
    expect(house).toMatchObject({
      title: "Crew house in Morley",
      postcode: "LS27 9BB",
      town: "Leeds",
      beds: 4,
      price_label: "£600 a week per room",
      price_per_person_per_week_pence: 15_000,
      price_per_person_per_week_label: "£150 per person per week",
      location_known: true,
      is_mine: true,
      owner_first_name: "Olu",
      status: "active",
    });
    const roomResponse = await create(owner, bradfordRoom);
    expect(roomResponse.statusCode, roomResponse.body).toBe(201);
    room = roomResponse.json();
    // A Monday-to-Friday let at £30 a night: five nights a week.
    expect(room).toMatchObject({ beds: 1, price_per_person_per_week_label: "£150 per person per week" });
  });

  it("refuses a listing without a price, with the field's message", async () => {
    const { price_per_week: _price, ...withoutPrice } = morleyHouse;
    const response = await create(owner, withoutPrice);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ price_per_night: ["Enter a price per night or per week"] });
  });

  it("finds listings near a postcode, nearest first, with distance; filters narrow them", async () => {
    const near = await search(worker, "near=LS1%204DY&radius_miles=25");
    expect(near.near).toMatchObject({ place: "LS1 4DY" });
    const milesFromLeeds = (postcode: string) =>
      Math.round(
        distanceMiles(fakePostcodes["LS1 4DY"] as FakePlace, fakePostcodes[postcode] as FakePlace) * 10,
      ) / 10;
    expect(near.listings.map((listing) => [listing.title, listing.distance_miles])).toEqual([
      ["Crew house in Morley", milesFromLeeds("LS27 9BB")],
      ["Single room near Bradford Interchange", milesFromLeeds("BD1 1HY")],
    ]);
    expect(near.listings[0]?.is_mine).toBe(false);
    expect((await search(worker, "near=LS1%204DY&radius_miles=5")).listings.map((l) => l.title)).toEqual([
      "Crew house in Morley",
    ]);
    expect(
      (await search(worker, "near=LS1%204DY&van_parking=true&bills_included=true")).listings,
    ).toHaveLength(1);
    expect((await search(worker, "room_type=single")).listings.map((l) => l.title)).toEqual([
      "Single room near Bradford Interchange",
    ]);
    expect((await search(worker, "max_price=100")).listings).toEqual([]);
    expect((await search(worker, "from=2025-06-01")).listings).toEqual([]);
    expect((await search(worker, "q=interchange")).listings.map((l) => l.title)).toEqual([
      "Single room near Bradford Interchange",
    ]);
  });

  it("keeps another user from editing, pausing or deleting my listing (404), and lets me", async () => {
    const url = `/api/diggs/listings/${house.id}`;
    const edit = await inject({
      method: "PUT",
      url,
      headers: worker.headers,
      payload: { ...morleyHouse, title: "Mine now" },
    });
    expect(edit.statusCode).toBe(404);
    const pause = await inject({
      method: "PUT",
      url: `${url}/status`,
      headers: worker.headers,
      payload: { status: "paused" },
    });
    expect(pause.statusCode).toBe(404);
    expect((await inject({ method: "DELETE", url, headers: worker.headers })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url, headers: owner.headers })).json().title).toBe(
      "Crew house in Morley",
    );

    const mine = await inject({
      method: "PUT",
      url,
      headers: owner.headers,
      payload: { ...morleyHouse, title: "Crew house, Morley" },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().title).toBe("Crew house, Morley");
  });

  it("stores up to 8 photos with the usual processing and shows them to other workers", async () => {
    const url = `/api/diggs/listings/${house.id}/photos`;
    const added = await inject({
      method: "POST",
      url,
      headers: owner.headers,
      payload: uploadForm(await pngImage(), "front.png"),
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = (added.json() as ListingView).photos[0];
    expect(photo).toBeDefined();
    const seen = await inject({ method: "GET", url: photo?.url ?? "", headers: worker.headers });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/jpeg");
    const thumbnail = await inject({
      method: "GET",
      url: photo?.thumbnail_url ?? "",
      headers: worker.headers,
    });
    expect(thumbnail.headers["content-type"]).toBe("image/webp");

    const notAnImage = await inject({
      method: "POST",
      url,
      headers: owner.headers,
      payload: uploadForm(Buffer.from("hello"), "note.txt"),
    });
    expect(notAnImage.statusCode).toBe(415);
    const someoneElse = await inject({
      method: "POST",
      url,
      headers: worker.headers,
      payload: uploadForm(await pngImage(), "x.png"),
    });
    expect(someoneElse.statusCode).toBe(404);

    for (let count = 1; count < 8; count++) {
      const more = await inject({
        method: "POST",
        url,
        headers: owner.headers,
        payload: uploadForm(await pngImage(), `p${count}.png`),
      });
      expect(more.statusCode).toBe(201);
    }
    const ninth = await inject({
      method: "POST",
      url,
      headers: owner.headers,
      payload: uploadForm(await pngImage(), "p9.png"),
    });
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().message).toBe("A listing can have up to 8 photos. Remove one to add another.");
  });

  it("hides a paused listing from search and from others, and Contact reaches its owner only while it shows", async () => {
    const messagesOn = await inject({
      method: "PATCH",
      url: "/api/admin/features/messages",
      headers: admin.headers,
      payload: { state: "enabled" },
    });
    expect(messagesOn.statusCode).toBe(200);
    const contact = (user: SignedInUser) =>
      inject({
        method: "POST",
        url: "/api/conversations",
        headers: user.headers,
        payload: { via: "listing", listing_id: room.id },
      });
    const opened = await contact(worker);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().other).toEqual({ id: owner.userId, name: "Olu O." });
    expect((await contact(owner)).statusCode).toBe(404);

    const paused = await inject({
      method: "PUT",
      url: `/api/diggs/listings/${room.id}/status`,
      headers: owner.headers,
      payload: { status: "paused" },
    });
    expect(paused.json().status).toBe("paused");
    expect((await search(worker, "q=interchange")).listings).toEqual([]);
    expect(
      (await inject({ method: "GET", url: `/api/diggs/listings/${room.id}`, headers: worker.headers }))
        .statusCode,
    ).toBe(404);
    expect((await contact(worker)).statusCode).toBe(404);
    const mine = (
      await inject({ method: "GET", url: "/api/diggs/listings/mine", headers: owner.headers })
    ).json() as MyListings;
    expect(mine.listings.map((listing) => [listing.title, listing.status])).toContainEqual([
      "Single room near Bradford Interchange",
      "paused",
    ]);
  });

  it("takes reports, lists them for admins only, and an admin can hide the listing", async () => {
    const reported = await inject({
      method: "POST",
      url: `/api/diggs/listings/${house.id}/reports`,
      headers: worker.headers,
      payload: { reason: "Asked me to pay a deposit by bank transfer first." },
    });
    expect(reported.statusCode).toBe(204);
    expect(
      (await inject({ method: "GET", url: "/api/admin/diggs/reports", headers: worker.headers })).statusCode,
    ).toBe(403);
    const reports = (
      await inject({ method: "GET", url: "/api/admin/diggs/reports", headers: admin.headers })
    ).json() as ListingReports;
    expect(reports.reports).toEqual([
      expect.objectContaining({
        reason: "Asked me to pay a deposit by bank transfer first.",
        reporter_first_name: "Wes",
        listing: { id: house.id, title: "Crew house, Morley", postcode: "LS27 9BB", hidden: false },
      }),
    ]);
    const hidden = await inject({
      method: "PUT",
      url: `/api/admin/diggs/listings/${house.id}/hidden`,
      headers: admin.headers,
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(204);
    expect((await search(worker, "near=LS1%204DY")).listings).toEqual([]);
    const ownerView = await inject({
      method: "GET",
      url: `/api/diggs/listings/${house.id}`,
      headers: owner.headers,
    });
    expect(ownerView.json()).toMatchObject({ hidden: true });
  });

  it("deletes my listing with its photos", async () => {
    const deleted = await inject({
      method: "DELETE",
      url: `/api/diggs/listings/${house.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await inject({ method: "GET", url: `/api/diggs/listings/${house.id}`, headers: owner.headers }))
        .statusCode,
    ).toBe(404);
    // The stored files went with the listing (no orphaned photos count against the owner's storage).
    const ownerFiles = await testApp.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.userId, owner.userId));
    expect(ownerFiles).toEqual([]);
  });

  it("saves a listing while the postcode service is down, and finds it by keyword; its place comes later", async () => {
    testApp.postcodes.down = true;
    try {
      const response = await create(owner, {
        ...bradfordRoom,
        title: "Box room off Kirkgate",
        postcode: "B1 2ND",
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ location_known: false, distance_miles: null, town: null });
      expect((await search(worker, "q=kirkgate")).listings.map((l) => l.title)).toEqual([
        "Box room off Kirkgate",
      ]);
    } finally {
      testApp.postcodes.down = false;
    }
    expect(await testApp.database.db.select().from(postcodeDirectory)).toEqual([]);
  });
});
