import type { GateItemView as GateItem } from "@siteready/domain";
import { describeWalletSync, walletStaleMessage } from "@siteready/domain";
import { Clock, Share, TriangleAlert, WalletCards } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { askForPersistentStorage, keepImagesOffline } from "../../../lib/offline-copy.ts";
import { useWallet, walletImageUrls } from "../api/get-wallet.ts";
import { useSetGateMarking, useWaitingMarkings } from "../api/set-gate-marking.ts";
import { GateCardFace } from "./gate-card-face.tsx";
import { GateCardFullScreen } from "./gate-card-full-screen.tsx";
import { HolderPreview } from "./holder-preview.tsx";

/** iOS has no install prompt: Safari users are told how to add the app to the Home Screen. */
function isIosBrowserTab() {
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) && !standalone;
}

function SyncStatus({ syncedAt }: { syncedAt: number | null }) {
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
        {sync.label}
      </p>
      {sync.stale ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-urgency-warning p-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-urgency-warning" />
          {walletStaleMessage}
        </p>
      ) : null}
    </div>
  );
}

function WaitingToSend() {
  const waiting = useWaitingMarkings();
  if (waiting.length === 0) return null;
  return (
    <p role="status" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
      {waiting.length === 1 ? "1 change is" : `${waiting.length} changes are`} waiting to send. They go as
      soon as you have signal.
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

  useEffect(() => askForPersistentStorage(), []);
  useEffect(() => {
    if (!wallet.data) return;
    keepImagesOffline(walletImageUrls(wallet.data)).catch((error: unknown) =>
      console.warn("Could not keep the card images on this device", error),
    );
  }, [wallet.data]);

  if (wallet.isPending) return <p className="text-muted">Loading your wallet…</p>;
  if (!wallet.data) return <ErrorBox error={wallet.error} onRetry={() => void wallet.refetch()} />;

  const { holder_name: holderName, holder_photo_url: holderPhotoUrl, items } = wallet.data;
  const open = items.find((item) => item.id === openId);
  const stop = (item: GateItem) => {
    setOpenId(null);
    stopShowing.mutate({ kind: item.kind, id: item.id, show_at_gate: false });
  };

  return (
    <div className="flex flex-col gap-5">
      <SyncStatus syncedAt={wallet.dataUpdatedAt || null} />
      <section
        aria-label="What a gate-keeper sees of you"
        className="flex flex-col gap-3 rounded-lg border border-border p-3"
      >
        <p className="text-sm">
          A gate-keeper who scans a card's QR code sees your name
          {holderPhotoUrl ? " and profile photo (you can switch the photo off on each card)" : ""}, the card's
          details, and nothing else about you.
        </p>
        <HolderPreview holderName={holderName} photoUrl={holderPhotoUrl} />
      </section>
      <WaitingToSend />
      {isIosBrowserTab() ? (
        <p className="flex items-start gap-2 rounded-lg border border-border p-3 text-sm">
          <Share aria-hidden="true" className="size-5 shrink-0" />
          To open your cards with no signal, add SiteReady to your Home Screen: tap Share, then "Add to Home
          Screen".
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border p-6">
          <WalletCards aria-hidden="true" className="size-10 text-muted" />
          <h2 className="text-xl font-bold">No cards for the gate yet</h2>
          <p className="text-muted">
            Choose "Show at the gate" on a skills card, document or qualification and it appears here, ready
            to open with no signal.
          </p>
          <ButtonLink to="/skills-cards">Choose from my skills cards</ButtonLink>
        </div>
      ) : (
        <ul aria-label="Cards to show at the gate" className="grid gap-5 sm:grid-cols-2">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <button
                type="button"
                onClick={() => setOpenId(item.id)}
                className="block w-full rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-focus"
              >
                <GateCardFace item={item} holderName={holderName} />
                <span className="sr-only">, open full screen</span>
              </button>
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
