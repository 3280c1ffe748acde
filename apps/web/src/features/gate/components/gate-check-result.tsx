import { formatDate, type GateOutcome } from "@siteready/domain";
import { CircleAlert, CircleCheck, CircleX, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import type { GateResult } from "../api/check-gate-code.ts";

const outcomes: Record<GateOutcome, { word: string; className: string; Icon: typeof CircleCheck }> = {
  green: { word: "Valid", className: "bg-green-800 text-white", Icon: CircleCheck },
  amber: { word: "Expiring soon", className: "bg-amber-300 text-black", Icon: CircleAlert },
  red: { word: "Do not accept", className: "bg-red-700 text-white", Icon: CircleX },
};

function checkedHow(result: GateResult): string {
  if (result.checkedOnline) return "Checked online with SiteReady just now.";
  if (result.codeKind === "signed") {
    return "Checked on this phone with no signal: the signature is SiteReady's. Whether the worker has since deleted the card is checked only online.";
  }
  return "";
}

/**
 * A gate check's answer, in colour and in words: green (in date), amber (expires within 30 days) or red (expired,
 * not genuine, out of date or withdrawn, and why), with the holder's name and photo to match against the person,
 * the card's scheme, type, number and expiry in large type, and what the check does and does not prove.
 */
export function GateCheckResult({ result, actions }: { result: GateResult; actions?: ReactNode }) {
  const { word, className, Icon } = outcomes[result.outcome];
  return (
    <section
      aria-labelledby="gate-check-outcome"
      data-outcome={result.outcome}
      className={`flex flex-col gap-4 rounded-xl p-5 ${className}`}
    >
      <h2 id="gate-check-outcome" className="flex items-center gap-3 text-4xl font-extrabold">
        <Icon aria-hidden="true" className="size-10 shrink-0" />
        {word}
      </h2>
      <p className="text-xl font-semibold">{result.reason}</p>
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
            <p className="text-sm">Card holder</p>
            <p className="text-3xl font-bold break-words">{result.holderName}</p>
            {result.holderPhoto ? null : (
              <p className="text-sm">
                {result.checkedOnline
                  ? "No photo shown for this card."
                  : "The photo shows only when checked online."}
              </p>
            )}
          </div>
        </div>
      ) : null}
      {result.title !== null ? (
        <dl className="grid gap-2 rounded-lg bg-white/90 p-4 text-black">
          <dt className="text-sm">{[result.kindLabel, result.scheme].filter(Boolean).join(" · ")}</dt>
          <dd className="text-2xl font-bold">{result.title}</dd>
          <dt className="text-sm">Number</dt>
          <dd className="font-mono text-3xl font-extrabold break-all">{result.number || "No number"}</dd>
          <dt className="text-sm">Expiry</dt>
          <dd className="text-2xl font-bold">
            {result.expiryDate ? formatDate(result.expiryDate) : "No expiry date"}
          </dd>
        </dl>
      ) : null}
      <p className="text-sm">
        {checkedHow(result)} Self-declared by the card holder in SiteReady, not verified with the scheme.
      </p>
      {actions}
    </section>
  );
}
