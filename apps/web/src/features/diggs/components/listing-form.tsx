import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  type ListingFormValues,
  type ListingView,
  listingFieldLabels,
  listingInputSchema,
  priceBases,
  priceBasisKeys,
  roomTypeKeys,
  roomTypes,
} from "@siteready/domain/diggs";
import type { MessageKey } from "@siteready/domain/i18n";
import type { DefaultValues } from "react-hook-form";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { SaveForm } from "../../../components/ui/record-form-parts.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
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
  const { form, field, submit } = useSaveForm({
    schema: listingInputSchema,
    defaultValues: formValues(listing),
    save,
    id: listing?.id,
    fields,
    onSaved,
  });
  const roomType = form.watch("room_type");
  const { t } = useT();
  const inPounds = (label: MessageKey) => t("jobs.form.ratePounds", { label: t(label) });

  return (
    <SaveForm
      label={listing ? t("places.diggs.form.changeLabel") : t("places.diggs.form.label")}
      onSubmit={submit}
      submitLabel={listing ? t("form.saveChanges") : t("places.diggs.form.submit")}
      save={save}
      onCancel={onCancel}
    >
      <TextField
        label={t(listingFieldLabels.title)}
        hint={t("places.diggs.form.titleHint")}
        {...field("title")}
      />
      <TextareaField
        label={t(listingFieldLabels.description)}
        hint={t("places.diggs.form.descriptionHint")}
        maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
        {...field("description")}
      />
      <TextField
        label={t(listingFieldLabels.postcode)}
        hint={t("places.diggs.form.postcodeHint")}
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        {...field("postcode")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={inPounds(listingFieldLabels.price_per_night)}
          hint={t("places.diggs.form.nightHint")}
          inputMode="decimal"
          {...field("price_per_night")}
        />
        <TextField
          label={inPounds(listingFieldLabels.price_per_week)}
          hint={t("places.diggs.form.weekHint")}
          inputMode="decimal"
          {...field("price_per_week")}
        />
        <SelectField
          label={t(listingFieldLabels.price_basis)}
          defaultValue={listing?.price_basis ?? "per_person"}
          {...field("price_basis")}
        >
          {priceBases.map((basis) => (
            <option key={basis} value={basis}>
              {t(priceBasisKeys[basis])}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t(listingFieldLabels.room_type)}
          defaultValue={listing?.room_type ?? "single"}
          {...field("room_type")}
        >
          {roomTypes.map((type) => (
            <option key={type} value={type}>
              {t(roomTypeKeys[type])}
            </option>
          ))}
        </SelectField>
        {roomType === "whole_house" ? (
          <TextField label={t(listingFieldLabels.beds)} inputMode="numeric" {...field("beds")} />
        ) : null}
        <TextField
          label={t(listingFieldLabels.minimum_stay_nights)}
          inputMode="numeric"
          {...field("minimum_stay_nights")}
        />
        <TextField type="date" label={t(listingFieldLabels.available_from)} {...field("available_from")} />
        <TextField
          type="date"
          label={t("form.optional", { label: t(listingFieldLabels.available_to) })}
          {...field("available_to")}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{t("places.diggs.whatItHas")}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {amenities.map((name) => (
            <CheckboxField
              key={name}
              weight="normal"
              label={t(listingFieldLabels[name])}
              {...form.register(name)}
            />
          ))}
        </div>
      </fieldset>
    </SaveForm>
  );
}
