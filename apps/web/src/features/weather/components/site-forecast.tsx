import type { ForecastDayView, SiteWeather } from "@siteready/domain";
import { parseIsoDate } from "@siteready/domain";
import { CloudOff, CloudRain, HardHat, MapPin, Trash2, Wind } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { WeatherWarnings } from "./weather-warnings.tsx";

// A missing reading says so: it must never read as calm, dry or mild.
const noReading = "no reading";

const temperatureText = (celsius: number | null) =>
  celsius === null ? noReading : `${Math.round(celsius)} °C`;
const rainText = (mm: number | null) => (mm === null ? noReading : `${mm.toFixed(1)} mm`);
/** Rain now as an hourly rate, the same measure as the heavy-rain warning. */
const rainRateText = (mmPerHour: number | null) =>
  mmPerHour === null ? noReading : `${mmPerHour.toFixed(1)} mm an hour`;
const windText = (mph: number | null) => (mph === null ? noReading : `${Math.round(mph)} mph`);

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2025-01-14' → 'Tue 14 Jan' (a calendar date, so no time zone can move it). */
function dayText(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const weekday = weekdays[new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()];
  return `${weekday} ${date.day} ${months[date.month - 1]}`;
}

/** 'Updated 09:15', in UK time wherever the phone thinks it is. */
function updatedText(fetchedAt: string): string {
  const time = new Date(fetchedAt).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
  return `Updated ${time}`;
}

function DayRow({ day, first }: { day: ForecastDayView; first: boolean }) {
  const name = first ? `Today, ${dayText(day.date)}` : dayText(day.date);
  const chance =
    day.precipitationProbability === null ? "" : ` (${Math.round(day.precipitationProbability)}% chance)`;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${day.warnings.length > 0 ? "border-2 border-urgency-warning" : "border-border"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-bold">{name}</h4>
        <p className="text-sm">{day.description}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">Temperature</dt>
        <dd>
          High {temperatureText(day.maxTempC)}, low {temperatureText(day.minTempC)}
        </dd>
        <dt className="text-muted">Rain</dt>
        <dd>
          {rainText(day.precipitationMm)}
          {chance}
        </dd>
        <dt className="text-muted">Wind</dt>
        <dd>
          {windText(day.windSpeedMph)}, gusts {windText(day.windGustMph)}
        </dd>
      </dl>
      <WeatherWarnings warnings={day.warnings} label={`Warnings for ${name}`} />
    </li>
  );
}

interface SiteForecastProps {
  site: SiteWeather;
  onRemove: () => void;
  removing: boolean;
  removeError: unknown;
}

/** One site: conditions now, today and the next 7 days, each with its warnings; or why there is no forecast. */
export function SiteForecast({ site, onRemove, removing, removeError }: SiteForecastProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { forecast } = site;
  const fromProjects = site.project_ids.length > 0;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-bold break-words">
          {site.label}
        </h2>
        <p className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {site.postcode}
          </span>
          {fromProjects ? (
            <span className="inline-flex items-center gap-1.5">
              <HardHat aria-hidden="true" className="size-4" />
              <Link to="/projects" className="inline-flex min-h-11 items-center">
                From your ongoing {site.project_ids.length === 1 ? "project" : "projects"}
              </Link>
            </span>
          ) : null}
          {forecast ? <span>{updatedText(forecast.fetched_at)}</span> : null}
        </p>
      </header>

      {forecast ? (
        <>
          <section aria-label={`Now at ${site.label}`} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline gap-x-3">
              <p className="text-4xl font-bold">{temperatureText(forecast.now.temperatureC)}</p>
              <p className="text-lg font-medium">{forecast.now.description}</p>
            </div>
            <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
              <li className="inline-flex items-center gap-1.5">
                <CloudRain aria-hidden="true" className="size-5 text-muted" />
                Rain {rainRateText(forecast.now.precipitationMmPerHour)}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Wind aria-hidden="true" className="size-5 text-muted" />
                Wind {windText(forecast.now.windSpeedMph)}, gusts {windText(forecast.now.windGustMph)}
              </li>
            </ul>
            <WeatherWarnings warnings={forecast.now.warnings} label={`Warnings now at ${site.label}`} />
          </section>
          <section aria-label={`Forecast for ${site.label}`} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold">Today and the next 7 days</h3>
            <ol className="flex flex-col gap-2">
              {forecast.days.map((day, index) => (
                <DayRow key={day.date} day={day} first={index === 0} />
              ))}
            </ol>
          </section>
        </>
      ) : (
        <div className="flex items-start gap-3 rounded-lg border-2 border-danger bg-surface p-3">
          <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-danger" />
          <div>
            <p className="font-semibold">No forecast for this site right now</p>
            <p>{site.error ?? "The forecast could not be loaded. Please try again later."}</p>
          </div>
        </div>
      )}

      {site.saved_site_id ? (
        confirming ? (
          <InlineConfirm
            question={`Stop following the weather at ${site.label}?${fromProjects ? " It stays here while its project is ongoing." : ""}`}
            confirmLabel="Yes, remove site"
            cancelLabel="Keep site"
            busy={removing}
            error={removeError}
            onConfirm={onRemove}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <Button
            variant="ghost"
            className="self-start"
            aria-describedby={headingId}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove site
          </Button>
        )
      ) : null}
    </article>
  );
}
