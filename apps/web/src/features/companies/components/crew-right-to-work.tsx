import type { CrewMemberRecords } from "@siteready/domain/companies";
import { receiptMethodKeys, receiptOutcomeKeys, rightToWorkRouteKeys } from "@siteready/domain/right-to-work";
import { TriangleAlert } from "lucide-react";
import {
  CheckRightToWorkLink,
  RightToWorkReceiptForm,
} from "../../../components/right-to-work-receipt-form.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type SiteRef, useDownloadCrewReceipt, useRecordCrewReceipt } from "../api/crew-board.ts";

type CrewRightToWork = NonNullable<CrewMemberRecords["items"][number]["right_to_work"]>;

/**
 * A crew member's right-to-work record on a role that needs it (issue 52): the values as GOV.UK asks for them,
 * the checks this company recorded, and the form to record the one it did.
 */
export function CrewRightToWork({
  site,
  crewId,
  rightToWork,
}: {
  site: SiteRef;
  crewId: string;
  rightToWork: CrewRightToWork;
}) {
  const { t, word } = useT();
  const record = useRecordCrewReceipt(site, crewId);
  const download = useDownloadCrewReceipt(site, crewId);
  const shared = rightToWork.record;
  const lines = [
    word({ key: "rightToWork.shared.route", values: { route: t(rightToWorkRouteKeys[shared.route]) } }),
    shared.share_code
      ? word({
          key: "rightToWork.shared.shareCode",
          values: { code: shared.share_code },
        })
      : null,
    shared.share_code_expires_on
      ? word({ key: "rightToWork.shared.codeValidUntil", values: { date: shared.share_code_expires_on } })
      : null,
    shared.date_of_birth
      ? word({ key: "rightToWork.shared.dateOfBirth", values: { date: shared.date_of_birth } })
      : null,
    shared.permission_ends_on
      ? word({ key: "rightToWork.shared.endsOn", values: { date: shared.permission_ends_on } })
      : null,
    shared.details ? word({ key: "rightToWork.shared.details", values: { details: shared.details } }) : null,
  ].filter((line): line is string => line !== null);

  return (
    <div className="flex flex-col gap-3">
      {lines.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      {shared.attention.map((ref) => (
        <p key={JSON.stringify(ref)} className="flex items-start gap-2 text-sm font-medium">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-urgency-urgent" />
          {word(ref)}
        </p>
      ))}
      <p className="text-sm">{t("rightToWork.shared.notAStatutoryCheck")}</p>
      <CheckRightToWorkLink variant="secondary" />
      {rightToWork.receipts.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {rightToWork.receipts.map((receipt) => (
            <li key={receipt.id}>
              {word({
                key: "rightToWork.receipt.summary",
                values: {
                  outcome: t(receiptOutcomeKeys[receipt.outcome]),
                  by: receipt.checker_name,
                  date: receipt.checked_on,
                  method: t(receiptMethodKeys[receipt.method]),
                },
              })}
              {receipt.follow_up_on
                ? ` ${word({ key: "rightToWork.receipt.followUpLine", values: { date: receipt.follow_up_on } })}`
                : ""}
              {receipt.record_withdrawn_at
                ? ` ${word({
                    key: "rightToWork.receipt.withdrawnForEngager",
                    values: { date: receipt.record_withdrawn_at.slice(0, 10) },
                  })}`
                : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <RightToWorkReceiptForm record={record} download={download} />
    </div>
  );
}
