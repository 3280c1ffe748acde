import { diggsSearchFieldLabels, roomTypeLabels, roomTypes } from "@siteready/domain";
import { Info, Plus, Search, SearchX } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { type ListingSearchParams, useListingSearch, useSearchPlaces } from "../api/diggs-api.ts";
import { listingSearch, searchWith } from "./diggs-url.ts";
import { ListingCard } from "./listing-card.tsx";

const radiusChoices = ["5", "10", "25", "50", "100"] as const;
const filterNames = [
  "near",
  "q",
  "radius_miles",
  "max_price",
  "room_type",
  "van_parking",
  "bills_included",
  "from",
  "to",
] as const satisfies ReadonlyArray<keyof ListingSearchParams>;

function readFilters(params: URLSearchParams): ListingSearchParams {
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ""]));
  return { ...(filters as ListingSearchParams), radius_miles: params.get("radius_miles") ?? "25" };
}

/** Filters past the first two boxes start folded away (a long form on a phone), unless one is in use. */
function hasMoreFilters(filters: ListingSearchParams): boolean {
  return (
    filters.radius_miles !== "25" ||
    [
      filters.max_price,
      filters.room_type,
      filters.van_parking,
      filters.bills_included,
      filters.from,
      filters.to,
    ].some(Boolean)
  );
}

/** Search listings near a postcode, one of my sites or jobs, or by words; nearest first with the weekly price. */
export function FindDiggs() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const applied = readFilters(params);
  const [draft, setDraft] = useState<ListingSearchParams>(applied);
  const search = useListingSearch(applied);
  const places = useSearchPlaces();
  const resultsHeadingId = useId();
  const update = (name: keyof ListingSearchParams, value: string) =>
    setDraft((now) => ({ ...now, [name]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate({ search: searchWith(params, { ...draft, listing: null }) });
  }

  const near = search.data?.near;
  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label="Find accommodation"
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
        onSubmit={submit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={diggsSearchFieldLabels.near}
            hint="A site postcode, or its first half (e.g. LS1)."
            autoCapitalize="characters"
            spellCheck={false}
            value={draft.near}
            onChange={(event) => update("near", event.target.value)}
          />
          {places.data && places.data.places.length > 0 ? (
            <SelectField
              label="Or near one of my sites or jobs"
              value=""
              onChange={(event) => update("near", event.target.value)}
            >
              <option value="">Choose a site or job</option>
              {places.data.places.map((place) => (
                <option key={`${place.kind}-${place.label}-${place.postcode}`} value={place.postcode}>
                  {place.label} ({place.postcode})
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField
            label={diggsSearchFieldLabels.q}
            hint="Words in the title or description."
            value={draft.q}
            onChange={(event) => update("q", event.target.value)}
          />
        </div>
        <details className="flex flex-col gap-4" open={hasMoreFilters(applied)}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">More filters</summary>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <SelectField
              label={diggsSearchFieldLabels.radius_miles}
              value={draft.radius_miles}
              onChange={(event) => update("radius_miles", event.target.value)}
            >
              {radiusChoices.map((miles) => (
                <option key={miles} value={miles}>
                  Within {miles} miles
                </option>
              ))}
            </SelectField>
            <TextField
              label={`${diggsSearchFieldLabels.max_price} (£)`}
              inputMode="decimal"
              placeholder="e.g. 150"
              value={draft.max_price}
              onChange={(event) => update("max_price", event.target.value)}
            />
            <SelectField
              label={diggsSearchFieldLabels.room_type}
              value={draft.room_type}
              onChange={(event) => update("room_type", event.target.value)}
            >
              <option value="">Any room type</option>
              {roomTypes.map((type) => (
                <option key={type} value={type}>
                  {roomTypeLabels[type]}
                </option>
              ))}
            </SelectField>
            <TextField
              type="date"
              label={diggsSearchFieldLabels.from}
              value={draft.from}
              onChange={(event) => update("from", event.target.value)}
            />
            <TextField
              type="date"
              label={diggsSearchFieldLabels.to}
              value={draft.to}
              onChange={(event) => update("to", event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            {(["van_parking", "bills_included"] as const).map((name) => (
              <label key={name} className="flex min-h-11 items-center gap-3 font-medium">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-accent"
                  checked={draft[name] === "true"}
                  onChange={(event) => update(name, event.target.checked ? "true" : "")}
                />
                {diggsSearchFieldLabels[name]}
              </label>
            ))}
          </div>
        </details>
        <Button type="submit" className="sm:self-start">
          <Search aria-hidden="true" className="size-5" />
          Search
        </Button>
      </form>

      <section aria-labelledby={resultsHeadingId} className="flex flex-col gap-4">
        <h2 id={resultsHeadingId} className="text-xl font-bold">
          Places to stay
        </h2>
        {search.isPending ? <p aria-busy="true">Loading places to stay…</p> : null}
        {search.isError ? <ErrorBox error={search.error} onRetry={() => void search.refetch()} /> : null}
        {search.data ? (
          <div aria-busy={search.isPlaceholderData || undefined} className="flex flex-col gap-4">
            <p role="status" className="font-semibold">
              {search.data.listings.length === 1
                ? "1 place found"
                : `${search.data.listings.length} places found`}
              {near ? (
                <span className="font-normal text-muted">
                  {" "}
                  within {near.radius_miles} miles of {near.town ? `${near.place}, ${near.town}` : near.place}
                  , nearest first
                </span>
              ) : null}
            </p>
            {search.data.notice ? (
              <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3">
                <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
                <span>{search.data.notice}</span>
              </p>
            ) : null}
            {search.data.listings.length === 0 ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border px-4 py-10 text-center">
                <SearchX aria-hidden="true" className="size-12 text-muted" />
                <h3 className="text-xl font-bold">Nothing matches yet</h3>
                <p className="max-w-prose text-muted">
                  Try a wider distance or fewer filters. Rooms are listed by people on SiteReady, so check
                  back soon.
                </p>
                <ButtonLink to={searchWith(params, { add: "new", listing: null })}>
                  <Plus aria-hidden="true" className="size-5" />
                  List a room
                </ButtonLink>
              </div>
            ) : (
              <ul aria-label="Places to stay" className="flex flex-col gap-4">
                {search.data.listings.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} href={listingSearch(params, listing.id)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </section>
    </div>
  );
}
