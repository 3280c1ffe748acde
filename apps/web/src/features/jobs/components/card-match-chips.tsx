import type { CardMatchStatus, CardMatchView, MessageKey } from "@siteready/domain";
import { CircleAlert, CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const looks: Record<
  CardMatchStatus,
  { word: MessageKey; icon: typeof CircleCheck; border: string; iconColour: string }
> = {
  held: {
    word: "jobs.match.held",
    icon: CircleCheck,
    border: "border-urgency-valid",
    iconColour: "text-urgency-valid",
  },
  expired: {
    word: "jobs.match.expired",
    icon: CircleAlert,
    border: "border-urgency-urgent",
    iconColour: "text-urgency-urgent",
  },
  missing: {
    word: "jobs.match.missing",
    icon: CircleX,
    border: "border-urgency-expired",
    iconColour: "text-urgency-expired",
  },
};

/**
 * Each card a job needs, as 'CPCS … ✓ held', '✗ missing' or '! expired': icon and word, never colour alone.
 * The words use the body text colour, so their contrast does not depend on the status colour.
 */
export function CardMatchChips({ matches, label }: { matches: CardMatchView[]; label?: string }) {
  const { t } = useT();
  if (matches.length === 0) return null;
  return (
    <ul aria-label={label ?? t("jobs.match.label")} className="flex flex-wrap gap-2">
      {matches.map((match) => {
        const look = looks[match.status];
        const Icon = look.icon;
        return (
          <li
            key={match.card_type}
            data-status={match.status}
            className={`inline-flex items-center gap-1.5 rounded-full border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
          >
            <span>{match.name}</span>
            <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
            <span>{t(look.word)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'You hold all required cards', or how many are short, for me or (on the poster's side) for an applicant. */
export function CardMatchSummary({
  matches,
  holdsAll,
  holder = "you",
}: {
  matches: CardMatchView[];
  holdsAll: boolean;
  holder?: "you" | "applicant";
}) {
  const { t } = useT();
  if (matches.length === 0) {
    return <p className="text-sm text-muted">{t("jobs.match.noneListed")}</p>;
  }
  if (holdsAll) {
    return (
      <p className="inline-flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-urgency-valid" />
        {holder === "you" ? t("jobs.match.youHoldAll") : t("jobs.match.holdsAll")}
      </p>
    );
  }
  const held = matches.filter((match) => match.status === "held").length;
  return (
    <p className="text-sm font-medium">
      {t(holder === "you" ? "jobs.match.youHoldSome" : "jobs.match.holdsSome", {
        held,
        count: matches.length,
      })}
    </p>
  );
}
