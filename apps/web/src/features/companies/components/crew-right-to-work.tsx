import type { CrewMemberRecords } from "@siteready/domain/companies";
import { receiptMethodKeys, receiptOutcomeKeys, rightToWorkRouteKeys } from "@siteready/domain/right-to-work";
import { ExternalLink, TriangleAlert } from "lucide-react";
import { RightToWorkReceiptForm } from "../../../components/right-to-work-receipt-form.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type SiteRef, useDownloadCrewReceipt, useRecordCrewReceipt } from "../api/crew-board.ts";

type CrewRightToWork = NonNullable<CrewMemberRecords["items"][number]["right_to_work"]>;

/** GOV.UK's "Check a job applicant's right to work": where the company types the share code. */
const checkRightToWorkUrl = "https://www.gov.uk/view-right-to-work";

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
      <a
        href={checkRightToWorkUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("secondary", "self-start py-2 text-left")}
      >
        {t("rightToWork.shared.checkOnline")}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only"> {t("page.opensInNewTab")}</span>
      </a>
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
