import { WalletView } from "../../features/wallet/components/wallet-view.tsx";

/** /wallet: the cards a worker shows at the site gate, ready with no signal. */
export function WalletPage() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Site-gate wallet</h1>
        <p className="text-muted">
          Tap a card to show it full screen with its number and QR code. Your wallet opens even with no
          signal.
        </p>
      </header>
      <WalletView />
    </div>
  );
}
