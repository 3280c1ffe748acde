import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  type ListingFormValues,
  type ListingView,
  listingFieldLabels,
  listingInputSchema,
  priceBases,
  priceBasisLabels,
  roomTypeLabels,
  roomTypes,
} from "@siteready/domain";
import type { DefaultValues } from "react-hook-form";
import { SaveButtons } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useSaveForm } from "../../../lib/use-save-form.ts";
import { useSaveListing } from "../api/diggs-api.ts";

const fields = [
  "title",
  "description",
  "postcode",
  "price_per_night",
  "price_per_week",
  "price_basis",
  "bills_included",
  "room_type",
  "beds",
  "van_parking",
  "kitchen",
  "washing_machine",
  "wifi",
  "monday_to_friday",
  "minimum_stay_nights",
  "available_from",
  "available_to",
] as const;

const amenities = [
  "bills_included",
  "van_parking",
  "kitchen",
  "washing_machine",
  "wifi",
  "monday_to_friday",
] as const;

const pounds = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? "" : String(pence / 100);

function formValues(listing: ListingView | undefined): DefaultValues<ListingFormValues> {
  return {
    title: listing?.title ?? "",
    description: listing?.description ?? "",
    postcode: listing?.postcode ?? "",
    price_per_night: pounds(listing?.price_per_night_pence),
    price_per_week: pounds(listing?.price_per_week_pence),
    price_basis: listing?.price_basis ?? "per_person",
    bills_included: listing?.bills_included ?? false,
    room_type: listing?.room_type ?? "single",
    beds: String(listing?.beds ?? 1),
    van_parking: listing?.van_parking ?? false,
    kitchen: listing?.kitchen ?? false,
    washing_machine: listing?.washing_machine ?? false,
    wifi: listing?.wifi ?? false,
    monday_to_friday: listing?.monday_to_friday ?? false,
    minimum_stay_nights: String(listing?.minimum_stay_nights ?? 1),
    available_from: listing?.available_from ?? "",
    available_to: listing?.available_to ?? "",
  };
}

interface ListingFormProps {
  listing?: ListingView | undefined;
  onSaved: (listing: ListingView) => void;
  onCancel: () => void;
}

/** List a room or a house, or change my listing; photos are added on the listing's page once it is saved. */
export function ListingForm({ listing, onSaved, onCancel }: ListingFormProps) {
  const save = useSaveListing();
  const { form, errors, submit } = useSaveForm({
    schema: listingInputSchema,
    defaultValues: formValues(listing),
    save,
    id: listing?.id,
    fields,
    onSaved,
  });
  const roomType = form.watch("room_type");

  return (
    <form
      noValidate
      aria-label={listing ? "Change listing" : "Listing details"}
      className="flex flex-col gap-4"
      onSubmit={submit}
    >
      <TextField
        label={listingFieldLabels.title}
        hint="For example: Twin room 10 minutes from the M62."
        error={errors.title?.message}
        {...form.register("title")}
      />
      <TextareaField
        label={listingFieldLabels.description}
        hint="The room, the house, the rules, and how far it is to the nearest sites."
        maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField
        label={listingFieldLabels.postcode}
        hint="Workers search by distance from here. Only the postcode is shown, not the address."
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors.postcode?.message}
        {...form.register("postcode")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${listingFieldLabels.price_per_night} (£)`}
          hint="Leave empty if you only let by the week."
          inputMode="decimal"
          error={errors.price_per_night?.message}
          {...form.register("price_per_night")}
        />
        <TextField
          label={`${listingFieldLabels.price_per_week} (£)`}
          hint="Leave empty if you only let by the night."
          inputMode="decimal"
          error={errors.price_per_week?.message}
          {...form.register("price_per_week")}
        />
        <SelectField
          label={listingFieldLabels.price_basis}
          error={errors.price_basis?.message}
          defaultValue={listing?.price_basis ?? "per_person"}
          {...form.register("price_basis")}
        >
          {priceBases.map((basis) => (
            <option key={basis} value={basis}>
              {priceBasisLabels[basis]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={listingFieldLabels.room_type}
          error={errors.room_type?.message}
          defaultValue={listing?.room_type ?? "single"}
          {...form.register("room_type")}
        >
          {roomTypes.map((type) => (
            <option key={type} value={type}>
              {roomTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        {roomType === "whole_house" ? (
          <TextField
            label={listingFieldLabels.beds}
            inputMode="numeric"
            error={errors.beds?.message}
            {...form.register("beds")}
          />
        ) : null}
        <TextField
          label={listingFieldLabels.minimum_stay_nights}
          inputMode="numeric"
          error={errors.minimum_stay_nights?.message}
          {...form.register("minimum_stay_nights")}
        />
        <TextField
          type="date"
          label={listingFieldLabels.available_from}
          error={errors.available_from?.message}
          {...form.register("available_from")}
        />
        <TextField
          type="date"
          label={`${listingFieldLabels.available_to} (optional)`}
          error={errors.available_to?.message}
          {...form.register("available_to")}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">What it has</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {amenities.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-3">
              <input type="checkbox" className="size-5 shrink-0 accent-accent" {...form.register(name)} />
              {listingFieldLabels[name]}
            </label>
          ))}
        </div>
      </fieldset>
      <SaveButtons
        submitLabel={listing ? "Save changes" : "Save listing"}
        busy={save.isPending}
        error={save.error}
        onCancel={onCancel}
      />
    </form>
  );
}
