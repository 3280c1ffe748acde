import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/use-translation.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Button } from "./button.tsx";

interface SensitiveValueProps {
  label: string;
  /** The server's mask ('•••• 5678'), or null when nothing is stored. */
  masked: string | null;
  /** Fetches the real value; the server writes an audit entry for every call. */
  onReveal: () => Promise<string>;
}

/**
 * A stored secret shown masked until its owner asks. The revealed value lives only in this component's state
 * and is dropped on Hide, so each Show asks the server (and is audited) again.
 */
export function SensitiveValue({ label, masked, onReveal }: SensitiveValueProps) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t, word } = useT();

  async function toggle() {
    if (revealed !== null) {
      setRevealed(null);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setRevealed(await onReveal());
    } catch (caught) {
      setError(caught instanceof ApiError ? word(caught.messageRef) : t("shell.ui.couldNotShow"));
    } finally {
      setBusy(false);
    }
  }

  const shown = revealed !== null;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium">{label}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-mono text-lg tracking-wide">
          {masked === null ? (
            <span className="font-sans text-base text-muted">{t("shell.ui.notAdded")}</span>
          ) : null}
          {masked !== null ? (shown ? revealed : masked) : null}
        </p>
        {masked !== null ? (
          <Button variant="secondary" aria-pressed={shown} busy={busy} onClick={toggle}>
            {shown ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
            {shown ? t("form.hide") : t("form.show")}
            <span className="sr-only"> {label}</span>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
