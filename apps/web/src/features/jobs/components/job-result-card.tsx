import type { JobView } from "@siteready/domain";
import { diggsMessages, formatDate } from "@siteready/domain";
import { CalendarDays, HardHat, MapPin, UserRound } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CardMatchChips, CardMatchSummary } from "./card-match-chips.tsx";

/** '3.2 miles away'; nothing when the search has no location. */
export function distanceText(miles: number | null): string | null {
  if (miles === null) return null;
  return `${miles.toFixed(1)} ${miles === 1 ? "mile" : "miles"} away`;
}

export function placeText(job: Pick<JobView, "town" | "site_postcode">): string {
  return job.town ? `${job.town} (${job.site_postcode})` : job.site_postcode;
}

export function startText(startDate: string | null): string {
  return startDate ? `Starts ${formatDate(startDate)}` : "Start date to be agreed";
}

/** One job in the results: the facts a worker decides on, and which of its cards they hold. */
export function JobResultCard({ job, href }: { job: JobView; href: string }) {
  const headingId = useId();
  const distance = job.location_known ? distanceText(job.distance_miles) : diggsMessages.distanceNotKnown;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold break-words">
          <Link to={href} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-lg font-bold">{job.rate_label}</p>
      </div>
      <ul className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-4">
        <li className="inline-flex items-center gap-1.5">
          <HardHat aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {job.trade}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {placeText(job)}
          {distance ? <span className="font-semibold">· {distance}</span> : null}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {startText(job.start_date)}
        </li>
        {job.is_mine ? (
          <li className="inline-flex items-center gap-1.5 font-semibold">
            <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
            Your job
          </li>
        ) : null}
      </ul>
      <CardMatchChips matches={job.card_match} />
      <CardMatchSummary matches={job.card_match} holdsAll={job.holds_all} />
    </article>
  );
}
