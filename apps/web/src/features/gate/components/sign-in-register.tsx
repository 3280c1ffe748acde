import { decodeMessageRef, type MessageKey, type MessageRef } from "@siteready/domain/i18n";
import { Download, LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useFormatDateTime } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { useIsOnline } from "../../../lib/connection-status.ts";
import {
  type CompanySiteRef,
  type RegisterRow,
  recordSignOuts,
  signInsCsvUrl,
  useRegister,
  type useSendWaiting,
} from "../api/sign-in-register.ts";
import { refusalReasonWords } from "./decision-panel.tsx";

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

/** A check's reason as kept: a message reference, worded; text that an older phone sent, as it came. */
function recordedReason(reason: string, word: (ref: MessageRef) => string): string {
  const ref = decodeMessageRef(reason);
  return ref ? word(ref) : reason;
}

function useRowWords() {
  const { t, word } = useT();
  const formatDateTime = useFormatDateTime();
  return {
    name: (row: RegisterRow) => row.holder_name ?? t("gate.notKnown"),
    card: (row: RegisterRow) =>
      // The card as the check named it, stored with the entry: a record of what was shown at the gate.
      `${row.card_title ?? t("gate.notKnown")}${row.card_number ? ` · ${row.card_number}` : ""}`,
    when: formatDateTime,
    decision: (row: RegisterRow) => {
      if (row.decision === "refused") {
        return t("gate.decision.refused", {
          reason: t(refusalReasonWords[row.refusal_reason ?? "other"]),
        });
      }
      return row.signed_out_at === null
        ? t("gate.decision.signedIn")
        : t("gate.decision.signedOut", { when: formatDateTime(row.signed_out_at) });
    },
    check: (row: RegisterRow) => `${t(outcomeWords[row.outcome])}: ${recordedReason(row.reason, word)}`,
  };
}

/** Who is on site now, each with a Sign out button, and Sign everyone out at the end of the day. */
function OnSiteNow({ rows }: { rows: RegisterRow[] }) {
  const { t } = useT();
  const words = useRowWords();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const [signedOut, setSignedOut] = useState<string | null>(null);
  const signOut = (people: RegisterRow[], said: string) => {
    recordSignOuts(
      people.map((row) => row.client_id),
      new Date(),
    );
    setSignedOut(said);
    setConfirmingAll(false);
  };
  return (
    <section aria-labelledby="on-site-heading" className="flex flex-col gap-3">
      <h3 id="on-site-heading" className="text-lg font-bold">
        {t("gate.onSite.heading", { count: rows.length })}
      </h3>
      <p role="status" className="empty:hidden">
        {signedOut}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted">{t("gate.onSite.nobody")}</p>
      ) : (
        <>
          <ul
            aria-labelledby="on-site-heading"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {rows.map((row) => (
              <li
                key={row.client_id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{words.name(row)}</p>
                  <p className="text-sm text-muted break-words">{words.card(row)}</p>
                  <p className="text-sm text-muted">
                    {t("gate.onSite.since", { when: words.when(row.scanned_at) })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  onClick={() => signOut([row], t("gate.signedOutOne", { name: words.name(row) }))}
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t("gate.signOut")}
                  <span className="sr-only"> {words.name(row)}</span>
                </Button>
              </li>
            ))}
          </ul>
          {confirmingAll ? (
            <InlineConfirm
              question={t("gate.signOutAll.question", { count: rows.length })}
              confirmLabel={t("gate.signOutAll")}
              cancelLabel={t("gate.cancel")}
              busy={false}
              onConfirm={() => signOut(rows, t("gate.signedOutAll", { count: rows.length }))}
              onCancel={() => setConfirmingAll(false)}
            />
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setConfirmingAll(true)}>
              {t("gate.signOutAll")}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function History({ rows }: { rows: RegisterRow[] }) {
  const { t } = useT();
  const words = useRowWords();
  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h3 id="history-heading" className="text-lg font-bold">
        {t("gate.history")}
      </h3>
      {rows.length === 0 ? (
        <p className="text-muted">{t("gate.noChecks")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby="history-heading" className="w-full text-left text-sm">
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
                <tr key={row.client_id} className="border-t border-border align-top">
                  <td className="p-2">{words.when(row.scanned_at)}</td>
                  <td className="p-2">{words.name(row)}</td>
                  <td className="p-2">{words.card(row)}</td>
                  <td className="p-2">
                    <span className="font-semibold">{words.decision(row)}</span>
                    {row.note ? <span className="block">“{row.note}”</span> : null}
                    <span className="block text-muted">{words.check(row)}</span>
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
 * A site's sign-in register on the gate phone: who is on site now (the fire roll-call) with signing out, every
 * check with its decision, and the CSV. With no signal it is the copy last synced, and says when that was.
 */
export function SignInRegister({
  site,
  companySite = null,
  send,
}: {
  site: string;
  /** A company's site: its own register, kept by the company (issue 50). */
  companySite?: CompanySiteRef | null;
  send: ReturnType<typeof useSendWaiting>;
}) {
  const online = useIsOnline();
  const register = useRegister(site, companySite);
  const formatDateTime = useFormatDateTime();
  const { t } = useT();
  return (
    <section aria-labelledby="register-heading" className="flex flex-col gap-4">
      <h2 id="register-heading" className="text-xl font-bold">
        {t("gate.register", { site })}
      </h2>
      {online ? null : (
        <p role="status" className="rounded-lg border border-urgency-warning p-3 text-sm">
          {register.syncedAt === null
            ? t("gate.register.noCopy")
            : t("gate.register.lastSynced", { when: formatDateTime(register.syncedAt) })}
        </p>
      )}
      {register.waiting > 0 ? (
        <p role="status" className="rounded-lg border border-border bg-surface-muted p-3 text-sm">
          {t("gate.waiting", { count: register.waiting })}
        </p>
      ) : null}
      {/* A refused send (the register's limit, say): it stays on the phone, and Try again sends it. */}
      {send.isError ? <ErrorBox error={send.error} onRetry={() => send.reset()} /> : null}
      <OnSiteNow rows={register.onSite} />
      <History rows={register.history} />
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
    </section>
  );
}
