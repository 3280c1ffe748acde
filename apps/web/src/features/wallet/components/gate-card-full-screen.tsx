import type { GateItemView as GateItem } from "@siteready/domain";
import { formatDate } from "@siteready/domain";
import { EyeOff, X, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cardBandClasses } from "../../../components/ui/card-colours.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import { type GateQrCode, useGateQrCode } from "../api/get-live-code.ts";
import { fullScreenPhotoUrl } from "../api/get-wallet.ts";
import { useSetGateMarking } from "../api/set-gate-marking.ts";
import { useWakeLock } from "../hooks/use-wake-lock.ts";
import { GateNumber } from "./gate-number.tsx";
import { HolderPreview } from "./holder-preview.tsx";

function CardPhoto({ url, label }: { url: string; label: string }) {
  const [zoomed, setZoomed] = useState(false);
  const Icon = zoomed ? ZoomOut : ZoomIn;
  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-auto rounded-lg border border-border bg-black/5">
        <img
          src={fullScreenPhotoUrl(url)}
          alt={label}
          className={zoomed ? "max-w-none" : "mx-auto max-h-72 w-full object-contain"}
          style={zoomed ? { width: "250%" } : undefined}
        />
      </div>
      <figcaption className="flex items-center justify-between gap-2 text-sm text-muted">
        {label}
        <Button variant="secondary" onClick={() => setZoomed(!zoomed)} aria-pressed={zoomed}>
          <Icon aria-hidden="true" className="size-4" />
          {zoomed ? "Zoom out" : "Zoom in"}
          <span className="sr-only"> on the {label.toLowerCase()}</span>
        </Button>
      </figcaption>
    </figure>
  );
}

const timeOfDay = (date: Date) => date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

function qrCaption(code: GateQrCode): string {
  switch (code.kind) {
    case "live":
      return "Live code: it changes every minute and stops working a few minutes after it is shown.";
    case "signed":
      return `Offline code: the gate-keeper's phone checks it with no signal. Valid until ${timeOfDay(code.validUntil)} ${code.validUntil.toLocaleDateString("en-GB")}.`;
    case "expired":
      return "Your offline code has expired (they last 24 hours). Connect once to get a new one; the card's number above still works with the scheme's own check.";
  }
}

function GateQr({ item }: { item: GateItem }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const code = useGateQrCode(item, now);
  const qrCode = useQrCode(code.kind === "expired" ? "" : code.url);
  return (
    <figure className="flex flex-col items-center gap-2">
      {code.kind === "expired" ? null : qrCode ? (
        <img
          src={qrCode}
          alt={`QR code: scan to check this ${item.kind_label.toLowerCase()}`}
          data-testid="gate-qr-code"
          data-code-kind={code.kind}
          className="size-72 bg-white [image-rendering:pixelated]"
        />
      ) : (
        <div className="size-72 animate-pulse rounded bg-surface-muted" />
      )}
      <figcaption className="text-center text-sm text-muted">
        {qrCaption(code)} Self-declared by the holder, not scheme verification.
      </figcaption>
    </figure>
  );
}

/** Whether this card's check shows the worker's photo; the worker sees what the gate-keeper will see. */
function HolderPhotoChoice({
  item,
  holderName,
  holderPhotoUrl,
}: {
  item: GateItem;
  holderName: string;
  holderPhotoUrl: string | null;
}) {
  const marking = useSetGateMarking();
  return (
    <section
      aria-label="What the gate-keeper sees"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <p className="text-sm">
        A check of this card shows the gate-keeper your name
        {holderPhotoUrl && item.show_holder_photo ? " and your profile photo" : ""}, with the card's details,
        and nothing else about you.
      </p>
      <HolderPreview holderName={holderName} photoUrl={item.show_holder_photo ? holderPhotoUrl : null} />
      {holderPhotoUrl ? (
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start">
          <input
            type="checkbox"
            checked={item.show_holder_photo}
            onChange={(event) =>
              marking.mutate({ kind: item.kind, id: item.id, show_holder_photo: event.target.checked })
            }
            className="size-5 accent-[var(--accent)]"
          />
          Show my photo on this card's check
        </label>
      ) : (
        <p className="text-sm text-muted">
          Add a profile photo in Personal Details so the gate-keeper can match you.
        </p>
      )}
    </section>
  );
}

interface GateCardFullScreenProps {
  item: GateItem;
  holderName: string;
  holderPhotoUrl: string | null;
  onClose: () => void;
  onStopShowing: () => void;
}

/**
 * A card full screen, for the gateman: the number in large type for CSCS Smart Check, both photos with zoom,
 * and the QR code of its check (live with signal, signed offline). The screen stays awake while it is open (Wake Lock, where supported).
 */
export function GateCardFullScreen({
  item,
  holderName,
  holderPhotoUrl,
  onClose,
  onStopShowing,
}: GateCardFullScreenProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useWakeLock(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-0 h-full max-h-none w-full max-w-none bg-surface p-0 text-text backdrop:bg-black/70"
    >
      <div className="mx-auto flex max-w-2xl flex-col gap-5 p-4">
        <div
          className={`-mx-4 -mt-4 flex min-h-14 items-center justify-between gap-2 px-4 ${cardBandClasses(item.colour)}`}
        >
          <span className="text-2xl font-extrabold tracking-widest">{item.acronym ?? item.kind_label}</span>
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            <X aria-hidden="true" className="size-5" />
            Close
          </Button>
        </div>
        <div>
          <h2 id={headingId} className="text-2xl font-bold">
            {item.title}
          </h2>
          <p className="text-lg font-semibold">{holderName}</p>
        </div>
        <div>
          <p className="text-sm text-muted">
            {item.kind === "skills-card" ? "Registration number" : "Number"}
          </p>
          <GateNumber
            number={item.number || "No number"}
            maxRem={3.75}
            className="leading-tight font-extrabold"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg">
            {item.expiry_date ? `Expires ${formatDate(item.expiry_date)}` : "No expiry date"}
          </p>
          <UrgencyBadge urgency={item.urgency} />
        </div>
        <GateQr item={item} />
        <HolderPhotoChoice item={item} holderName={holderName} holderPhotoUrl={holderPhotoUrl} />
        {item.front_image_url ? <CardPhoto url={item.front_image_url} label="Front of the card" /> : null}
        {item.back_image_url ? <CardPhoto url={item.back_image_url} label="Back of the card" /> : null}
        <Button variant="ghost" onClick={onStopShowing}>
          <EyeOff aria-hidden="true" className="size-4" />
          Stop showing this at the gate
        </Button>
      </div>
    </dialog>
  );
}
