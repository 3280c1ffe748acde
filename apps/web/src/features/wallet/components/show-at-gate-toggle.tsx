import type { GateItemKind } from "@siteready/domain/wallet";
import { WalletCards } from "lucide-react";
import { useState } from "react";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useSetGateMarking } from "../api/set-gate-marking.ts";

interface ShowAtGateToggleProps {
  kind: GateItemKind;
  id: string;
  shown: boolean;
  /** The record's heading, which names the switch for screen readers. */
  headingId: string;
}

/** The "Show at the gate" switch of a card, document or qualification; queued when there is no signal. */
export function ShowAtGateToggle({ kind, id, shown, headingId }: ShowAtGateToggleProps) {
  const marking = useSetGateMarking();
  const { t } = useT();
  // What the worker asked for, shown from the tap itself (not a render later, which let the box flick back)
  // until the change is settled and the record says it; while it waits for signal it stays as asked.
  const [requested, setRequested] = useState<boolean | null>(null);
  const checked = requested ?? shown;
  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-lg border border-border px-3 font-semibold">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={headingId}
          onChange={(event) => {
            setRequested(event.target.checked);
            marking.mutate(
              { kind, id, show_at_gate: event.target.checked },
              { onSettled: () => setRequested(null) },
            );
          }}
          className="size-5 accent-[var(--accent)]"
        />
        <WalletCards aria-hidden="true" className="size-5" />
        {t("wallet.showAtGate")}
      </label>
      {marking.isPaused ? (
        <p role="status" className="text-sm text-muted">
          {t("wallet.waitingOne")}
        </p>
      ) : null}
      {marking.isError ? <ErrorBox error={marking.error} /> : null}
    </div>
  );
}
