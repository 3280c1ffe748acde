import type { OwnCheckOutcome } from "@siteready/domain/evidence";
import type { GateItemView as GateItem } from "@siteready/domain/wallet";
import { CircleCheck, CircleX, Info } from "lucide-react";
import { useId } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SmartCheckLink } from "../../../components/ui/verification-status.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useRecordOwnCheck } from "../api/record-own-check.ts";

/**
 * The worker's own answer for a card Smart Check covers (issue 51, the monthly nudge): look it up on the official
 * website, then say whether it still verifies. Their word is kept and shown to them only, beside the card's level,
 * which it never changes; a "no" says what to do (correct the details or contact the scheme).
 */
export function OwnCheckAnswer({ item, anchor = false }: { item: GateItem; anchor?: boolean }) {
  const { t, word } = useT();
  const questionId = useId();
  const hintId = useId();
  const record = useRecordOwnCheck();
  const ownCheck = item.own_check;
  const answer = (outcome: OwnCheckOutcome) => {
    if (!record.isPending) record.mutate({ kind: item.kind, id: item.id, outcome });
  };
  const saidNo = ownCheck?.current === true && ownCheck.outcome === "did-not-verify";

  return (
    <fieldset
      // The nudge e-mail links to the first card Smart Check covers.
      id={anchor ? "smart-check" : undefined}
      aria-labelledby={questionId}
      aria-describedby={hintId}
      className="mt-2 flex min-w-0 scroll-mt-4 flex-col gap-2 rounded-lg border border-border bg-surface p-2.5 text-sm"
    >
      <p id={questionId} className="font-semibold">
        {t("evidence.own.question")}
      </p>
      <p id={hintId} className="text-muted">
        {t("evidence.own.hint")}
      </p>
      {ownCheck ? (
        <p className="flex items-start gap-2" data-own-check={ownCheck.outcome}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {word(ownCheck.summary)}
        </p>
      ) : null}
      <SmartCheckLink>{t("evidence.flag.checkYourself")}</SmartCheckLink>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          busy={record.isPending && record.variables?.outcome === "still-verifies"}
          onClick={() => answer("still-verifies")}
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t("evidence.own.yes")}
        </Button>
        <Button
          variant="secondary"
          busy={record.isPending && record.variables?.outcome === "did-not-verify"}
          onClick={() => answer("did-not-verify")}
        >
          <CircleX aria-hidden="true" className="size-5" />
          {t("evidence.own.no")}
        </Button>
      </div>
      <p role="status" className="font-medium">
        {record.isSuccess ? t("evidence.own.saved") : null}
      </p>
      {record.error ? <ErrorBox error={record.error} /> : null}
      {saidNo ? (
        <div className="flex flex-col gap-2 rounded-lg border-2 border-urgency-warning p-2.5">
          <p>{t("evidence.own.noHelp")}</p>
          <ButtonLink to="/skills-cards" variant="secondary" className="self-start">
            {t("evidence.flag.edit")}
          </ButtonLink>
        </div>
      ) : null}
    </fieldset>
  );
}
