import { describe, expect, it } from "vitest";
import { catalogues } from "../catalogues/index.ts";
import { wordMessage } from "../i18n/message-ref.ts";
import { en } from "../i18n/whole-catalogue.ts";
import {
  craneGustStopMph,
  craneGustWarningMph,
  describeWeatherCode,
  type ForecastDay,
  type ForecastNow,
  forecastDaySchema,
  mewpGustStopMph,
  mewpGustWarningMph,
  scaffoldGustStopMph,
  scaffoldGustWarningMph,
  siteForecastSchema,
  type WeatherWarningKind,
  weatherWarnings,
} from "./site-weather.ts";

/** A mild, calm, dry day: no warnings. */
const calmDay: ForecastDay = {
  date: "2025-03-12",
  minTempC: 6,
  maxTempC: 14,
  precipitationMm: 0.4,
  precipitationProbability: 20,
  maxHourlyPrecipitationMm: 0.2,
  windSpeedMph: 8,
  windGustMph: 15,
  weatherCode: 2,
};

const calmNow: ForecastNow = {
  time: "2025-03-12T09:15",
  temperatureC: 9,
  precipitationMm: 0,
  precipitationMmPerHour: 0,
  windSpeedMph: 7,
  windGustMph: 14,
  weatherCode: 1,
};

const day = (changes: Partial<ForecastDay>): ForecastDay => ({ ...calmDay, ...changes });
const now = (changes: Partial<ForecastNow>): ForecastNow => ({ ...calmNow, ...changes });

const severityOf = (warnings: ReturnType<typeof weatherWarnings>, kind: WeatherWarningKind) =>
  warnings.find((warning) => warning.kind === kind)?.severity ?? "none";

describe("weatherWarnings: calm conditions", () => {
  it("gives no warnings for a mild, calm, dry day", () => {
    expect(weatherWarnings(calmDay)).toEqual([]);
  });

  it("gives no warnings for mild, calm, dry conditions now", () => {
    expect(weatherWarnings(calmNow)).toEqual([]);
  });

  it("says nothing about a measurement the forecast does not have", () => {
    const unknown = day({
      minTempC: null,
      maxTempC: null,
      precipitationMm: null,
      maxHourlyPrecipitationMm: null,
      windGustMph: null,
    });
    expect(weatherWarnings(unknown)).toEqual([]);
  });
});

describe("weatherWarnings: wind", () => {
  it("uses the documented limits", () => {
    expect([mewpGustWarningMph, mewpGustStopMph]).toEqual([22, 28]);
    expect([craneGustWarningMph, craneGustStopMph]).toEqual([30, 38]);
    expect([scaffoldGustWarningMph, scaffoldGustStopMph]).toEqual([30, 40]);
  });

  it.each([
    [21, "none"],
    [21.4, "none"],
    [21.5, "warning"],
    [22, "warning"],
    [27, "warning"],
    [27.4, "warning"],
    [27.5, "stop"],
    [28, "stop"],
  ] as const)("MEWPs at gusts of %s mph: %s", (gust, expected) => {
    expect(severityOf(weatherWarnings(day({ windGustMph: gust })), "mewp_wind")).toBe(expected);
  });

  it.each([
    [29, "none"],
    [30, "warning"],
    [37, "warning"],
    [38, "stop"],
  ] as const)("cranes at gusts of %s mph: %s", (gust, expected) => {
    expect(severityOf(weatherWarnings(day({ windGustMph: gust })), "crane_wind")).toBe(expected);
  });

  it.each([
    [29, "none"],
    [30, "warning"],
    [39, "warning"],
    [40, "stop"],
  ] as const)("scaffolding at gusts of %s mph: %s", (gust, expected) => {
    expect(severityOf(weatherWarnings(day({ windGustMph: gust })), "scaffold_wind")).toBe(expected);
  });

  it("says in plain words why crane lifts stop", () => {
    const warnings = weatherWarnings(day({ windGustMph: 41.2 }));
    expect(warnings.find((warning) => warning.kind === "crane_wind")).toEqual({
      kind: "crane_wind",
      severity: "stop",
      message: "Gusts up to 41 mph: too windy for crane lifts.",
      message_ref: { key: "places.warning.craneStop", values: { gust: 41 } },
    });
    expect(warnings.map((warning) => `${warning.kind}:${warning.severity}`)).toEqual([
      "crane_wind:stop",
      "mewp_wind:stop",
      "scaffold_wind:stop",
    ]);
  });

  it("applies to conditions now as well", () => {
    expect(severityOf(weatherWarnings(now({ windGustMph: 29 })), "mewp_wind")).toBe("stop");
  });

  it("shows the rounded gust that the decision used", () => {
    const [mewp] = weatherWarnings(day({ windGustMph: 27.6 }));
    expect(mewp?.message).toMatch(/^Gusts up to 28 mph: too windy for MEWPs/);
  });
});

describe("weatherWarnings: cold", () => {
  it.each([
    [3, "none"],
    [2.5, "none"],
    [2.4, "near_freezing"],
    [2, "near_freezing"],
    [1, "near_freezing"],
    [0.5, "near_freezing"],
    [0.4, "frost"],
    [0, "frost"],
    [-4, "frost"],
  ] as const)("a low of %s °C gives %s", (low, expected) => {
    const kinds = weatherWarnings(day({ minTempC: low })).map((warning) => warning.kind);
    expect(kinds).toEqual(expected === "none" ? [] : [expected]);
  });

  it("tells the site to protect concrete and mortar in a frost", () => {
    const [frost] = weatherWarnings(day({ minTempC: -2.3 }));
    expect(frost).toMatchObject({ kind: "frost", severity: "warning" });
    expect(frost?.message).toContain("Low of -2 °C");
    expect(frost?.message).toContain("concrete and mortar");
  });

  it("mentions cold-weather concreting when near freezing", () => {
    const [cold] = weatherWarnings(day({ minTempC: 1.6 }));
    expect(cold?.message).toContain("Below 5 °C and falling");
  });

  it("never says -0 °C", () => {
    const [frost] = weatherWarnings(day({ minTempC: -0.2 }));
    expect(frost?.message).toContain("Low of 0 °C");
  });

  it("uses the temperature now", () => {
    expect(weatherWarnings(now({ temperatureC: -1 })).map((warning) => warning.kind)).toEqual(["frost"]);
    expect(weatherWarnings(now({ temperatureC: 2 })).map((warning) => warning.kind)).toEqual([
      "near_freezing",
    ]);
  });
});

describe("weatherWarnings: heavy rain", () => {
  it.each([
    [9, false],
    [9.4, false],
    [9.5, true],
    [10, true],
    [25, true],
  ] as const)("%s mm in a day: heavy %s", (mm, heavy) => {
    const warnings = weatherWarnings(day({ precipitationMm: mm, maxHourlyPrecipitationMm: 1 }));
    expect(severityOf(warnings, "heavy_rain")).toBe(heavy ? "warning" : "none");
  });

  it.each([
    [3, false],
    [3.4, false],
    [3.5, true],
    [4, true],
  ] as const)("%s mm in the wettest hour: heavy %s", (mm, heavy) => {
    const warnings = weatherWarnings(day({ precipitationMm: 6, maxHourlyPrecipitationMm: mm }));
    expect(severityOf(warnings, "heavy_rain")).toBe(heavy ? "warning" : "none");
  });

  it("gives one rain warning, naming the day's total, when both limits are passed", () => {
    const warnings = weatherWarnings(day({ precipitationMm: 14.2, maxHourlyPrecipitationMm: 6 }));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.message).toMatch(/^14 mm of rain: /);
  });

  it.each([
    [3, false],
    [4, true],
  ] as const)("raining %s mm an hour now: heavy %s", (rate, heavy) => {
    const warnings = weatherWarnings(now({ precipitationMm: rate / 4, precipitationMmPerHour: rate }));
    expect(severityOf(warnings, "heavy_rain")).toBe(heavy ? "warning" : "none");
  });
});

describe("weatherWarnings: heat", () => {
  it.each([
    [29, false],
    [29.4, false],
    [29.5, true],
    [30, true],
    [34, true],
  ] as const)("a high of %s °C: heat %s", (high, hot) => {
    expect(severityOf(weatherWarnings(day({ maxTempC: high })), "heat")).toBe(hot ? "warning" : "none");
  });

  it("advises water, shade and curing", () => {
    const [heat] = weatherWarnings(now({ temperatureC: 31 }));
    expect(heat).toEqual({
      kind: "heat",
      severity: "warning",
      message:
        "Now 31 °C: drink plenty of water, take breaks in the shade and keep fresh concrete damp while it cures.",
      message_ref: { key: "places.warning.heatNow", values: { high: 31 } },
    });
  });
});

describe("weather warnings by key (issue 49)", () => {
  const stormyDays = [
    day({ windGustMph: 41, minTempC: -3, maxTempC: 31, precipitationMm: 30 }),
    day({ windGustMph: 31, minTempC: 2, maxHourlyPrecipitationMm: 12 }),
    day({ windGustMph: 25 }),
    now({ temperatureC: -2, windGustMph: 29 }),
    now({ temperatureC: 3, precipitationMmPerHour: 11 }),
    now({ temperatureC: 32 }),
  ];

  it("gives every warning a key and values that word it exactly as its English message", () => {
    const warnings = stormyDays.flatMap(weatherWarnings);
    expect(new Set(warnings.map((warning) => warning.message_ref.key)).size).toBeGreaterThanOrEqual(10);
    for (const warning of warnings) expect(wordMessage(warning.message_ref, en, "en")).toBe(warning.message);
  });

  it("words a warning in Polish from its key, with the number in it", () => {
    const crane = weatherWarnings(day({ windGustMph: 41.2 })).find(
      (warning) => warning.kind === "crane_wind",
    );
    expect(crane && wordMessage(crane.message_ref, catalogues.pl, "pl")).toBe(
      "Porywy do 41 mph: za mocny wiatr na podnoszenie dźwigiem.",
    );
  });
});

describe("describeWeatherCode", () => {
  it.each([
    [0, "Clear"],
    [2, "Partly cloudy"],
    [3, "Overcast"],
    [45, "Fog"],
    [53, "Drizzle"],
    [63, "Rain"],
    [65, "Heavy rain"],
    [73, "Snow"],
    [81, "Showers"],
    [95, "Thunderstorm"],
    [99, "Thunderstorm with hail"],
  ])("code %i is %s", (code, description) => {
    expect(describeWeatherCode(code)).toBe(description);
  });

  it("says Unknown for a code it does not know or a missing code", () => {
    expect(describeWeatherCode(42)).toBe("Unknown");
    expect(describeWeatherCode(null)).toBe("Unknown");
  });
});

describe("forecast schemas", () => {
  it("accepts a forecast with today and the next 7 days", () => {
    const days = Array.from({ length: 8 }, (_, index) => day({ date: `2025-03-${12 + index}` }));
    expect(siteForecastSchema.safeParse({ now: calmNow, days }).success).toBe(true);
  });

  it("rejects a day whose numbers are missing rather than null", () => {
    const { windGustMph: _dropped, ...withoutGust } = calmDay;
    expect(forecastDaySchema.safeParse(withoutGust).success).toBe(false);
  });
});
