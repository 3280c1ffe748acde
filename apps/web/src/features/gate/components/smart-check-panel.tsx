import { type SmartCheckOutcome, smartCheckOutcomes } from "@siteready/domain/evidence";
import { Copy } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SmartCheckLink } from "../../../components/ui/verification-status.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useRecordSmartCheck } from "../api/record-smart-check.ts";

/** A company whose gate the gate-keeper works, to check for. */
export interface CheckingCompany {
  id: string;
  name: string;
}

/**
 * After a check with signal, the gate-keeper looks the card up on CSCS Smart Check (a new tab, with the number
 * copied ready to paste: the website takes no link with the number) and records one of three answers on the scan.
 * The holder then sees who checked, for which company, and when (issue 51).
 */
export function SmartCheckPanel({
  scanId,
  cardNumber,
  companies,
  defaultCompanyId,
}: {
  scanId: string;
  cardNumber: string | null;
  companies: readonly CheckingCompany[];
  defaultCompanyId: string | null;
}) {
  const { t, word } = useT();
  const record = useRecordSmartCheck(scanId);
  const [companyId, setCompanyId] = useState(defaultCompanyId ?? companies[0]?.id ?? "");
  const [copied, setCopied] = useState(false);
  const companyField = useId();
  const saved = record.data?.outcome;

  async function copyNumber() {
    if (!cardNumber) return;
    await navigator.clipboard?.writeText(cardNumber).catch(() => undefined);
    setCopied(true);
  }

  return (
    <section
      aria-labelledby={`${companyField}-title`}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 text-black"
    >
      <h3 id={`${companyField}-title`} className="text-xl font-bold">
        {t("evidence.smartCheck.title")}
      </h3>
      <p className="text-sm">{t("evidence.smartCheck.intro")}</p>
      <div className="flex flex-wrap gap-2">
        <SmartCheckLink>{t("evidence.smartCheck.open")}</SmartCheckLink>
        {cardNumber ? (
          <Button type="button" variant="secondary" onClick={() => void copyNumber()}>
            <Copy aria-hidden="true" className="size-4" />
            {t("evidence.smartCheck.copyNumber")}
          </Button>
        ) : null}
      </div>
      {copied ? (
        <p role="status" className="text-sm">
          {t("evidence.smartCheck.copied")}
        </p>
      ) : null}
      {companies.length > 0 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={companyField} className="text-sm font-semibold">
            {t("evidence.smartCheck.forCompany")}
          </label>
          <select
            id={companyField}
            value={companyId}
            onChange={(event) => setCompanyId(event.target.value)}
            className="min-h-11 rounded-lg border-2 border-border bg-white px-3 text-black focus-visible:outline-3 focus-visible:outline-focus"
          >
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
            <option value="">{t("evidence.smartCheck.noCompany")}</option>
          </select>
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("evidence.smartCheck.question")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {smartCheckOutcomes.map((outcome: SmartCheckOutcome) => (
            <Button
              key={outcome}
              type="button"
              variant={outcome === "matches" ? "primary" : "secondary"}
              aria-pressed={saved === outcome}
              disabled={record.isPending}
              onClick={() => record.mutate({ outcome, ...(companyId ? { company_id: companyId } : {}) })}
            >
              {t(`evidence.outcome.${outcome}`)}
            </Button>
          ))}
        </div>
      </fieldset>
      {saved ? (
        <p role="status" className="font-semibold">
          {t("evidence.smartCheck.saved", { outcome: t(`evidence.outcome.${saved}`) })}
        </p>
      ) : null}
      {record.error instanceof ApiError && record.error.status !== undefined && record.error.status < 500 ? (
        // The server's refusal in words: not this gate-keeper's scan, an hour gone, their own card.
        <p role="alert" className="rounded-lg border-2 border-urgency-expired p-3 text-sm">
          {word(record.error.messageRef)}
        </p>
      ) : record.error ? (
        <ErrorBox error={record.error} />
      ) : null}
    </section>
  );
}
