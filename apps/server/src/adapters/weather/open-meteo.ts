import { encoded } from "@siteready/domain/fields";
import type { MessageRef } from "@siteready/domain/i18n";
import {
  type ForecastDay,
  type ForecastNow,
  type SiteForecast,
  siteForecastDays,
} from "@siteready/domain/weather";
import { z } from "zod";
import { AppError, validationFailed } from "../../lib/app-error.ts";

/** Open-Meteo (https://open-meteo.com): free forecasts from national weather models, no key needed. */

export interface OpenMeteoOptions {
  /** e.g. "https://api.open-meteo.com"; tests point it at a local fake. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface WeatherForecaster {
  forecast(location: { latitude: number; longitude: number }): Promise<SiteForecast>;
}

export const weatherUnavailableMessage = "Weather forecasts could not be reached. Please try again later.";
const weatherUnavailable: MessageRef = { key: "places.server.weatherUnavailable" };

const defaultTimeoutMs = 5_000;

const currentVariables = [
  "temperature_2m",
  "precipitation",
  "rain",
  "wind_speed_10m",
  "wind_gusts_10m",
  "weather_code",
] as const;
const dailyVariables = [
  "temperature_2m_max",
  "temperature_2m_min",
  "precipitation_sum",
  "precipitation_probability_max",
  "wind_speed_10m_max",
  "wind_gusts_10m_max",
  "weather_code",
] as const;
const hourlyVariables = ["temperature_2m", "precipitation", "wind_gusts_10m"] as const;

// Open-Meteo answers null where a model has no value, so every series allows null.
const value = z.number().nullable();
const series = z.array(value);

/** Every series in a block must line up with its `time` list, or the days would be mixed up. */
const alignedWithTime = (block: { time: string[] } & Record<string, unknown[]>) =>
  Object.values(block).every((values) => values.length === block.time.length);

const forecastResponseSchema = z.object({
  current: z.object({
    time: z.string(),
    /** Seconds the current reading covers (900: precipitation is a 15-minute total). */
    interval: z.number().positive().optional(),
    temperature_2m: value,
    precipitation: value,
    rain: value,
    wind_speed_10m: value,
    wind_gusts_10m: value,
    weather_code: value,
  }),
  daily: z
    .object({
      time: z.array(z.string()),
      temperature_2m_max: series,
      temperature_2m_min: series,
      precipitation_sum: series,
      precipitation_probability_max: series,
      wind_speed_10m_max: series,
      wind_gusts_10m_max: series,
      weather_code: series,
    })
    .refine(alignedWithTime, "daily series differ in length"),
  hourly: z
    .object({
      time: z.array(z.string()),
      temperature_2m: series,
      precipitation: series,
      wind_gusts_10m: series,
    })
    .refine(alignedWithTime, "hourly series differ in length"),
});

const wholeCode = (code: number | null | undefined) =>
  code === null || code === undefined ? null : Math.round(code);

/** Rounded to 0.1 so 0.3 mm × 4 reads 1.2, not 1.2000000000000002. */
const toTenths = (amount: number) => Math.round(amount * 10) / 10;

/**
 * The wettest hour of each local date. Hourly precipitation is the total for the hour before `time`, so the
 * midnight reading counts towards the next day; for a daily maximum that does not matter.
 */
function wettestHourByDate(hourly: { time: string[]; precipitation: (number | null)[] }) {
  const wettest = new Map<string, number>();
  hourly.time.forEach((time, index) => {
    const amount = hourly.precipitation[index];
    if (amount === null || amount === undefined) return;
    const date = time.slice(0, 10);
    wettest.set(date, Math.max(wettest.get(date) ?? 0, amount));
  });
  return wettest;
}

function toSiteForecast(response: z.infer<typeof forecastResponseSchema>): SiteForecast {
  const { current, daily, hourly } = response;
  const now: ForecastNow = {
    time: current.time,
    temperatureC: current.temperature_2m,
    precipitationMm: current.precipitation,
    precipitationMmPerHour:
      current.precipitation === null || current.interval === undefined
        ? null
        : toTenths((current.precipitation * 3600) / current.interval),
    windSpeedMph: current.wind_speed_10m,
    windGustMph: current.wind_gusts_10m,
    weatherCode: wholeCode(current.weather_code),
  };
  const wettest = wettestHourByDate(hourly);
  const days = daily.time.slice(0, siteForecastDays).map(
    (date, index): ForecastDay => ({
      date,
      minTempC: daily.temperature_2m_min[index] ?? null,
      maxTempC: daily.temperature_2m_max[index] ?? null,
      precipitationMm: daily.precipitation_sum[index] ?? null,
      precipitationProbability: daily.precipitation_probability_max[index] ?? null,
      maxHourlyPrecipitationMm: wettest.get(date) ?? null,
      windSpeedMph: daily.wind_speed_10m_max[index] ?? null,
      windGustMph: daily.wind_gusts_10m_max[index] ?? null,
      weatherCode: wholeCode(daily.weather_code[index]),
    }),
  );
  return { now, days };
}

function unavailable(cause: unknown): AppError {
  const error = new AppError(503, "SERVICE_UNAVAILABLE", weatherUnavailable);
  // Kept for the server log only; the user sees the message above.
  error.cause = cause;
  return error;
}

function checkLocation(latitude: number, longitude: number) {
  const fieldErrors: Record<string, string[]> = {};
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) {
    fieldErrors.latitude = [encoded("validation.latitude")];
  }
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) {
    fieldErrors.longitude = [encoded("validation.longitude")];
  }
  if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
}

export function createOpenMeteoClient(options: OpenMeteoOptions): WeatherForecaster {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  return {
    async forecast({ latitude, longitude }) {
      checkLocation(latitude, longitude);
      const query = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        current: currentVariables.join(","),
        daily: dailyVariables.join(","),
        hourly: hourlyVariables.join(","),
        // Site limits (MEWPs, cranes, scaffolds) are quoted in mph in the UK.
        wind_speed_unit: "mph",
        // Local days and times, so "today" is the UK's today.
        timezone: "Europe/London",
        forecast_days: String(siteForecastDays),
      });
      let body: unknown;
      try {
        // The timeout covers reading the body too, so a server that stalls mid-answer cannot hang a request.
        const response = await fetchImpl(`${baseUrl}/v1/forecast?${query}`, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          // Free the connection; the error body is of no use to the user.
          await response.body?.cancel();
          throw new Error(`Open-Meteo answered ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        throw unavailable(error);
      }
      const parsed = forecastResponseSchema.safeParse(body);
      if (!parsed.success) throw unavailable(parsed.error);
      return toSiteForecast(parsed.data);
    },
  };
}
