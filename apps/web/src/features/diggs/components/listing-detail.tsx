import {
  diggsMessages,
  distanceAwayText,
  formatDate,
  LISTING_REPORT_MIN_LENGTH,
  type ListingView,
  listingReportInputSchema,
  MAX_LISTING_PHOTOS,
  townAndPostcode,
} from "@siteready/domain";
import { ArrowLeft, Flag, ShieldAlert, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FileUpload } from "../../../components/ui/file-upload.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { Photo } from "../../../components/ui/photo.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { searchWith } from "../../../lib/search-url.ts";
import {
  listingPhotosPath,
  useDeleteListing,
  useListing,
  usePhotoAdded,
  useRemoveListingPhoto,
  useReportListing,
  useSetListingStatus,
} from "../api/diggs-api.ts";
import { diggsUrl } from "./diggs-url.ts";
import { listingFacts } from "./listing-card.tsx";

function availabilityText(listing: ListingView): string {
  const from = `Available from ${formatDate(listing.available_from)}`;
  const to = listing.available_to ? ` to ${formatDate(listing.available_to)}` : "";
  const stay = listing.minimum_stay_nights > 1 ? `, at least ${listing.minimum_stay_nights} nights` : "";
  return `${from}${to}${stay}`;
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
  if (listing.isPending) return <p aria-busy="true">Loading the listing…</p>;
  if (listing.isError) return <ErrorBox error={listing.error} onRetry={() => void listing.refetch()} />;
  const view = listing.data;
  const distance = distanceAwayText(view);
  return (
    <article aria-labelledby="listing-title" className="flex flex-col gap-5">
      <ButtonLink variant="ghost" to={{ search: backSearch }} className="self-start">
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to the list
      </ButtonLink>
      <header className="flex flex-col gap-1">
        <h2 id="listing-title" className="text-2xl font-bold break-words">
          {view.title}
        </h2>
        <p className="text-xl font-bold">{view.price_per_person_per_week_label}</p>
        <p className="text-muted">{view.price_label}</p>
        <p>
          {townAndPostcode(view.town, view.postcode)}
          {distance ? <span className="font-semibold"> · {distance}</span> : null}
        </p>
        {view.status === "paused" ? <p className="font-semibold">Paused: nobody else can see it.</p> : null}
        {view.hidden ? (
          <p className="font-semibold text-danger">
            Hidden by an admin after a report: nobody else can see it.
          </p>
        ) : null}
      </header>
      {view.photos.length > 0 ? (
        <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {view.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <Photo
                  url={photo.thumbnail_url}
                  alt={`${view.title}, ${index + 1} of ${view.photos.length}`}
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
      <ul aria-label="What it has" className="flex flex-wrap gap-2">
        {listingFacts(view).map((fact) => (
          <li key={fact} className="rounded-full border border-border px-3 py-1 text-sm">
            {fact}
          </li>
        ))}
      </ul>
      <p>{availabilityText(view)}</p>
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
  return (
    <section aria-label="Contact" className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
        <span>{diggsMessages.paymentWarning}</span>
      </p>
      {/* The messages area works out who the owner is from the listing: no user id reaches this page. */}
      {messageButton({ via: "listing", listing_id: listing.id }, `Contact ${listing.owner_first_name}`)}
      <ReportListing listingId={listing.id} />
    </section>
  );
}

function ReportListing({ listingId }: { listingId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const report = useReportListing();
  if (report.isSuccess) return <p role="status">{diggsMessages.reported}</p>;
  if (!open) {
    return (
      <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5" />
        Report this listing
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
    <form aria-label="Report this listing" className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextareaField
        label="What is wrong with it?"
        hint={`For example: asked for money up front, the room does not exist. At least ${LISTING_REPORT_MIN_LENGTH} characters.`}
        value={reason}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
      {report.error ? <ErrorBox error={report.error} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" busy={report.isPending}>
          Send report
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancel
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
  return (
    <section
      aria-labelledby="owner-tools"
      className="flex flex-col gap-4 rounded-xl border border-border p-4"
    >
      <h3 id="owner-tools" className="text-lg font-bold">
        Your listing
      </h3>
      <div className="flex flex-col gap-3">
        <h4 className="font-semibold">
          Photos ({listing.photos.length} of {MAX_LISTING_PHOTOS})
        </h4>
        {listing.photos.length > 0 ? (
          <ul aria-label="Your photos" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {listing.photos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col gap-1">
                <Photo
                  url={photo.thumbnail_url}
                  alt={`Your listing, ${index + 1} of ${listing.photos.length}`}
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
                  Remove photo {index + 1}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {removePhoto.error ? <ErrorBox error={removePhoto.error} /> : null}
        {listing.photos.length < MAX_LISTING_PHOTOS ? (
          <FileUpload<ListingView>
            label="Add a photo"
            hint="JPEG, PNG or WebP, up to 10MB. Location data is removed from photos."
            accept="image/jpeg,image/png,image/webp"
            uploadUrl={listingPhotosPath(listing.id)}
            onUploaded={photoAdded}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink variant="secondary" to={{ search: searchWith(params, { edit: listing.id }) }}>
          Edit
        </ButtonLink>
        <Button
          variant="secondary"
          busy={status.isPending}
          onClick={() =>
            status.mutate({ id: listing.id, status: listing.status === "active" ? "paused" : "active" })
          }
        >
          {listing.status === "active" ? "Pause" : "Make it active again"}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      {status.error ? <ErrorBox error={status.error} /> : null}
      {confirming ? (
        <InlineConfirm
          question="Delete this listing and its photos? You cannot undo this."
          confirmLabel="Delete listing"
          cancelLabel="Keep it"
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
