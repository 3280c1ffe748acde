import { formatDateIn, type Language } from "@siteready/domain/i18n";
import { shownRecordType } from "@siteready/domain/record-words";
import { type GateItemView as GateItem, gateItemKindKeys } from "@siteready/domain/wallet";
import { EyeOff, QrCode, X, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cardBandClasses } from "../../../components/ui/card-colours.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { useQrCode } from "../../../lib/use-qr-code.ts";
import { type GateQrCode, useGateQrCode } from "../api/get-live-code.ts";
import { fullScreenPhotoUrl } from "../api/get-wallet.ts";
import { useSetGateMarking } from "../api/set-gate-marking.ts";
import { useWakeLock } from "../hooks/use-wake-lock.ts";
import { GateNumber } from "./gate-number.tsx";
import { HolderPreview } from "./holder-preview.tsx";

function CardPhoto({ url, label }: { url: string; label: string }) {
  const [zoomed, setZoomed] = useState(false);
  const { t } = useT();
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
          {zoomed ? t("wallet.zoomOut") : t("wallet.zoomIn")}
          <span className="sr-only"> {t("wallet.zoomOn", { photo: label.toLowerCase() })}</span>
        </Button>
      </figcaption>
    </figure>
  );
}

const timeOfDay = (date: Date) => date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

const twoDigits = (value: number) => String(value).padStart(2, "0");
/** The day of a moment on this phone, day-month-year in the language. */
const dayOf = (date: Date, language: Language) =>
  formatDateIn(
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`,
    language,
  );

function qrCaption(code: GateQrCode, t: Translator["t"], language: Language): string {
  switch (code.kind) {
    case "live":
      return t("wallet.qr.live");
    case "signed":
      return t("wallet.qr.signed", {
        time: timeOfDay(code.validUntil),
        date: dayOf(code.validUntil, language),
      });
    case "expired":
      return t("wallet.qr.expired");
  }
}

/**
 * The card's QR code. With signal it is the live code; a gate phone with no signal cannot check that, so the
 * worker can switch to the offline code here (the gate's red result names this button).
 */
function GateQr({ item }: { item: GateItem }) {
  const [now, setNow] = useState(() => new Date());
  const [offlineChosen, setOfflineChosen] = useState(false);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const online = useIsOnline();
  const code = useGateQrCode(item, now, offlineChosen);
  const { t, language } = useT();
  const qrCode = useQrCode(code.kind === "expired" ? "" : code.url);
  return (
    <figure className="flex flex-col items-center gap-2">
      {code.kind === "expired" ? null : qrCode ? (
        <img
          src={qrCode}
          alt={t("wallet.qr.alt", { kind: t(gateItemKindKeys[item.kind]).toLowerCase() })}
          data-testid="gate-qr-code"
          data-code-kind={code.kind}
          className="size-72 bg-white [image-rendering:pixelated]"
        />
      ) : (
        <div className="size-72 animate-pulse rounded bg-surface-muted" />
      )}
      {/* Right under the code, in sight while the worker holds the phone up to the gate. */}
      {online ? (
        <Button variant="secondary" onClick={() => setOfflineChosen(!offlineChosen)}>
          <QrCode aria-hidden="true" className="size-5" />
          {offlineChosen ? t("wallet.qr.showLive") : t("wallet.qr.showOffline")}
        </Button>
      ) : null}
      <figcaption className="text-center text-sm text-muted">
        {qrCaption(code, t, language)} {t("wallet.qr.selfDeclared")}
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
  const { t } = useT();
  return (
    <section
      aria-label={t("wallet.gateKeeperSees")}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <p className="text-sm">
        {holderPhotoUrl && item.show_holder_photo
          ? t("wallet.checkShowsNameAndPhoto")
          : t("wallet.checkShowsName")}
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
          {t("wallet.showMyPhoto")}
        </label>
      ) : (
        <p className="text-sm text-muted">{t("wallet.addPhoto")}</p>
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
  const { t, language } = useT();
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
          <span className="text-2xl font-extrabold tracking-widest">
            {item.acronym ?? t(gateItemKindKeys[item.kind])}
          </span>
          <Button variant="secondary" onClick={() => dialogRef.current?.close()}>
            <X aria-hidden="true" className="size-5" />
            {t("wallet.close")}
          </Button>
        </div>
        <div>
          <h2 id={headingId} className="text-2xl font-bold">
            {shownRecordType(item, t)}
          </h2>
          <p className="text-lg font-semibold">{holderName}</p>
        </div>
        <div>
          <p className="text-sm text-muted">
            {item.kind === "skills-card" ? t("field.registrationNumber") : t("wallet.number")}
          </p>
          <GateNumber
            number={item.number || t("wallet.noNumber")}
            maxRem={3.75}
            className="leading-tight font-extrabold"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-lg">
            {item.expiry_date
              ? t("wallet.expires", { date: formatDateIn(item.expiry_date, language) })
              : t("wallet.noExpiryDate")}
          </p>
          <UrgencyBadge urgency={item.urgency} />
        </div>
        <GateQr item={item} />
        <HolderPhotoChoice item={item} holderName={holderName} holderPhotoUrl={holderPhotoUrl} />
        {item.front_image_url ? <CardPhoto url={item.front_image_url} label={t("skillsCard.front")} /> : null}
        {item.back_image_url ? <CardPhoto url={item.back_image_url} label={t("skillsCard.back")} /> : null}
        <Button variant="ghost" onClick={onStopShowing}>
          <EyeOff aria-hidden="true" className="size-4" />
          {t("wallet.stopShowing")}
        </Button>
      </div>
    </dialog>
  );
}
