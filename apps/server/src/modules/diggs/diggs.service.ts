import {
  type DiggsSearchPlaces,
  type DiggsSearchQuery,
  describeListingPrice,
  diggsPlainRoutes,
  type ListingInput,
  type ListingReportInput,
  type ListingReports,
  type ListingSearchResult,
  type ListingStatus,
  type ListingView,
  listingPriceOf,
  MAX_LISTING_PHOTOS,
  type PriceBasis,
  pricePerPersonPerWeekPence,
  type RoomType,
} from "@siteready/domain/diggs";
import { endpointUrl } from "@siteready/domain/endpoint";
import { toIsoDate } from "@siteready/domain/fields";
import type { ImageRenditionWidth } from "@siteready/domain/files";
import type { MessageRef } from "@siteready/domain/i18n";
import { formatPence, poundsToPence } from "@siteready/domain/jobs";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { assertRecordId } from "../../lib/record-id.ts";
import type { SessionUser } from "../accounts/session-guard.ts";
import type { FileContent, FileService, Upload } from "../files/files.service.ts";
import { roundMiles } from "../geocoding/geo-sql.ts";
import type { GeocodedPlace, GeocodingService } from "../geocoding/geocoding.service.ts";
import {
  countPhotos,
  deleteListing,
  findListing,
  insertListing,
  insertPhoto,
  insertReport,
  type ListingSearchRow,
  listListingsOfOwner,
  listPhotoIds,
  listReports,
  listSearchPlacesOf,
  photoBelongsTo,
  searchListings,
  setListingHidden,
  updateListing,
} from "./diggs.repository.ts";

const MAX_SEARCH_RESULTS = 50;
const MAX_REPORTS_LISTED = 200;

export interface DiggsServiceOptions {
  db: Db;
  geocoding: GeocodingService;
  files: FileService;
  clock?: () => Date;
}

const photoPath = (
  listingId: string,
  fileId: string,
  route: typeof diggsPlainRoutes.photo | typeof diggsPlainRoutes.photoThumbnail = diggsPlainRoutes.photo,
) => endpointUrl(route, { params: { id: listingId, fileId } });

/** Listings seen by everyone signed in: active and not hidden by an admin. The owner sees theirs always. */
const isPublic = (row: ListingSearchRow) => row.status === "active" && row.hiddenAt === null;

/** A listing as `viewerId` sees it, with its photos (in order) as API paths. */
export function listingView(row: ListingSearchRow, photoIds: string[], viewerId: string): ListingView {
  const price = {
    pricePerNightPence: row.pricePerNightPence,
    pricePerWeekPence: row.pricePerWeekPence,
    priceBasis: row.priceBasis as PriceBasis,
    beds: row.beds,
    mondayToFriday: row.mondayToFriday,
  };
  const perPersonPerWeek = pricePerPersonPerWeekPence(price);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    postcode: row.postcode,
    town: row.town,
    price_per_night_pence: row.pricePerNightPence,
    price_per_week_pence: row.pricePerWeekPence,
    price_basis: price.priceBasis,
    price_label: describeListingPrice(price),
    price_per_person_per_week_pence: perPersonPerWeek,
    price_per_person_per_week_label: `${formatPence(perPersonPerWeek)} per person per week`,
    bills_included: row.billsIncluded,
    room_type: row.roomType as RoomType,
    beds: row.beds,
    van_parking: row.vanParking,
    kitchen: row.kitchen,
    washing_machine: row.washingMachine,
    wifi: row.wifi,
    monday_to_friday: row.mondayToFriday,
    minimum_stay_nights: row.minimumStayNights,
    available_from: row.availableFrom,
    available_to: row.availableTo,
    status: row.status as ListingStatus,
    hidden: row.hiddenAt !== null,
    location_known: row.latitude !== null && row.longitude !== null,
    distance_miles: row.distanceMiles === null ? null : roundMiles(row.distanceMiles),
    photos: photoIds.map((fileId) => ({
      id: fileId,
      url: photoPath(row.id, fileId),
      thumbnail_url: photoPath(row.id, fileId, diggsPlainRoutes.photoThumbnail),
    })),
    owner_first_name: row.ownerFirstName,
    is_mine: row.ownerId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createDiggsService({ db, geocoding, files, clock = () => new Date() }: DiggsServiceOptions) {
  async function viewsOf(rows: ListingSearchRow[], viewer: SessionUser): Promise<ListingView[]> {
    const photos = await listPhotoIds(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => listingView(row, photos.get(row.id) ?? [], viewer.id));
  }

  /** A listing the viewer may see: public ones, and their own whatever its state. Anything else is 404. */
  async function visibleListing(id: string, viewer: SessionUser): Promise<ListingSearchRow> {
    assertRecordId(id);
    const row = await findListing(db, id);
    if (!row || (row.ownerId !== viewer.id && !isPublic(row))) throw notFound();
    return row;
  }

  async function ownListing(id: string, user: SessionUser): Promise<ListingSearchRow> {
    assertRecordId(id);
    const row = await findListing(db, id);
    if (!row || row.ownerId !== user.id) throw notFound();
    return row;
  }

  async function get(id: string, viewer: SessionUser): Promise<ListingView> {
    const [view] = await viewsOf([await visibleListing(id, viewer)], viewer);
    if (!view) throw notFound();
    return view;
  }

  async function valuesOf(input: ListingInput, previous?: ListingSearchRow) {
    const price = listingPriceOf(input);
    // An unchanged postcode keeps its stored place, so editing the words never needs the postcode service.
    const place =
      previous && previous.postcode === input.postcode
        ? {
            postcode: previous.postcode,
            latitude: previous.latitude,
            longitude: previous.longitude,
            town: previous.town,
          }
        : await geocoding.locateForSave(input.postcode, "postcode");
    return {
      title: input.title,
      description: input.description,
      postcode: place.postcode,
      latitude: place.latitude,
      longitude: place.longitude,
      town: place.town,
      pricePerNightPence: price.pricePerNightPence,
      pricePerWeekPence: price.pricePerWeekPence,
      priceBasis: price.priceBasis,
      billsIncluded: input.bills_included,
      roomType: input.room_type,
      beds: price.beds,
      vanParking: input.van_parking,
      kitchen: input.kitchen,
      washingMachine: input.washing_machine,
      wifi: input.wifi,
      mondayToFriday: input.monday_to_friday,
      minimumStayNights: input.minimum_stay_nights,
      availableFrom: input.available_from,
      availableTo: input.available_to ?? null,
    };
  }

  return {
    get,

    async create(input: ListingInput, user: SessionUser): Promise<ListingView> {
      const id = await insertListing(db, { ownerId: user.id, ...(await valuesOf(input)) });
      return get(id, user);
    },

    async update(id: string, input: ListingInput, user: SessionUser): Promise<ListingView> {
      const previous = await ownListing(id, user);
      if (!(await updateListing(db, id, user.id, await valuesOf(input, previous)))) throw notFound();
      return get(id, user);
    },

    async setStatus(id: string, status: ListingStatus, user: SessionUser): Promise<ListingView> {
      assertRecordId(id);
      if (!(await updateListing(db, id, user.id, { status }))) throw notFound();
      return get(id, user);
    },

    async remove(id: string, user: SessionUser): Promise<void> {
      assertRecordId(id);
      await files.detachFiles(user.id, async (tx) => {
        const detached = await deleteListing(tx, id, user.id);
        if (detached === null) throw notFound();
        return { result: undefined, detached };
      });
    },

    async mine(user: SessionUser): Promise<ListingView[]> {
      return viewsOf(await listListingsOfOwner(db, user.id), user);
    },

    async search(query: DiggsSearchQuery, user: SessionUser): Promise<ListingSearchResult> {
      let place: GeocodedPlace | null = null;
      let notice: MessageRef | null = null;
      if (query.near) {
        try {
          place = await geocoding.lookupPlace(query.near, "near");
        } catch (error) {
          // Keywords and filters still work while the postcode service is down: say so, and show every match.
          if (!(error instanceof AppError && error.status === 503)) throw error;
          notice = { key: "places.diggs.nearServiceDown" };
        }
      }
      const rows = await searchListings(db, {
        text: query.q,
        near: place
          ? { latitude: place.latitude, longitude: place.longitude, radiusMiles: query.radius_miles }
          : undefined,
        maxPerPersonPerWeekPence: query.max_price === undefined ? undefined : poundsToPence(query.max_price),
        roomType: query.room_type,
        vanParking: query.van_parking,
        billsIncluded: query.bills_included,
        from: query.from,
        to: query.to,
        today: toIsoDate(clock()),
        limit: MAX_SEARCH_RESULTS,
      });
      return {
        listings: await viewsOf(rows, user),
        near: place ? { place: place.label, town: place.town, radius_miles: query.radius_miles } : null,
        notice,
      };
    },

    async searchPlaces(user: SessionUser): Promise<DiggsSearchPlaces> {
      const found = await listSearchPlacesOf(db, user.id);
      const seen = new Set<string>();
      const places: DiggsSearchPlaces["places"] = [];
      for (const [kind, list] of [
        ["project", found.projects],
        ["job", found.jobs],
      ] as const) {
        for (const place of list) {
          const key = `${place.label}|${place.postcode}`;
          if (seen.has(key)) continue;
          seen.add(key);
          places.push({ kind, label: place.label, postcode: place.postcode });
        }
      }
      return { places };
    },

    /** Adds a photo (same checks and processing as every upload: type, size, EXIF stripped, thumbnail). */
    async addPhoto(id: string, upload: Upload, user: SessionUser): Promise<ListingView> {
      await ownListing(id, user);
      await files.attachUpload(user.id, upload, async (tx, fileId) => {
        const photos = await countPhotos(tx, id);
        if (photos >= MAX_LISTING_PHOTOS)
          throw new AppError(409, "CONFLICT", {
            key: "places.validation.tooManyPhotos",
            values: { max: MAX_LISTING_PHOTOS },
          });
        await insertPhoto(tx, id, fileId, photos);
        return { result: undefined, replaced: [] };
      });
      return get(id, user);
    },

    async removePhoto(id: string, fileId: string, user: SessionUser): Promise<ListingView> {
      await ownListing(id, user);
      assertRecordId(fileId);
      await files.detachFiles(user.id, async (tx) => {
        if (!(await photoBelongsTo(tx, id, fileId))) throw notFound();
        return { result: undefined, detached: [fileId] };
      });
      return get(id, user);
    },

    /** A photo of a listing the viewer may see; its bytes are the owner's stored file. */
    async readPhoto(
      id: string,
      fileId: string,
      variant: "original" | "thumbnail" | ImageRenditionWidth,
      viewer: SessionUser,
    ): Promise<FileContent> {
      const listing = await visibleListing(id, viewer);
      assertRecordId(fileId);
      if (!(await photoBelongsTo(db, id, fileId))) throw notFound();
      return typeof variant === "number"
        ? files.readImageAtWidth(listing.ownerId, fileId, variant)
        : files.readFile(listing.ownerId, fileId, variant);
    },

    async report(id: string, input: ListingReportInput, user: SessionUser): Promise<void> {
      const listing = await visibleListing(id, user);
      if (listing.ownerId === user.id) throw notFound();
      await insertReport(db, { listingId: id, reporterId: user.id, reason: input.reason });
    },

    /**
     * For the messages module: the user to start a conversation with about a listing. 404 when the listing is
     * hidden, paused, missing, or the requester's own (nobody messages themselves).
     */
    async listingOwnerForContact(listingId: string, requesterId: string): Promise<string> {
      assertRecordId(listingId);
      const listing = await findListing(db, listingId);
      if (!listing || !isPublic(listing) || listing.ownerId === requesterId) throw notFound();
      return listing.ownerId;
    },

    // Admin

    async reports(): Promise<ListingReports> {
      const rows = await listReports(db, MAX_REPORTS_LISTED);
      return {
        reports: rows.map((row) => ({
          id: row.id,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
          reporter_first_name: row.reporterFirstName,
          listing: {
            id: row.listingId,
            title: row.listingTitle,
            postcode: row.listingPostcode,
            hidden: row.listingHiddenAt !== null,
          },
        })),
      };
    },

    async setHidden(id: string, hidden: boolean): Promise<void> {
      assertRecordId(id);
      if (!(await setListingHidden(db, id, hidden))) throw notFound();
    },
  };
}

export type DiggsService = ReturnType<typeof createDiggsService>;
