import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import type { CardMatchStatus, CardMatchView } from "@siteready/domain/jobs";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { CalendarClock, CircleAlert, CircleCheck, CircleX, ShieldCheck } from "lucide-react";
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
  "expires-during": {
    word: "jobs.match.expiresDuring",
    icon: CalendarClock,
    border: "border-urgency-warning",
    iconColour: "text-urgency-warning",
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
 * Each card a job needs, as 'CPCS … ✓ held', '✗ missing', '! expired' or 'expires during the job': icon and word,
 * never colour alone.
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
            // On a narrow screen the status wraps under the name as one piece, never word by word beside it.
            className={`inline-flex flex-wrap items-center gap-x-1.5 rounded-2xl border-2 bg-surface px-2.5 py-0.5 text-sm font-semibold text-text ${look.border}`}
          >
            <span>{shownCardTypeName(match.card_type, t, match.name)}</span>
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Icon aria-hidden="true" className={`size-4 shrink-0 ${look.iconColour}`} />
              {t(look.word)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'You hold all required cards', or how many are short, for me or (on the poster's side) for an applicant; then,
 * for each card that runs out before the job ends, when it does.
 */
export function CardMatchSummary({
  matches,
  holdsAll,
  holder = "you",
}: {
  matches: CardMatchView[];
  holdsAll: boolean;
  holder?: "you" | "applicant";
}) {
  const { t, language } = useT();
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
  // A card that runs out during the job is held: it is counted, and said apart.
  const held = matches.filter((match) => match.status === "held" || match.status === "expires-during");
  const expiring = held.filter((match) => match.status === "expires-during");
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium">
        {held.length === matches.length
          ? t(holder === "you" ? "jobs.match.youHoldAllNotWhole" : "jobs.match.holdsAllNotWhole")
          : t(holder === "you" ? "jobs.match.youHoldSome" : "jobs.match.holdsSome", {
              held: held.length,
              count: matches.length,
            })}
      </p>
      {expiring.map((match) => (
        <p
          key={match.card_type}
          className="flex items-start gap-2 rounded-lg border-2 border-urgency-warning bg-surface p-3"
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-warning" />
          <span>
            {t(holder === "you" ? "jobs.match.yourCardExpires" : "jobs.match.theirCardExpires", {
              card: shownCardTypeName(match.card_type, t, match.name),
              date: match.expiry_date ? formatDateIn(match.expiry_date, language) : "",
            })}
          </span>
        </p>
      ))}
    </div>
  );
}
