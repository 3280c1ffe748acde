import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import { shownRecordType } from "@siteready/domain/record-words";
import {
  describeWithdrawalListAge,
  type GateOutcome,
  gateItemKindKeys,
  isWithdrawalListReason,
} from "@siteready/domain/wallet";
import { CircleAlert, CircleCheck, CircleX, History, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { VerificationStatus } from "../../../components/ui/verification-status.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import type { GateResult } from "../api/check-gate-code.ts";

const outcomes: Record<GateOutcome, { word: MessageKey; className: string; Icon: typeof CircleCheck }> = {
  green: { word: "gate.result.valid", className: "bg-green-800 text-white", Icon: CircleCheck },
  amber: { word: "gate.result.expiringSoon", className: "bg-amber-300 text-black", Icon: CircleAlert },
  red: { word: "gate.result.doNotAccept", className: "bg-red-700 text-white", Icon: CircleX },
};

function checkedHow(result: GateResult, t: Translator["t"]): string {
  if (result.checkedOnline) return t("gate.result.checkedOnline");
  if (result.codeKind === "signed") return t("gate.result.checkedOffline");
  return "";
}

/** The heading: amber because the phone cannot tell whether the card was withdrawn is not "Expiring soon". */
function outcomeWord(result: GateResult): MessageKey {
  if (result.outcome === "amber" && isWithdrawalListReason(result.reason)) return "gate.result.cannotConfirm";
  return outcomes[result.outcome].word;
}

/** "List of withdrawn cards updated 2 hours ago" (a check on the phone), counting on while the result is open. */
function WithdrawalListAge({ issuedAt }: { issuedAt: number | null }) {
  const { say } = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="flex items-center gap-2 text-base font-semibold" data-testid="withdrawal-list-age">
      <History aria-hidden="true" className="size-5 shrink-0" />
      {say(describeWithdrawalListAge(issuedAt, now))}
    </p>
  );
}

/**
 * A gate check's answer, in colour and in words: green (in date), amber (expires within 30 days) or red (expired,
 * not genuine, out of date or withdrawn, and why), with the holder's name and photo to match against the person,
 * the card's scheme, type, number and expiry in large type, and what the check does and does not prove.
 */
export function GateCheckResult({ result, actions }: { result: GateResult; actions?: ReactNode }) {
  const { className, Icon } = outcomes[result.outcome];
  const word = outcomeWord(result);
  const { t, say, language } = useT();
  return (
    <section
      aria-labelledby="gate-check-outcome"
      data-outcome={result.outcome}
      className={`flex flex-col gap-4 rounded-xl p-5 ${className}`}
    >
      <h2 id="gate-check-outcome" className="flex items-center gap-3 text-4xl font-extrabold">
        <Icon aria-hidden="true" className="size-10 shrink-0" />
        {t(word)}
      </h2>
      <p className="text-xl font-semibold">{say(result.reason)}</p>
      {result.withdrawalList ? <WithdrawalListAge issuedAt={result.withdrawalList.issuedAt} /> : null}
      {result.holderName !== null ? (
        <div className="flex items-center gap-4">
          {result.holderPhoto ? (
            <img
              src={result.holderPhoto}
              alt={result.holderName}
              className="size-28 shrink-0 rounded-lg border-2 border-current object-cover"
            />
          ) : (
            <UserRound aria-hidden="true" className="size-16 shrink-0" />
          )}
          <div className="flex flex-col">
            <p className="text-sm">{t("gate.result.holder")}</p>
            <p className="text-3xl font-bold break-words">{result.holderName}</p>
            {result.holderPhoto ? null : (
              <p className="text-sm">
                {result.checkedOnline ? t("gate.result.noPhoto") : t("gate.result.photoOnline")}
              </p>
            )}
          </div>
        </div>
      ) : null}
      {result.title !== null ? (
        <dl className="grid gap-2 rounded-lg bg-white/90 p-4 text-black">
          <dt className="text-sm">
            {[result.kind && t(gateItemKindKeys[result.kind]), result.scheme].filter(Boolean).join(" · ")}
          </dt>
          <dd className="text-2xl font-bold">
            {result.kind && result.type !== null
              ? shownRecordType({ kind: result.kind, type: result.type, title: result.title }, t)
              : result.title}
          </dd>
          <dt className="text-sm">{t("wallet.number")}</dt>
          <dd className="font-mono text-3xl font-extrabold break-all">
            {result.number || t("wallet.noNumber")}
          </dd>
          <dt className="text-sm">{t("gate.result.expiry")}</dt>
          <dd className="text-2xl font-bold">
            {result.expiryDate ? formatDateIn(result.expiryDate, language) : t("wallet.noExpiryDate")}
          </dd>
        </dl>
      ) : null}
      {result.verification ? (
        <>
          <p className="text-sm">{checkedHow(result, t)}</p>
          <div className="text-black">
            <VerificationStatus verification={result.verification} />
          </div>
        </>
      ) : (
        <p className="text-sm">
          {checkedHow(result, t)} {t("gate.result.selfDeclared")}
        </p>
      )}
      {actions}
    </section>
  );
}
