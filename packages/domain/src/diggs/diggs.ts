import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import {
  encoded,
  type FieldLabel,
  optionalDate,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredText,
  requiredUkPostcode,
  whenFieldsValid,
} from "../fields/fields.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { messageRef } from "../i18n/message-ref-codec.ts";
import {
  blankToUndefined,
  formatPence,
  MAX_SEARCH_RADIUS_MILES,
  MIN_SEARCH_RADIUS_MILES,
  optionalUkPlace,
  poundsToPence,
  queryFlag,
  readPounds,
  SEARCH_TEXT_MAX_LENGTH,
  wholeNumberBetween,
} from "../jobs/job.ts";

/** Diggs (§2 /diggs, titled Accommodation): rooms near a site, offered by any signed-in user. */

// ---------------------------------------------------------------------------------------------------
// Choices

export const roomTypes = ["single", "twin", "whole_house"] as const;
export type RoomType = (typeof roomTypes)[number];
/** Each room type's words in the catalogue, by the type. */
export const roomTypeKeys: Record<RoomType, MessageKey> = {
  single: "places.roomType.single",
  twin: "places.roomType.twin",
  whole_house: "places.roomType.wholeHouse",
};

export const priceBases = ["per_person", "per_room"] as const;
export type PriceBasis = (typeof priceBases)[number];
export const priceBasisKeys: Record<PriceBasis, MessageKey> = {
  per_person: "places.priceBasis.perPerson",
  per_room: "places.priceBasis.perRoom",
};

const listingStatuses = ["active", "paused"] as const;
export type ListingStatus = (typeof listingStatuses)[number];

export const MAX_LISTING_PHOTOS = 8;
const MAX_LISTING_BEDS = 30;
const LISTING_TITLE_MAX_LENGTH = 120;
export const LISTING_DESCRIPTION_MAX_LENGTH = 4000;
const MAX_NIGHTLY_PRICE_POUNDS = 1_000;
const MAX_WEEKLY_PRICE_POUNDS = 10_000;
/** A Monday-to-Friday let is priced for the working week: Sunday to Thursday nights. */
const NIGHTS_IN_WORKING_WEEK = 5;

export const diggsMessages = {
  // The listing form's checks, as encoded message references (shown in the reader's language).
  priceMissing: encoded("places.validation.priceMissing"),
  nightlyTooHigh: encoded("places.validation.nightlyTooHigh", {
    amount: formatPence(MAX_NIGHTLY_PRICE_POUNDS * 100),
  }),
  weeklyTooHigh: encoded("places.validation.weeklyTooHigh", {
    amount: formatPence(MAX_WEEKLY_PRICE_POUNDS * 100),
  }),
  bedsForWholeHouse: encoded("places.validation.bedsForWholeHouse"),
  availableToBeforeFrom: encoded("places.validation.availableToBeforeFrom"),
  tooManyPhotos: `A listing can have up to ${MAX_LISTING_PHOTOS} photos. Remove one to add another.`,
  paymentWarning:
    "Never pay a deposit or rent outside the payment methods you have agreed with the host in writing, and never before you have seen the room or a signed agreement.",
  nearServiceDown:
    "The postcode lookup service could not be reached, so listings are not sorted by distance yet. Try again later.",
  reported: "Thank you. An admin will look at this listing.",
} as const;

// ---------------------------------------------------------------------------------------------------
// Prices: whatever was typed (a night or a week, per person or per room), shown the same way to compare.

export interface ListingPrice {
  pricePerNightPence: number | null;
  pricePerWeekPence: number | null;
  priceBasis: PriceBasis;
  beds: number;
  mondayToFriday: boolean;
}

/**
 * What one person pays for a week: the weekly price, else the nightly price for a week's nights (5 for a
 * Monday-to-Friday let, 7 otherwise), shared by the beds when the price is for the room. Whole pence, rounded up.
 */
export function pricePerPersonPerWeekPence(price: ListingPrice): number {
  const nights = price.mondayToFriday ? NIGHTS_IN_WORKING_WEEK : 7;
  const weekly = price.pricePerWeekPence ?? (price.pricePerNightPence ?? 0) * nights;
  return price.priceBasis === "per_room" ? Math.ceil(weekly / Math.max(1, price.beds)) : weekly;
}

/** '£25 a night, £150 a week, per room'. */
export function describeListingPrice(price: ListingPrice): string {
  const parts = [
    price.pricePerNightPence === null ? null : `${formatPence(price.pricePerNightPence)} a night`,
    price.pricePerWeekPence === null ? null : `${formatPence(price.pricePerWeekPence)} a week`,
  ].filter((part): part is string => part !== null);
  return `${parts.join(", ")} ${price.priceBasis === "per_room" ? "per room" : "per person"}`;
}

/** Beds for a room type: a single sleeps one, a twin two, a house what the owner says. */
function bedsFor(roomType: RoomType, beds: number): number {
  if (roomType === "single") return 1;
  if (roomType === "twin") return 2;
  return beds;
}

// ---------------------------------------------------------------------------------------------------
// A listing

export const listingFieldLabels = {
  title: "places.field.title",
  description: "jobs.field.description",
  postcode: "places.field.postcode",
  price_per_night: "places.field.pricePerNight",
  price_per_week: "places.field.pricePerWeek",
  price_basis: "places.field.priceIs",
  bills_included: "places.diggs.billsIncluded",
  room_type: "places.field.roomType",
  beds: "places.field.beds",
  van_parking: "places.diggs.vanParking",
  kitchen: "places.diggs.kitchen",
  washing_machine: "places.diggs.washingMachine",
  wifi: "places.diggs.wifi",
  monday_to_friday: "places.diggs.mondayToFriday",
  minimum_stay_nights: "places.field.minimumStay",
  available_from: "places.field.availableFrom",
  available_to: "places.field.availableTo",
} as const satisfies Record<string, MessageKey>;

const optionalPounds = (label: FieldLabel) => z.preprocess(blankToUndefined, readPounds(label).optional());
const flag = z.boolean({ error: () => encoded("jobs.validation.yesOrNo") }).default(false);

export const listingInputSchema = z
  .object({
    title: requiredText(listingFieldLabels.title, { maxLength: LISTING_TITLE_MAX_LENGTH }),
    description: requiredText(listingFieldLabels.description, { maxLength: LISTING_DESCRIPTION_MAX_LENGTH }),
    postcode: requiredUkPostcode(listingFieldLabels.postcode),
    /** Pounds; at least one of the two prices. */
    price_per_night: optionalPounds(listingFieldLabels.price_per_night),
    price_per_week: optionalPounds(listingFieldLabels.price_per_week),
    price_basis: requiredChoice(listingFieldLabels.price_basis, priceBases, "choice.priceBasis"),
    bills_included: flag,
    room_type: requiredChoice(listingFieldLabels.room_type, roomTypes, "choice.roomType"),
    beds: wholeNumberBetween(listingFieldLabels.beds, 1, MAX_LISTING_BEDS, 1),
    van_parking: flag,
    kitchen: flag,
    washing_machine: flag,
    wifi: flag,
    monday_to_friday: flag,
    minimum_stay_nights: wholeNumberBetween(listingFieldLabels.minimum_stay_nights, 1, 365, 1),
    available_from: requiredDate(listingFieldLabels.available_from),
    available_to: optionalDate(listingFieldLabels.available_to),
  })
  .superRefine(
    (listing, ctx) => {
      if (listing.price_per_night === undefined && listing.price_per_week === undefined) {
        ctx.addIssue({ code: "custom", path: ["price_per_night"], message: diggsMessages.priceMissing });
      }
      if (listing.price_per_night !== undefined && listing.price_per_night > MAX_NIGHTLY_PRICE_POUNDS) {
        ctx.addIssue({ code: "custom", path: ["price_per_night"], message: diggsMessages.nightlyTooHigh });
      }
      if (listing.price_per_week !== undefined && listing.price_per_week > MAX_WEEKLY_PRICE_POUNDS) {
        ctx.addIssue({ code: "custom", path: ["price_per_week"], message: diggsMessages.weeklyTooHigh });
      }
    },
    { when: whenFieldsValid("price_per_night", "price_per_week") },
  )
  .superRefine(
    (listing, ctx) => {
      if (listing.room_type === "whole_house" && listing.beds < 2) {
        ctx.addIssue({ code: "custom", path: ["beds"], message: diggsMessages.bedsForWholeHouse });
      }
    },
    { when: whenFieldsValid("room_type", "beds") },
  )
  .superRefine(
    (listing, ctx) => {
      if (listing.available_to && listing.available_to < listing.available_from) {
        ctx.addIssue({
          code: "custom",
          path: ["available_to"],
          message: diggsMessages.availableToBeforeFrom,
        });
      }
    },
    { when: whenFieldsValid("available_from", "available_to") },
  );

export type ListingFormValues = z.input<typeof listingInputSchema>;
export type ListingInput = z.output<typeof listingInputSchema>;

/** The stored prices of an input (pence, beds fixed by the room type). */
export function listingPriceOf(input: ListingInput): ListingPrice {
  return {
    pricePerNightPence: input.price_per_night === undefined ? null : poundsToPence(input.price_per_night),
    pricePerWeekPence: input.price_per_week === undefined ? null : poundsToPence(input.price_per_week),
    priceBasis: input.price_basis,
    beds: bedsFor(input.room_type, input.beds),
    mondayToFriday: input.monday_to_friday,
  };
}

export const listingStatusInputSchema = z.object({
  status: requiredChoice("jobs.field.status", listingStatuses, "choice.status"),
});

export const LISTING_REPORT_MIN_LENGTH = 10;
export const listingReportInputSchema = z.object({
  reason: requiredText("places.field.reason", { maxLength: 1000 }).refine(
    (reason) => reason.length >= LISTING_REPORT_MIN_LENGTH,
    encoded("jobs.validation.tooShort", {
      label: messageRef("places.field.reason"),
      min: LISTING_REPORT_MIN_LENGTH,
    }),
  ),
});
export type ListingReportInput = z.output<typeof listingReportInputSchema>;

export const listingHiddenInputSchema = z.object({
  hidden: z.boolean({ error: () => encoded("jobs.validation.yesOrNo") }),
});

// ---------------------------------------------------------------------------------------------------
// Search

export const diggsSearchFieldLabels = {
  near: "places.field.nearPostcode",
  q: "jobs.search.submit",
  radius_miles: "jobs.field.distance",
  max_price: "places.field.maxPrice",
  room_type: "places.field.roomType",
  van_parking: "places.diggs.vanParking",
  bills_included: "places.diggs.billsIncluded",
  from: "places.field.arriving",
  to: "places.field.leaving",
} as const satisfies Record<string, MessageKey>;

export const diggsSearchQuerySchema = z
  .object({
    near: optionalUkPlace,
    q: z.preprocess(
      blankToUndefined,
      optionalText(diggsSearchFieldLabels.q, { maxLength: SEARCH_TEXT_MAX_LENGTH }),
    ),
    radius_miles: wholeNumberBetween(
      diggsSearchFieldLabels.radius_miles,
      MIN_SEARCH_RADIUS_MILES,
      MAX_SEARCH_RADIUS_MILES,
      25,
    ),
    /** Pounds per person per week. */
    max_price: z.preprocess(blankToUndefined, readPounds(diggsSearchFieldLabels.max_price).optional()),
    room_type: z.preprocess(
      blankToUndefined,
      requiredChoice(diggsSearchFieldLabels.room_type, roomTypes, "choice.roomType").optional(),
    ),
    van_parking: queryFlag,
    bills_included: queryFlag,
    from: z.preprocess(blankToUndefined, optionalDate(diggsSearchFieldLabels.from)),
    to: z.preprocess(blankToUndefined, optionalDate(diggsSearchFieldLabels.to)),
  })
  .superRefine(
    (query, ctx) => {
      if (query.from && query.to && query.to < query.from) {
        ctx.addIssue({
          code: "custom",
          path: ["to"],
          message: encoded("places.validation.leavingBeforeArriving"),
        });
      }
    },
    { when: whenFieldsValid("from", "to") },
  );
export type DiggsSearchQuery = z.output<typeof diggsSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Answers of the diggs API (the one contract both sides build on)

const listingPhotoViewSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnail_url: z.string(),
});

export const listingViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  postcode: z.string(),
  town: z.string().nullable(),
  price_per_night_pence: z.number().int().nullable(),
  price_per_week_pence: z.number().int().nullable(),
  price_basis: z.enum(priceBases),
  /** '£25 a night, £150 a week, per room'. */
  price_label: z.string(),
  price_per_person_per_week_pence: z.number().int(),
  /** '£75 per person per week'. */
  price_per_person_per_week_label: z.string(),
  bills_included: z.boolean(),
  room_type: z.enum(roomTypes),
  beds: z.number().int(),
  van_parking: z.boolean(),
  kitchen: z.boolean(),
  washing_machine: z.boolean(),
  wifi: z.boolean(),
  monday_to_friday: z.boolean(),
  minimum_stay_nights: z.number().int(),
  available_from: z.string(),
  available_to: z.string().nullable(),
  status: z.enum(listingStatuses),
  /** Hidden by an admin after a report; only the owner still sees it. */
  hidden: z.boolean(),
  /** False while the postcode has not been found yet (the lookup service was down when it was saved). */
  location_known: z.boolean(),
  /** Miles from the search location, to 0.1; null without a location or while the listing's is not known. */
  distance_miles: z.number().nullable(),
  photos: z.array(listingPhotoViewSchema),
  owner_first_name: z.string(),
  is_mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListingView = z.infer<typeof listingViewSchema>;

export const listingSearchResultSchema = z.object({
  listings: z.array(listingViewSchema),
  /** Where distances are measured from; null for a search without a location. */
  near: z.object({ place: z.string(), town: z.string().nullable(), radius_miles: z.number() }).nullable(),
  /** Set when the place asked for could not be looked up, so results are not filtered by distance: by key. */
  notice: messageRefSchema.nullable(),
});
export type ListingSearchResult = z.infer<typeof listingSearchResultSchema>;

export const myListingsSchema = z.object({ listings: z.array(listingViewSchema) });
export type MyListings = z.infer<typeof myListingsSchema>;

/** Postcodes a worker can search from: their projects' sites and the jobs they posted or applied to. */
export const diggsSearchPlacesSchema = z.object({
  places: z.array(z.object({ label: z.string(), postcode: z.string(), kind: z.enum(["project", "job"]) })),
});
export type DiggsSearchPlaces = z.infer<typeof diggsSearchPlacesSchema>;

const listingReportViewSchema = z.object({
  id: z.string(),
  reason: z.string(),
  created_at: z.string(),
  reporter_first_name: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), postcode: z.string(), hidden: z.boolean() }),
});
export const listingReportsSchema = z.object({ reports: z.array(listingReportViewSchema) });
export type ListingReports = z.infer<typeof listingReportsSchema>;
