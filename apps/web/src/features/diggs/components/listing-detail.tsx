import {
  LISTING_REPORT_MIN_LENGTH,
  type ListingView,
  listingReportInputSchema,
  MAX_LISTING_PHOTOS,
} from "@siteready/domain/diggs";
import { formatDateIn } from "@siteready/domain/i18n";
import { distanceAwayIn, townAndPostcode } from "@siteready/domain/places";
import { ArrowLeft, Flag, ShieldAlert, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { Photo } from "../../../components/ui/photo.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { searchWith } from "../../../lib/search-url.ts";
import {
  listingPhotoUpload,
  useDeleteListing,
  useListing,
  usePhotoAdded,
  useRemoveListingPhoto,
  useReportListing,
  useSetListingStatus,
} from "../api/diggs-api.ts";
import { diggsUrl } from "./diggs-url.ts";
import { listingFacts } from "./listing-card.tsx";
import { listingPriceText, weeklyPriceText } from "./listing-price.ts";

function availabilityText(listing: ListingView, { t, language }: Translator): string {
  const from = formatDateIn(listing.available_from, language);
  const available = listing.available_to
    ? t("places.diggs.availableFromTo", { from, to: formatDateIn(listing.available_to, language) })
    : t("places.diggs.availableFrom", { from });
  return listing.minimum_stay_nights > 1
    ? t("places.diggs.atLeastNights", { available, nights: listing.minimum_stay_nights })
    : available;
}

interface ListingDetailProps {
  listingId: string;
  /** The list's search string, for the way back. */
  backSearch: string;
  messageButton: MessageSlot;
}

/** One listing: photos, price, what it has; Contact and Report for others, the owner's tools for the owner. */
export function ListingDetail({ listingId, backSearch, messageButton }: ListingDetailProps) {
  const listing = useListing(listingId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = listing.isSuccess;
  const translator = useT();
  const { t, language, catalogue } = translator;

  // Opening a listing (or saving one, which opens it) moves focus to its title: screen-reader and keyboard
  // users start there, not at the top of the page.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (listing.isPending) return <p aria-busy="true">{t("places.diggs.loadingListing")}</p>;
  if (listing.isError) return <ErrorBox error={listing.error} onRetry={() => void listing.refetch()} />;
  const view = listing.data;
  const distance = distanceAwayIn(view, language, catalogue);
  return (
    <article aria-labelledby="listing-title" className="flex flex-col gap-5">
      <ButtonLink variant="ghost" to={{ search: backSearch }} className="self-start">
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("places.diggs.back")}
      </ButtonLink>
      <header className="flex flex-col gap-1">
        <h2 id="listing-title" ref={heading} tabIndex={-1} className="text-2xl font-bold break-words">
          {view.title}
        </h2>
        <p className="text-xl font-bold">{weeklyPriceText(view, translator)}</p>
        <p className="text-muted">{listingPriceText(view, translator)}</p>
        <p>
          {townAndPostcode(view.town, view.postcode)}
          {distance ? <span className="font-semibold"> · {distance}</span> : null}
        </p>
        {view.status === "paused" ? <p className="font-semibold">{t("places.diggs.pausedNote")}</p> : null}
        {view.hidden ? <p className="font-semibold text-danger">{t("places.diggs.hiddenNote")}</p> : null}
      </header>
      {view.photos.length > 0 ? (
        <ul aria-label={t("places.diggs.photos")} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {view.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <Photo
                  url={photo.thumbnail_url}
                  alt={t("places.diggs.photoAlt", {
                    title: view.title,
                    number: index + 1,
                    total: view.photos.length,
                  })}
                  width={200}
                  height={200}
                  sizes="(min-width: 640px) 200px, 50vw"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul aria-label={t("places.diggs.whatItHas")} className="flex flex-wrap gap-2">
        {listingFacts(view, translator).map((fact) => (
          <li key={fact} className="rounded-full border border-border px-3 py-1 text-sm">
            {fact}
          </li>
        ))}
      </ul>
      <p>{availabilityText(view, translator)}</p>
      <p className="whitespace-pre-line break-words">{view.description}</p>
      {view.is_mine ? (
        <OwnerTools listing={view} />
      ) : (
        <ContactAndReport listing={view} messageButton={messageButton} />
      )}
    </article>
  );
}

function ContactAndReport({ listing, messageButton }: { listing: ListingView; messageButton: MessageSlot }) {
  const { t } = useT();
  return (
    <section aria-label={t("jobs.detail.contact")} className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
        <span>{t("places.diggs.paymentWarning")}</span>
      </p>
      {/* The messages area works out who the owner is from the listing: no user id reaches this page. */}
      {messageButton(
        { via: "listing", listing_id: listing.id },
        t("places.diggs.contactOwner", { name: listing.owner_first_name }),
      )}
      <ReportListing listingId={listing.id} />
    </section>
  );
}

function ReportListing({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const report = useReportListing();
  const { t } = useT();
  if (report.isSuccess) return <p role="status">{t("places.diggs.reported")}</p>;
  if (!open) {
    return (
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5" />
        {t("places.diggs.report")}
      </Button>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = listingReportInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    report.mutate({ id: listingId, input: parsed.data });
  }
  return (
    <form aria-label={t("places.diggs.report")} className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextareaField
        label={t("places.diggs.reportReason")}
        hint={t("places.diggs.reportHint", { min: LISTING_REPORT_MIN_LENGTH })}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {report.error ? <ErrorBox error={report.error} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" busy={report.isPending}>
          {t("places.diggs.sendReport")}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}

function OwnerTools({ listing }: { listing: ListingView }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = useSetListingStatus();
  const remove = useDeleteListing();
  const removePhoto = useRemoveListingPhoto();
  const photoAdded = usePhotoAdded();
  const [confirming, setConfirming] = useState(false);
  const { t } = useT();
  return (
    <section
      aria-labelledby="owner-tools"
      className="flex flex-col gap-4 rounded-xl border border-border p-4"
    >
      <h3 id="owner-tools" className="text-lg font-bold">
        {t("places.diggs.yourListing")}
      </h3>
      <div className="flex flex-col gap-3">
        <h4 className="font-semibold">
          {t("places.diggs.photosCount", { count: listing.photos.length, max: MAX_LISTING_PHOTOS })}
        </h4>
        {listing.photos.length > 0 ? (
          <ul aria-label={t("places.diggs.yourPhotos")} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {listing.photos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <Photo
                  url={photo.thumbnail_url}
                  alt={t("places.diggs.yourPhotoAlt", { number: index + 1, total: listing.photos.length })}
                  width={200}
                  height={200}
                  sizes="(min-width: 640px) 200px, 50vw"
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <Button
                  variant="ghost"
                  className="px-2 text-sm"
                  busy={removePhoto.isPending && removePhoto.variables?.fileId === photo.id}
                  onClick={() => removePhoto.mutate({ id: listing.id, fileId: photo.id })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t("places.diggs.removePhoto", { number: index + 1 })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {removePhoto.error ? <ErrorBox error={removePhoto.error} /> : null}
        {listing.photos.length < MAX_LISTING_PHOTOS ? (
          <FileUpload
            label={t("places.diggs.addPhoto")}
            hint={t("places.diggs.addPhotoHint")}
            accept="image/jpeg,image/png,image/webp"
            upload={listingPhotoUpload(listing.id)}
            onUploaded={photoAdded}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink variant="secondary" to={{ search: searchWith(params, { edit: listing.id }) }}>
          {t("places.diggs.edit")}
        </ButtonLink>
        <Button
          variant="secondary"
          busy={status.isPending}
          onClick={() =>
            status.mutate({ id: listing.id, status: listing.status === "active" ? "paused" : "active" })
          }
        >
          {listing.status === "active" ? t("places.diggs.pause") : t("places.diggs.reactivate")}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t("places.diggs.delete")}
        </Button>
      </div>
      {status.error ? <ErrorBox error={status.error} /> : null}
      {confirming ? (
        <InlineConfirm
          question={t("places.diggs.deleteQuestion")}
          confirmLabel={t("places.diggs.confirmDelete")}
          cancelLabel={t("places.diggs.keep")}
          busy={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(listing.id, {
              onSuccess: () => navigate({ search: diggsUrl.tabSearch(params, "mine") }),
            })
          }
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}
