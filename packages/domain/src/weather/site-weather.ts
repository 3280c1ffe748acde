import { z } from "zod";
import { messageRefSchema } from "../errors/api-error.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

/**
 * Weather for a job site, reduced to what matters on site: wind for lifting and working at height, cold for
 * concrete and mortar, heavy rain, and heat. The server fills a SiteForecast from the weather service; the web
 * shows it and the warnings below. Measurements are null where the forecast has no value: a missing number
 * must never read as calm, dry or mild.
 */

const measurement = z.number().nullable();

/** Conditions now. `time` is local UK time as given by the forecast, e.g. "2025-01-14T09:15". */
export const forecastNowSchema = z.object({
  time: z.string(),
  temperatureC: measurement,
  /** Precipitation over the forecast's latest reading period (15 minutes). */
  precipitationMm: measurement,
  /** The same reading as an hourly rate, so it compares with the heavy-rain rate below. */
  precipitationMmPerHour: measurement,
  windSpeedMph: measurement,
  windGustMph: measurement,
  /** WMO weather code; see describeWeatherCode. */
  weatherCode: z.number().int().nullable(),
});
export type ForecastNow = z.infer<typeof forecastNowSchema>;

/** One day's forecast. `date` is the local UK date, e.g. "2025-01-14". */
export const forecastDaySchema = z.object({
  date: z.string(),
  minTempC: measurement,
  maxTempC: measurement,
  /** Total for the day. */
  precipitationMm: measurement,
  /** Highest chance of precipitation in any hour of the day, 0–100. */
  precipitationProbability: measurement,
  /** Wettest single hour of the day. */
  maxHourlyPrecipitationMm: measurement,
  windSpeedMph: measurement,
  windGustMph: measurement,
  weatherCode: z.number().int().nullable(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** Today and the next 7 days. */
export const siteForecastDays = 8;

export const siteForecastSchema = z.object({
  now: forecastNowSchema,
  days: z.array(forecastDaySchema).max(siteForecastDays),
});
export type SiteForecast = z.infer<typeof siteForecastSchema>;

/*
 * Thresholds. Forecast wind is at 10 m; wind at a crane jib or a raised platform is stronger, so the wind limits
 * sit below the equipment's own rating. They prompt a check against the manufacturer's limit and an anemometer
 * reading on site; they never replace them.
 */

/**
 * MEWPs (cherry pickers, scissor lifts): BS EN 280 rates outdoor machines for 12.5 m/s (28 mph) at platform
 * height, and IPAF guidance is to stop at that speed. Warn from 22 mph (≈ 10 m/s) because gusts at height
 * will often exceed the 10 m figure.
 */
export const mewpGustWarningMph = 22;
export const mewpGustStopMph = 28;

/**
 * Cranes: tower cranes are typically rated to about 20 m/s (45 mph) in service, measured at jib height, and
 * BS 7121 lifts with large wind-catching loads stop well before that. 38 mph (≈ 17 m/s) at 10 m is a
 * conservative stop; 30 mph (≈ 13.4 m/s) is where lift plans and the crane's anemometer need checking.
 */
export const craneGustWarningMph = 30;
export const craneGustStopMph = 38;

/** Scaffolding work: take care and secure sheeting and loose materials from 30 mph gusts; stop from 40 mph. */
export const scaffoldGustWarningMph = 30;
export const scaffoldGustStopMph = 40;

/** Frost: at or below 0 °C fresh concrete and mortar need protecting and surfaces may be icy. */
const frostMinTempC = 0;
/** Near freezing: at or below 2 °C, within a frost's reach on clear nights and exposed sites. */
const nearFreezingMinTempC = 2;
/** Cold-weather concreting (BS 8500 / BS EN 13670 practice): precautions below 5 °C and falling. */
const coldWeatherConcretingTempC = 5;

/** Heavy rain: 10 mm in a day, or 4 mm in an hour (the Met Office's "heavy" rate starts at 4 mm/h). */
const heavyRainDailyMm = 10;
const heavyRainHourlyMm = 4;

/** Heat: from 30 °C, heat stress for people working hard in PPE, and concrete dries out before it cures. */
const heatMaxTempC = 30;

const weatherWarningKinds = [
  "crane_wind",
  "mewp_wind",
  "scaffold_wind",
  "frost",
  "near_freezing",
  "heavy_rain",
  "heat",
] as const;
export type WeatherWarningKind = (typeof weatherWarningKinds)[number];

/** "stop": that work should not go ahead; "warning": it can, with the precaution in the message. */
const weatherWarningSeverities = ["warning", "stop"] as const;
export type WeatherWarningSeverity = (typeof weatherWarningSeverities)[number];

export const weatherWarningSchema = z.object({
  kind: z.enum(weatherWarningKinds),
  severity: z.enum(weatherWarningSeverities),
  /** In English, for logs and the API's readers. */
  message: z.string(),
  /** The same by key and values (issue 49), which the web words in the reader's language. */
  message_ref: messageRefSchema,
});
export type WeatherWarning = z.infer<typeof weatherWarningSchema>;

/**
 * Values are rounded to whole units before comparing, so the number in a message always agrees with the
 * decision (no "Gusts up to 28 mph" that does not stop a MEWP). This leans towards caution by at most half a
 * unit. `+ 0` turns -0 into 0 so a message never says "-0 °C".
 */
const whole = (value: number) => Math.round(value) + 0;

function windWarnings(gustMph: number | null): WeatherWarning[] {
  if (gustMph === null) return [];
  const gust = whole(gustMph);
  const gusts = `Gusts up to ${gust} mph`;
  const warnings: WeatherWarning[] = [];
  if (gust >= craneGustStopMph) {
    warnings.push({
      kind: "crane_wind",
      severity: "stop",
      message: `${gusts}: too windy for crane lifts.`,
      message_ref: { key: "places.warning.craneStop", values: { gust } },
    });
  } else if (gust >= craneGustWarningMph) {
    warnings.push({
      kind: "crane_wind",
      severity: "warning",
      message: `${gusts}: check the crane's wind limit and the lift plan before lifting; it is windier at the jib.`,
      message_ref: { key: "places.warning.craneCare", values: { gust } },
    });
  }
  if (gust >= mewpGustStopMph) {
    warnings.push({
      kind: "mewp_wind",
      severity: "stop",
      message: `${gusts}: too windy for MEWPs such as cherry pickers and scissor lifts.`,
      message_ref: { key: "places.warning.mewpStop", values: { gust } },
    });
  } else if (gust >= mewpGustWarningMph) {
    warnings.push({
      kind: "mewp_wind",
      severity: "warning",
      message: `${gusts}: close to the ${mewpGustStopMph} mph limit for MEWPs; check the wind speed at platform height.`,
      message_ref: { key: "places.warning.mewpCare", values: { gust, limit: mewpGustStopMph } },
    });
  }
  if (gust >= scaffoldGustStopMph) {
    warnings.push({
      kind: "scaffold_wind",
      severity: "stop",
      message: `${gusts}: stop scaffolding work and secure sheeting, boards and loose materials.`,
      message_ref: { key: "places.warning.scaffoldStop", values: { gust } },
    });
  } else if (gust >= scaffoldGustWarningMph) {
    warnings.push({
      kind: "scaffold_wind",
      severity: "warning",
      message: `${gusts}: take care on scaffolds and tie down sheeting and loose materials.`,
      message_ref: { key: "places.warning.scaffoldCare", values: { gust } },
    });
  }
  return warnings;
}

function coldWarnings(lowestC: number | null, label: "Low of" | "Now"): WeatherWarning[] {
  if (lowestC === null) return [];
  const low = whole(lowestC);
  if (low <= frostMinTempC) {
    return [
      {
        kind: "frost",
        severity: "warning",
        message: `${label} ${low} °C: frost. Protect fresh concrete and mortar, and watch for ice on ladders, scaffolds and walkways.`,
        message_ref: {
          key: label === "Now" ? "places.warning.frostNow" : "places.warning.frostLow",
          values: { low },
        },
      },
    ];
  }
  if (low <= nearFreezingMinTempC) {
    return [
      {
        kind: "near_freezing",
        severity: "warning",
        message: `${label} ${low} °C: near freezing. Below ${coldWeatherConcretingTempC} °C and falling, use cold-weather concreting measures and protect fresh mortar.`,
        message_ref: {
          key: label === "Now" ? "places.warning.nearFreezingNow" : "places.warning.nearFreezingLow",
          values: { low, limit: coldWeatherConcretingTempC },
        },
      },
    ];
  }
  return [];
}

function heatWarnings(highestC: number | null, label: "High of" | "Now"): WeatherWarning[] {
  if (highestC === null) return [];
  const high = whole(highestC);
  if (high < heatMaxTempC) return [];
  return [
    {
      kind: "heat",
      severity: "warning",
      message: `${label} ${high} °C: drink plenty of water, take breaks in the shade and keep fresh concrete damp while it cures.`,
      message_ref: {
        key: label === "Now" ? "places.warning.heatNow" : "places.warning.heatHigh",
        values: { high },
      },
    },
  ];
}

const rainAdvice = "Check excavations and drainage, and take care on slippery ground and ladders.";

function isForecastDay(conditions: ForecastDay | ForecastNow): conditions is ForecastDay {
  return "date" in conditions;
}

/** Work-relevant warnings for one forecast day or for conditions now, most disruptive (wind) first. */
export function weatherWarnings(conditions: ForecastDay | ForecastNow): WeatherWarning[] {
  const warnings = windWarnings(conditions.windGustMph);

  if (isForecastDay(conditions)) {
    warnings.push(...coldWarnings(conditions.minTempC, "Low of"));
    const dailyMm = conditions.precipitationMm === null ? null : whole(conditions.precipitationMm);
    const hourlyMm =
      conditions.maxHourlyPrecipitationMm === null ? null : whole(conditions.maxHourlyPrecipitationMm);
    if (dailyMm !== null && dailyMm >= heavyRainDailyMm) {
      warnings.push({
        kind: "heavy_rain",
        severity: "warning",
        message: `${dailyMm} mm of rain: ${rainAdvice}`,
        message_ref: { key: "places.warning.rainDay", values: { mm: dailyMm } },
      });
    } else if (hourlyMm !== null && hourlyMm >= heavyRainHourlyMm) {
      warnings.push({
        kind: "heavy_rain",
        severity: "warning",
        message: `Up to ${hourlyMm} mm of rain in an hour: ${rainAdvice}`,
        message_ref: { key: "places.warning.rainHour", values: { mm: hourlyMm } },
      });
    }
    warnings.push(...heatWarnings(conditions.maxTempC, "High of"));
    return warnings;
  }

  warnings.push(...coldWarnings(conditions.temperatureC, "Now"));
  if (conditions.precipitationMmPerHour !== null) {
    const rate = whole(conditions.precipitationMmPerHour);
    if (rate >= heavyRainHourlyMm) {
      warnings.push({
        kind: "heavy_rain",
        severity: "warning",
        message: `Heavy rain, ${rate} mm an hour: ${rainAdvice}`,
        message_ref: { key: "places.warning.rainNow", values: { rate } },
      });
    }
  }
  warnings.push(...heatWarnings(conditions.temperatureC, "Now"));
  return warnings;
}

/** WMO weather interpretation codes, as used by Open-Meteo, in plain words. */
const weatherCodeDescriptions: Readonly<Record<number, string>> = {
  0: "Clear",
  1: "Mainly clear",
  2: "Partly cloudy",
  3: "Overcast",
  45: "Fog",
  48: "Freezing fog",
  51: "Light drizzle",
  53: "Drizzle",
  55: "Heavy drizzle",
  56: "Freezing drizzle",
  57: "Freezing drizzle",
  61: "Light rain",
  63: "Rain",
  65: "Heavy rain",
  66: "Freezing rain",
  67: "Freezing rain",
  71: "Light snow",
  73: "Snow",
  75: "Heavy snow",
  77: "Snow grains",
  80: "Light showers",
  81: "Showers",
  82: "Heavy showers",
  85: "Snow showers",
  86: "Heavy snow showers",
  95: "Thunderstorm",
  96: "Thunderstorm with hail",
  99: "Thunderstorm with hail",
};

/** The same codes' words in the catalogue, by the code: what a reader sees. */
const weatherCodeKeys: Readonly<Record<number, MessageKey>> = {
  0: "places.sky.clear",
  1: "places.sky.mainlyClear",
  2: "places.sky.partlyCloudy",
  3: "places.sky.overcast",
  45: "places.sky.fog",
  48: "places.sky.freezingFog",
  51: "places.sky.lightDrizzle",
  53: "places.sky.drizzle",
  55: "places.sky.heavyDrizzle",
  56: "places.sky.freezingDrizzle",
  57: "places.sky.freezingDrizzle",
  61: "places.sky.lightRain",
  63: "places.sky.rain",
  65: "places.sky.heavyRain",
  66: "places.sky.freezingRain",
  67: "places.sky.freezingRain",
  71: "places.sky.lightSnow",
  73: "places.sky.snow",
  75: "places.sky.heavySnow",
  77: "places.sky.snowGrains",
  80: "places.sky.lightShowers",
  81: "places.sky.showers",
  82: "places.sky.heavyShowers",
  85: "places.sky.snowShowers",
  86: "places.sky.heavySnowShowers",
  95: "places.sky.thunderstorm",
  96: "places.sky.thunderstormHail",
  99: "places.sky.thunderstormHail",
};

export function weatherCodeKey(code: number | null): MessageKey {
  return (code === null ? undefined : weatherCodeKeys[code]) ?? "places.sky.unknown";
}

export function describeWeatherCode(code: number | null): string {
  if (code === null) return "Unknown";
  return weatherCodeDescriptions[code] ?? "Unknown";
}
