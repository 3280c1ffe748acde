import { formatDateIn } from "@siteready/domain/i18n";
import type { JobView } from "@siteready/domain/jobs";
import { formatRateIn, tradeKeys } from "@siteready/domain/jobs";
import { CalendarDays, HardHat, UserRound } from "lucide-react";
import { useId } from "react";
import { ResultCardHeading, ResultPlace } from "../../../components/ui/result-card.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { CardMatchChips, CardMatchSummary } from "./card-match-chips.tsx";

/** 'Starts 12 Mar 2026', day-month-year in the language. */
export function startText(startDate: string | null, { t, language }: Pick<Translator, "t" | "language">) {
  return startDate
    ? t("jobs.start.on", { date: formatDateIn(startDate, language) })
    : t("jobs.start.toBeAgreed");
}

/** One job in the results: the facts a worker decides on, and which of its cards they hold. */
export function JobResultCard({ job, href }: { job: JobView; href: string }) {
  const headingId = useId();
  const translator = useT();
  const { t, language, catalogue } = translator;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <ResultCardHeading
        id={headingId}
        title={job.title}
        href={href}
        price={formatRateIn(job.rate_pence, job.rate_type, language, catalogue)}
      />
      <ul className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
        <li className="inline-flex items-center gap-1.5">
          <HardHat aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {t(tradeKeys[job.trade])}
        </li>
        <ResultPlace as="li" place={job} postcode={job.site_postcode} />
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {startText(job.start_date, translator)}
        </li>
        {job.is_mine ? (
          <li className="inline-flex items-center gap-1.5 font-semibold">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
            {t("jobs.yourJob")}
          </li>
        ) : null}
      </ul>
      <CardMatchChips matches={job.card_match} />
      <CardMatchSummary matches={job.card_match} holdsAll={job.holds_all} />
    </article>
  );
}
