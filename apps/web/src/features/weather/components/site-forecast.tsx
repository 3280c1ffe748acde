import { parseIsoDate } from "@siteready/domain/fields";
import { formatNumberIn, type Language } from "@siteready/domain/i18n";
import { type ForecastDayView, type SiteWeather, weatherCodeKey } from "@siteready/domain/weather";
import { CloudOff, CloudRain, HardHat, MapPin, Trash2, Wind } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { WeatherWarnings } from "./weather-warnings.tsx";

type T = Translator["t"];

// A missing reading says so: it must never read as calm, dry or mild.
const temperatureText = (celsius: number | null, t: T) =>
  celsius === null ? t("places.weather.noReading") : `${Math.round(celsius)} °C`;
// Tenths of a millimetre with the language's decimal sign: '1.2 mm', '1,2 mm'.
const tenths = (mm: number, language: Language) =>
  formatNumberIn(mm, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const rainText = (mm: number | null, t: T, language: Language) =>
  mm === null ? t("places.weather.noReading") : `${tenths(mm, language)} mm`;
/** Rain now as an hourly rate, the same measure as the heavy-rain warning. */
const rainRateText = (mmPerHour: number | null, t: T, language: Language) =>
  mmPerHour === null
    ? t("places.weather.noReading")
    : t("places.weather.mmAnHour", { mm: tenths(mmPerHour, language) });
const windText = (mph: number | null, t: T) =>
  mph === null ? t("places.weather.noReading") : `${Math.round(mph)} mph`;

const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * '2025-01-14' → 'Tue 14 Jan' (a calendar date, so no time zone can move it); in another language Intl's whole
 * day with its weekday, as the language writes it: 'wt., 14 stycznia', 'sausio 14 d., an', 'вт, 14 януари'.
 */
function dayText(isoDate: string, language: Language): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  if (language !== "en") {
    return new Intl.DateTimeFormat(language, {
      weekday: "short",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    }).format(utc);
  }
  return `${weekdays[utc.getUTCDay()]} ${date.day} ${months[date.month - 1]}`;
}

/** 'Updated 09:15', in UK time wherever the phone thinks it is. */
function updatedText(fetchedAt: string, t: T): string {
  const time = new Date(fetchedAt).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
  return t("places.weather.updated", { time });
}

function DayRow({ day, first }: { day: ForecastDayView; first: boolean }) {
  const { t, language } = useT();
  const date = dayText(day.date, language);
  const name = first ? t("places.weather.today", { date }) : date;
  const chance =
    day.precipitationProbability === null
      ? ""
      : ` ${t("places.weather.chance", { percent: Math.round(day.precipitationProbability) })}`;
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border p-3 ${day.warnings.length > 0 ? "border-2 border-urgency-warning" : "border-border"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h4 className="font-bold">{name}</h4>
        <p className="text-sm">{t(weatherCodeKey(day.weatherCode))}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">{t("places.weather.temperature")}</dt>
        <dd>
          {t("places.weather.highLow", {
            high: temperatureText(day.maxTempC, t),
            low: temperatureText(day.minTempC, t),
          })}
        </dd>
        <dt className="text-muted">{t("places.weather.rain")}</dt>
        <dd>
          {rainText(day.precipitationMm, t, language)}
          {chance}
        </dd>
        <dt className="text-muted">{t("places.weather.wind")}</dt>
        <dd>
          {t("places.weather.windGusts", {
            wind: windText(day.windSpeedMph, t),
            gusts: windText(day.windGustMph, t),
          })}
        </dd>
      </dl>
      <WeatherWarnings warnings={day.warnings} label={t("places.weather.warningsFor", { name })} />
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
  const { t, word, language } = useT();

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
                {t("places.weather.fromProjects", { count: site.project_ids.length })}
              </Link>
            </span>
          ) : null}
          {forecast ? <span>{updatedText(forecast.fetched_at, t)}</span> : null}
        </p>
      </header>

      {forecast ? (
        <>
          <section
            aria-label={t("places.weather.nowAt", { site: site.label })}
            className="flex flex-col gap-3"
          >
            <div className="flex flex-wrap items-baseline gap-x-3">
              <p className="text-4xl font-bold">{temperatureText(forecast.now.temperatureC, t)}</p>
              <p className="text-lg font-medium">{t(weatherCodeKey(forecast.now.weatherCode))}</p>
            </div>
            <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
              <li className="inline-flex items-center gap-1.5">
                <CloudRain aria-hidden="true" className="size-5 text-muted" />
                {t("places.weather.rainNow", {
                  rain: rainRateText(forecast.now.precipitationMmPerHour, t, language),
                })}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Wind aria-hidden="true" className="size-5 text-muted" />
                {t("places.weather.windNow", {
                  wind: windText(forecast.now.windSpeedMph, t),
                  gusts: windText(forecast.now.windGustMph, t),
                })}
              </li>
            </ul>
            <WeatherWarnings
              warnings={forecast.now.warnings}
              label={t("places.weather.warningsNowAt", { site: site.label })}
            />
          </section>
          <section
            aria-label={t("places.weather.forecastFor", { site: site.label })}
            className="flex flex-col gap-2"
          >
            <h3 className="text-lg font-bold">{t("places.weather.next7")}</h3>
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
            <p className="font-semibold">{t("places.weather.noForecast")}</p>
            <p>{site.error ? word(site.error) : t("places.weather.couldNotLoad")}</p>
          </div>
        </div>
      )}

      {site.saved_site_id ? (
        confirming ? (
          <InlineConfirm
            question={
              fromProjects
                ? t("places.weather.removeQuestionProject", { site: site.label })
                : t("places.weather.removeQuestion", { site: site.label })
            }
            confirmLabel={t("places.weather.confirmRemove")}
            cancelLabel={t("places.weather.keepSite")}
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
            {t("places.weather.removeSite")}
          </Button>
        )
      ) : null}
    </article>
  );
}
