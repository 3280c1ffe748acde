import { type ReceiptView, receiptMethodKeys, receiptOutcomeKeys } from "@siteready/domain/right-to-work";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const outcomeIcons = {
  confirmed: { Icon: CircleCheck, colour: "text-urgency-valid" },
  "confirmed-time-limited": { Icon: CircleAlert, colour: "text-urgency-warning" },
  "not-confirmed": { Icon: CircleX, colour: "text-urgency-expired" },
} as const;

function Receipt({ receipt }: { receipt: ReceiptView }) {
  const { t, word } = useT();
  const { Icon, colour } = outcomeIcons[receipt.outcome];
  const by = receipt.organisation ? `${receipt.checker_name}, ${receipt.organisation}` : receipt.checker_name;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border p-4">
      {/* The outcome leads the line, by its icon and its words (never colour alone). */}
      <p className="flex items-start gap-2 font-medium">
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${colour}`} />
        <span>
          {word({
            key: "rightToWork.receipt.summary",
            values: {
              outcome: t(receiptOutcomeKeys[receipt.outcome]),
              by,
              date: receipt.checked_on,
              method: t(receiptMethodKeys[receipt.method]),
            },
          })}
        </span>
      </p>
      {receipt.follow_up_on ? (
        <p className="font-medium">
          {word({ key: "rightToWork.receipt.followUpLine", values: { date: receipt.follow_up_on } })}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {receipt.via === "share" ? t("rightToWork.receipt.viaShare") : t("rightToWork.receipt.viaCompany")}
      </p>
      {receipt.record_withdrawn_at ? (
        <p className="text-sm font-medium">
          {word({
            key: "rightToWork.receipt.withdrawn",
            values: { date: receipt.record_withdrawn_at.slice(0, 10) },
          })}
        </p>
      ) : null}
    </li>
  );
}

/** Every check an engager recorded against the worker's record, newest first as the server sends them. */
export function RightToWorkReceipts({ receipts }: { receipts: ReceiptView[] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="rtw-receipts" className="flex flex-col gap-3">
      <h2 id="rtw-receipts" className="text-xl font-bold">
        {t("rightToWork.page.receipts")}
      </h2>
      {receipts.length === 0 ? (
        <p className="text-muted">{t("rightToWork.page.noReceipts")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {receipts.map((receipt) => (
            <Receipt key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      )}
    </section>
  );
}
