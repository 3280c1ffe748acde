import { diggsSearchFieldLabels, roomTypeKeys, roomTypes } from "@siteready/domain/diggs";
import { Plus, Search } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SearchResults } from "../../../components/search-results.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { searchWith } from "../../../lib/search-url.ts";
import { useFilterDraft } from "../../../lib/use-filter-draft.ts";
import { type ListingSearchParams, useListingSearch, useSearchPlaces } from "../api/diggs-api.ts";
import { diggsUrl, listingSearch } from "./diggs-url.ts";
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
  const { draft, update, bind } = useFilterDraft<ListingSearchParams>(applied);
  const search = useListingSearch(applied);
  const places = useSearchPlaces();
  const { t, word } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate({ search: searchWith(params, { ...draft, listing: null }) });
  }

  const near = search.data?.near;
  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label={t("places.diggs.findForm")}
        className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
        onSubmit={submit}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t(diggsSearchFieldLabels.near)}
            hint={t("places.diggs.nearHint")}
            autoCapitalize="characters"
            spellCheck={false}
            {...bind("near")}
          />
          {places.data && places.data.places.length > 0 ? (
            <SelectField
              label={t("places.diggs.nearMine")}
              value=""
              onChange={(event) => update("near", event.target.value)}
            >
              <option value="">{t("places.diggs.chooseSite")}</option>
              {places.data.places.map((place) => (
                <option key={`${place.kind}-${place.label}-${place.postcode}`} value={place.postcode}>
                  {place.label} ({place.postcode})
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField label={t(diggsSearchFieldLabels.q)} hint={t("places.diggs.wordsHint")} {...bind("q")} />
        </div>
        <details className="flex flex-col gap-4" open={hasMoreFilters(applied)}>
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
            {t("places.diggs.moreFilters")}
          </summary>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <SelectField label={t(diggsSearchFieldLabels.radius_miles)} {...bind("radius_miles")}>
              {radiusChoices.map((miles) => (
                <option key={miles} value={miles}>
                  {t("jobs.search.within", { miles })}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("jobs.form.ratePounds", { label: t(diggsSearchFieldLabels.max_price) })}
              inputMode="decimal"
              placeholder={t("jobs.search.minRatePlaceholder")}
              {...bind("max_price")}
            />
            <SelectField label={t(diggsSearchFieldLabels.room_type)} {...bind("room_type")}>
              <option value="">{t("places.diggs.anyRoomType")}</option>
              {roomTypes.map((type) => (
                <option key={type} value={type}>
                  {t(roomTypeKeys[type])}
                </option>
              ))}
            </SelectField>
            <TextField type="date" label={t(diggsSearchFieldLabels.from)} {...bind("from")} />
            <TextField type="date" label={t(diggsSearchFieldLabels.to)} {...bind("to")} />
          </div>
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            {(["van_parking", "bills_included"] as const).map((name) => (
              <CheckboxField
                key={name}
                label={t(diggsSearchFieldLabels[name])}
                checked={draft[name] === "true"}
                onChange={(event) => update(name, event.target.checked ? "true" : "")}
              />
            ))}
          </div>
        </details>
        <Button type="submit" className="sm:self-start">
          <Search aria-hidden="true" className="size-5" />
          {t("jobs.search.submit")}
        </Button>
      </form>

      <SearchResults
        heading={t("places.diggs.listings")}
        search={search}
        loading={<p aria-busy="true">{t("places.diggs.loadingListings")}</p>}
        answer={
          search.data && {
            items: search.data.listings,
            notice: search.data.notice ? word(search.data.notice) : null,
            summary: (
              <p role="status" className="font-semibold">
                {t("places.diggs.found", { count: search.data.listings.length })}
                {near ? (
                  <span className="font-normal text-muted">
                    {" "}
                    {t("places.diggs.foundNear", {
                      miles: near.radius_miles,
                      place: near.town ? `${near.place}, ${near.town}` : near.place,
                    })}
                  </span>
                ) : null}
              </p>
            ),
          }
        }
        empty={{
          title: t("places.diggs.emptyTitle"),
          description: t("places.diggs.emptyText"),
          actions: (
            <ButtonLink to={diggsUrl.createSearch(params)}>
              <Plus aria-hidden="true" className="size-5" />
              {t("places.diggs.listRoom")}
            </ButtonLink>
          ),
        }}
        listLabel={t("places.diggs.listings")}
        renderItem={(listing) => <ListingCard listing={listing} href={listingSearch(params, listing.id)} />}
      />
    </div>
  );
}
