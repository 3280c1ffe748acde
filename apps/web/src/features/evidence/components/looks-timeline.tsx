import { checkedBy, type Look } from "@siteready/domain/evidence";
import type { MessageKey } from "@siteready/domain/i18n";
import { shownRecordType } from "@siteready/domain/record-words";
import { Building2, Eye, KeyRound, ScanLine, ShieldCheck } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useFormatDateTime } from "../../../i18n/moment-in.ts";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { useLooks } from "../api/get-looks.ts";

const icons = {
  "gate-scan": ScanLine,
  "smart-check": ShieldCheck,
  "share-view": Eye,
  "share-event": KeyRound,
  "company-look": Building2,
} as const;

const outcomeKeys: Record<string, MessageKey> = {
  green: "evidence.gateOutcome.green",
  amber: "evidence.gateOutcome.amber",
  red: "evidence.gateOutcome.red",
  matches: "evidence.outcome.matches",
  "no-match": "evidence.outcome.no-match",
  "not-found": "evidence.outcome.not-found",
};

const shareEventKeys: Record<string, MessageKey> = {
  "code-sent": "sharing.event.code-sent",
  "code-failed": "sharing.event.code-failed",
  "code-locked": "sharing.event.code-locked",
  "delete-requested": "sharing.event.delete-requested",
};

/** One look in words, by its kind: who, which record or share, and what it found. */
function lookSentence(look: Look, t: Translator["t"]): string {
  const record =
    look.record_type &&
    (look.record_kind === "skills-card" ||
      look.record_kind === "document" ||
      look.record_kind === "qualification")
      ? shownRecordType({ kind: look.record_kind, type: look.record_type, title: look.record_type }, t)
      : "";
  const outcomeKey = look.outcome ? outcomeKeys[look.outcome] : undefined;
  const outcome = outcomeKey ? t(outcomeKey) : "";
  const who = look.who ?? t("evidence.looks.someone");
  const about = look.about ?? "";
  switch (look.kind) {
    case "gate-scan":
      return look.who
        ? t("evidence.looks.gateScan", { who, record, outcome })
        : t("evidence.looks.gateScanAnonymous", { record, outcome });
    case "smart-check":
      return t("evidence.looks.smartCheck", {
        who: checkedBy(look.company, who),
        record,
        outcome,
      });
    case "share-view":
      return look.who || look.company
        ? t("evidence.looks.shareViewBy", { about, who: [look.who, look.company].filter(Boolean).join(", ") })
        : t("evidence.looks.shareView", { about });
    case "share-event":
      return t("evidence.looks.shareEvent", {
        about,
        event: shareEventKeys[look.outcome ?? ""] ? t(shareEventKeys[look.outcome ?? ""] as MessageKey) : "",
      });
    case "company-look":
      return look.who
        ? t("evidence.looks.companyLookBy", { who, company: look.company ?? "", about })
        : t("evidence.looks.companyLook", { company: look.company ?? "", about });
  }
}

/**
 * The worker's one timeline of every look at their records (issue 51): gate checks, Smart Check answers, share
 * views and companies' looks, newest first, each saying who, what and when.
 */
export function LooksTimeline() {
  const looks = useLooks();
  const { t } = useT();
  const when = useFormatDateTime();
  if (looks.isPending) return <p className="text-muted">{t("wallet.loading")}</p>;
  if (!looks.data) return <ErrorBox error={looks.error} onRetry={() => void looks.refetch()} />;
  const all = looks.data.pages.flatMap((page) => page.looks);
  if (all.length === 0)
    return (
      <EmptyState icon={Eye} title={t("evidence.looks.empty")} description={t("evidence.looks.intro")} />
    );
  return (
    <div className="flex flex-col gap-4">
      <ol aria-label={t("evidence.looks.list")} className="flex flex-col gap-3">
        {all.map((look) => {
          const Icon = icons[look.kind];
          return (
            <li
              key={`${look.kind}-${look.id}`}
              className="flex items-start gap-3 rounded-lg border border-border p-3"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="break-words">{lookSentence(look, t)}</p>
                <p className="text-sm text-muted">
                  <time dateTime={look.at}>{when(look.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      {looks.hasNextPage ? (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={looks.isFetchingNextPage}
          onClick={() => void looks.fetchNextPage()}
        >
          {t("evidence.looks.more")}
        </Button>
      ) : null}
    </div>
  );
}
