import { formatDate } from "@siteready/domain";
import { ShieldQuestion } from "lucide-react";
import { useLocation } from "react-router";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { UrgencyBadge } from "../../components/ui/urgency-badge.tsx";
import { useGateVerification } from "../../features/wallet/api/verify-gate-card.ts";

/**
 * /verify#<token>: what a gateman sees after scanning a wallet QR code — the card's type and status, nothing
 * else about its holder. The token is the URL's fragment, which browsers never send to the server.
 */
export function VerifyPage() {
  const token = useLocation().hash.slice(1);
  const check = useGateVerification(token);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold">Card check</h1>
      {!token ? (
        <p className="flex items-start gap-2">
          <ShieldQuestion aria-hidden="true" className="size-5 shrink-0" />
          This link has no card to check. Scan the QR code on the worker's SiteReady wallet.
        </p>
      ) : check.isPending ? (
        <p className="text-muted">Checking the card…</p>
      ) : check.data ? (
        <section
          aria-labelledby="checked-card"
          className="flex flex-col gap-3 rounded-xl border border-border p-5"
        >
          <p className="text-sm font-semibold text-muted">
            {check.data.kind_label}
            {check.data.scheme ? ` · ${check.data.scheme}` : ""}
          </p>
          <h2 id="checked-card" className="text-2xl font-bold">
            {check.data.title}
          </h2>
          <p className="text-lg">
            {check.data.expiry_date ? `Expires ${formatDate(check.data.expiry_date)}` : "No expiry date"}
          </p>
          <UrgencyBadge urgency={check.data.urgency} />
          <p className="text-sm text-muted">
            Checked {new Date(check.data.checked_at).toLocaleString("en-GB")}. {check.data.note}
          </p>
        </section>
      ) : (
        <ErrorBox error={check.error} onRetry={() => void check.refetch()} />
      )}
    </div>
  );
}
