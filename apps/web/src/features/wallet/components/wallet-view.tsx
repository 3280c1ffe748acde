import { hasSmartCheck } from "@siteready/domain/evidence";
import type { GateItemView as GateItem } from "@siteready/domain/wallet";
import { describeWalletSync } from "@siteready/domain/wallet";
import { Clock, Share, TriangleAlert, WalletCards } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SmartCheckLink, VerificationStatus } from "../../../components/ui/verification-status.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { askForPersistentStorage, keepImagesOffline } from "../../../lib/offline-copy.ts";
import { useWallet, walletImageUrls } from "../api/get-wallet.ts";
import { useSetGateMarking, useWaitingMarkings } from "../api/set-gate-marking.ts";
import { GateCardFace } from "./gate-card-face.tsx";
import { GateCardFullScreen } from "./gate-card-full-screen.tsx";
import { HolderPreview } from "./holder-preview.tsx";
import { OwnCheckAnswer } from "./own-check-answer.tsx";

/** iOS has no install prompt: Safari users are told how to add the app to the Home Screen. */
function isIosBrowserTab() {
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) && !standalone;
}

/** The domain's 'Last synced 3 h ago' (describeWalletSync), in the current language. */
function syncLabel(syncedAt: number | null, now: number, t: Translator["t"]): string {
  if (syncedAt === null) return t("wallet.sync.never");
  const minutes = Math.floor(Math.max(0, now - syncedAt) / 60_000);
  if (minutes < 1) return t("wallet.sync.justNow");
  if (minutes < 60) return t("wallet.sync.minutes", { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("wallet.sync.hours", { count: hours });
  return t("wallet.sync.days", { count: Math.floor(hours / 24) });
}

function SyncStatus({ syncedAt }: { syncedAt: number | null }) {
  const { t } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const sync = describeWalletSync(syncedAt, now);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-2 text-sm text-muted">
        <Clock aria-hidden="true" className="size-4" />
        {syncLabel(syncedAt, now, t)}
      </p>
      {sync.stale ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-urgency-warning p-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-urgency-warning" />
          {t("wallet.stale")}
        </p>
      ) : null}
    </div>
  );
}

function WaitingToSend() {
  const waiting = useWaitingMarkings();
  const { t } = useT();
  if (waiting.length === 0) return null;
  return (
    <p role="status" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
      {t("wallet.waiting", { count: waiting.length })}
    </p>
  );
}

/**
 * The site-gate wallet: every record the worker shows at the gate, drawn like the real card, from the device
 * copy when there is no signal. Tapping a card opens it full screen with its QR code.
 */
export function WalletView() {
  const wallet = useWallet();
  const stopShowing = useSetGateMarking();
  const [openId, setOpenId] = useState<string | null>(null);
  const { t } = useT();

  useEffect(() => askForPersistentStorage(), []);
  useEffect(() => {
    if (!wallet.data) return;
    keepImagesOffline(walletImageUrls(wallet.data)).catch((error: unknown) =>
      console.warn("Could not keep the card images on this device", error),
    );
  }, [wallet.data]);

  if (wallet.isPending) return <p className="text-muted">{t("wallet.loading")}</p>;
  if (!wallet.data) return <ErrorBox error={wallet.error} onRetry={() => void wallet.refetch()} />;

  const { holder_name: holderName, holder_photo_url: holderPhotoUrl, items } = wallet.data;
  const open = items.find((item) => item.id === openId);
  const smartCheckable = (item: GateItem) => hasSmartCheck(item.kind, item.type);
  const firstSmartCheckable = items.find(smartCheckable);
  const stop = (item: GateItem) => {
    setOpenId(null);
    stopShowing.mutate({ kind: item.kind, id: item.id, show_at_gate: false });
  };

  return (
    <div className="flex flex-col gap-5">
      <SyncStatus syncedAt={wallet.dataUpdatedAt || null} />
      <section
        aria-label={t("wallet.whatGateKeeperSees")}
        className="flex flex-col gap-3 rounded-lg border border-border p-3"
      >
        <p className="text-sm">{holderPhotoUrl ? t("wallet.seesNameAndPhoto") : t("wallet.seesName")}</p>
        <HolderPreview holderName={holderName} photoUrl={holderPhotoUrl} />
      </section>
      <WaitingToSend />
      {isIosBrowserTab() ? (
        <p className="flex items-start gap-2 rounded-lg border border-border p-3 text-sm">
          <Share aria-hidden="true" className="size-5 shrink-0" />
          {t("wallet.iosHomeScreen")}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6">
          <WalletCards aria-hidden="true" className="size-10 text-muted" />
          <h2 className="text-xl font-bold">{t("wallet.emptyTitle")}</h2>
          <p className="text-muted">{t("wallet.emptyText")}</p>
          <ButtonLink to="/skills-cards">{t("wallet.chooseCards")}</ButtonLink>
        </div>
      ) : (
        <ul aria-label={t("wallet.list")} className="grid gap-5 sm:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button
                type="button"
                onClick={() => setOpenId(item.id)}
                className="block w-full rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
              >
                <GateCardFace item={item} holderName={holderName} />
                <span className="sr-only">, {t("wallet.openFullScreen")}</span>
              </button>
              <div className="mt-2">
                <VerificationStatus verification={item.verification}>
                  {item.verification.flagged ? (
                    <div className="flex flex-wrap gap-2">
                      <ButtonLink to="/skills-cards" variant="secondary">
                        {t("evidence.flag.edit")}
                      </ButtonLink>
                      <SmartCheckLink>{t("evidence.flag.checkYourself")}</SmartCheckLink>
                    </div>
                  ) : null}
                </VerificationStatus>
                {smartCheckable(item) ? (
                  <OwnCheckAnswer item={item} anchor={item === firstSmartCheckable} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <GateCardFullScreen
          item={open}
          holderName={holderName}
          holderPhotoUrl={holderPhotoUrl}
          onClose={() => setOpenId(null)}
          onStopShowing={() => stop(open)}
        />
      ) : null}
    </div>
  );
}
