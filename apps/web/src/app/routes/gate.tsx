import { formatDateIn, type MessageKey } from "@siteready/domain";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { checkGateCode, type GateResult } from "../../features/gate/api/check-gate-code.ts";
import { useGateKeys } from "../../features/gate/api/get-gate-keys.ts";
import {
  queueSignIn,
  signInOf,
  signInsCsvUrl,
  useSendWaitingSignIns,
  useSignIns,
  useWaitingSignIns,
} from "../../features/gate/api/sign-in-register.ts";
import { GateCheckResult } from "../../features/gate/components/gate-check-result.tsx";
import { QrScanner } from "../../features/gate/components/qr-scanner.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { useIsOnline } from "../../lib/connection-status.ts";

const siteStorageKey = "gateSite";
const outcomeWords = {
  green: "gate.outcome.green",
  amber: "gate.outcome.amber",
  red: "gate.outcome.red",
} as const satisfies Record<string, MessageKey>;
const registerColumns = [
  "gate.column.when",
  "gate.column.who",
  "gate.column.card",
  "gate.column.status",
] as const satisfies readonly MessageKey[];

/** The full-screen answer to a scan; the next scan starts from its button. */
function ResultScreen({ result, onNext }: { result: GateResult; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  const { t } = useT();
  useEffect(() => next.current?.focus(), []);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="gate-check-outcome"
      className="fixed inset-0 z-50 overflow-auto bg-surface p-3"
    >
      <GateCheckResult
        result={result}
        actions={
          <button
            ref={next}
            type="button"
            onClick={onNext}
            className="min-h-14 rounded-lg bg-white px-4 text-lg font-bold text-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-black"
          >
            {t("gate.next")}
          </button>
        }
      />
    </div>
  );
}

function Register({ site }: { site: string }) {
  const online = useIsOnline();
  const waiting = useWaitingSignIns().filter((signIn) => signIn.site === site);
  const synced = useSignIns(site);
  const rows = [...waiting, ...(synced.data?.sign_ins ?? [])];
  const send = useSendWaitingSignIns();
  const { t, tm, language } = useT();
  return (
    <section aria-labelledby="register-heading" className="flex flex-col gap-3">
      <h2 id="register-heading" className="text-xl font-bold">
        {t("gate.register", { site })}
      </h2>
      {waiting.length > 0 ? (
        <p role="status" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
          {t("gate.waiting", { count: waiting.length })}
        </p>
      ) : null}
      {/* A refused send (the register's limit, say): the scans stay on the phone, and Try again sends them. */}
      {send.isError ? <ErrorBox error={send.error} onRetry={() => send.reset()} /> : null}
      {online ? (
        <a
          href={signInsCsvUrl(site)}
          download
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-border px-4 font-semibold"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("gate.download")}
        </a>
      ) : (
        <p className="text-sm text-muted">{t("gate.downloadNeedsSignal")}</p>
      )}
      {rows.length === 0 ? (
        <p className="text-muted">{t("gate.nobody")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                {registerColumns.map((heading) => (
                  <th key={heading} scope="col" className="p-2">
                    {t(heading)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.client_id} className="border-t border-border">
                  <td className="p-2">
                    {formatDateIn(row.scanned_at.slice(0, 10), language)}{" "}
                    {new Date(row.scanned_at).toLocaleTimeString("en-GB", {
                      hour: "2-digit",
                      minute: "2-digit",
                    })}
                  </td>
                  <td className="p-2">{tm(row.holder_name)}</td>
                  <td className="p-2">
                    {tm(row.card_title)}
                    {row.card_number ? ` · ${row.card_number}` : ""}
                  </td>
                  <td className="p-2">
                    {t(outcomeWords[row.outcome])}: {tm(row.reason)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * /gate: gate-keeper mode. Scan a worker's wallet QR code with the phone's camera; the answer fills the screen in
 * green, amber or red with the holder's name and photo, and goes in this site's sign-in register, which waits on
 * the phone with no signal and is sent when it returns. Works offline after one visit with signal (the keys that
 * check signed codes are kept on the phone).
 */
export function GatePage() {
  const online = useIsOnline();
  const keys = useGateKeys();
  const [site, setSite] = useState(() => localStorage.getItem(siteStorageKey) ?? "");
  const [siteText, setSiteText] = useState(site);
  const [result, setResult] = useState<GateResult | null>(null);
  const [checking, setChecking] = useState(false);
  const { t } = useT();

  async function onScanned(text: string) {
    setChecking(true);
    try {
      const checked = await checkGateCode(text, { online, keys: keys.data?.keys });
      queueSignIn(signInOf(checked, site, new Date()));
      setResult(checked);
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("gate.title")}</h1>
        <p className="text-muted">{t("gate.intro")}</p>
        {keys.data ? null : (
          <p role="status" className="text-sm">
            {t("gate.connectOnce")}
          </p>
        )}
      </header>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const name = siteText.trim();
          if (!name) return;
          localStorage.setItem(siteStorageKey, name);
          setSite(name);
        }}
      >
        <TextField
          label={t("gate.site")}
          hint={t("gate.siteHint")}
          className="flex-1"
          value={siteText}
          maxLength={120}
          autoComplete="off"
          onChange={(event) => setSiteText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {site ? t("gate.changeSite") : t("gate.startRegister")}
        </Button>
      </form>
      {site ? (
        <>
          <QrScanner onScanned={(text) => void onScanned(text)} paused={result !== null || checking} />
          {checking ? <p role="status">{t("gate.checking")}</p> : null}
          <Register site={site} />
        </>
      ) : (
        <p>{t("gate.enterSite")}</p>
      )}
      {result ? <ResultScreen result={result} onNext={() => setResult(null)} /> : null}
    </div>
  );
}
