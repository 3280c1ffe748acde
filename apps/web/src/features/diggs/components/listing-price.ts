import type { ListingView } from "@siteready/domain/diggs";
import { formatPenceIn } from "@siteready/domain/jobs";
import type { Translator } from "../../../i18n/use-translation.ts";

/** '£150 per person per week', the price every listing is compared by. */
export function weeklyPriceText(listing: ListingView, { t, language }: Translator): string {
  return t("places.diggs.perPersonPerWeek", {
    amount: formatPenceIn(listing.price_per_person_per_week_pence, language),
  });
}

/** '£25 a night, £150 a week, per room': the price as the host set it. */
export function listingPriceText(listing: ListingView, { t, language }: Translator): string {
  const parts = [
    listing.price_per_night_pence === null
      ? null
      : t("places.diggs.aNight", { amount: formatPenceIn(listing.price_per_night_pence, language) }),
    listing.price_per_week_pence === null
      ? null
      : t("places.diggs.aWeek", { amount: formatPenceIn(listing.price_per_week_pence, language) }),
  ].filter((part): part is string => part !== null);
  const prices = parts.join(", ");
  return listing.price_basis === "per_room"
    ? t("places.diggs.perRoom", { prices })
    : t("places.diggs.perPerson", { prices });
}
