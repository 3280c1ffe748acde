import { siteForecastSchema } from "@siteready/domain/weather";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { fakeServerPool, openMeteoUnits, sendJson } from "../../test-support/location-fakes.ts";
import { createOpenMeteoClient, weatherUnavailableMessage } from "./open-meteo.ts";

/** Local stand-ins for Open-Meteo on 127.0.0.1, closed after each test; tests never reach the internet. */
const fakes = fakeServerPool();
afterEach(fakes.closeAll);

const manchester = { latitude: 53.4808, longitude: -2.2426 };

const dates = [
  "2025-01-14",
  "2025-01-15",
  "2025-01-16",
  "2025-01-17",
  "2025-01-18",
  "2025-01-19",
  "2025-01-20",
  "2025-01-21",
];

/** Hourly rain: dry except 2.4 mm at 07:00 and 5.1 mm at 15:00 on the second day. */
const hourlyTimes = dates.flatMap((date) =>
  Array.from({ length: 24 }, (_, hour) => `${date}T${String(hour).padStart(2, "0")}:00`),
);
const hourlyPrecipitation = hourlyTimes.map((time) =>
  time === "2025-01-15T07:00" ? 2.4 : time === "2025-01-15T15:00" ? 5.1 : 0,
);

/** Shaped like a real Open-Meteo answer for the query the client sends (units and metadata included). */
const openMeteoAnswer = {
  latitude: 53.48,
  longitude: -2.2399998,
  generationtime_ms: 0.2810955047607422,
  utc_offset_seconds: 0,
  timezone: "Europe/London",
  timezone_abbreviation: "GMT",
  elevation: 43,
  current_units: openMeteoUnits.current_units,
  current: {
    time: "2025-01-14T09:15",
    interval: 900,
    temperature_2m: -1.3,
    precipitation: 0.3,
    rain: 0,
    wind_speed_10m: 11.2,
    wind_gusts_10m: 24.8,
    weather_code: 71,
  },
  hourly_units: openMeteoUnits.hourly_units,
  hourly: {
    time: hourlyTimes,
    temperature_2m: hourlyTimes.map(() => 3.1),
    precipitation: hourlyPrecipitation,
    wind_gusts_10m: hourlyTimes.map(() => 18.6),
  },
  daily_units: openMeteoUnits.daily_units,
  daily: {
    time: dates,
    temperature_2m_max: [2.1, 7.4, 9.8, 10.2, 8.9, 6.5, 5.1, 4.4],
    temperature_2m_min: [-3.2, 1.1, 4.6, 6.3, 3.9, 2.2, 0.4, -0.8],
    precipitation_sum: [0.6, 12.3, 3.1, 0, 0.2, 1.4, 0, 0],
    precipitation_probability_max: [35, 90, 60, 10, 15, 40, 5, null],
    wind_speed_10m_max: [12.4, 21.9, 18.3, 9.6, 8.1, 14.7, 10.2, 7.9],
    wind_gusts_10m_max: [26.2, 41.4, 33.8, 19.5, 17.2, 29.1, 22.3, 16.6],
    weather_code: [71, 63, 61, 3, 2, 80, 1, 0],
  },
};

const expectUnavailable = async (forecast: Promise<unknown>) => {
  const error = await forecast.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    status: 503,
    code: "SERVICE_UNAVAILABLE",
    message: "Weather forecasts could not be reached. Please try again later.",
  });
};

describe("createOpenMeteoClient", () => {
  it("asks for the site's forecast in mph and UK local time", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, openMeteoAnswer));
    await createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester);

    expect(fake.requests).toHaveLength(1);
    const url = new URL(fake.requests[0] ?? "", fake.baseUrl);
    expect(url.pathname).toBe("/v1/forecast");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: "53.4808",
      longitude: "-2.2426",
      current: "temperature_2m,precipitation,rain,wind_speed_10m,wind_gusts_10m,weather_code",
      daily:
        "temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,wind_gusts_10m_max,weather_code",
      hourly: "temperature_2m,precipitation,wind_gusts_10m",
      wind_speed_unit: "mph",
      timezone: "Europe/London",
      forecast_days: "8",
    });
  });

  it("returns conditions now and today plus the next 7 days", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, openMeteoAnswer));
    const forecast = await createOpenMeteoClient({ baseUrl: `${fake.baseUrl}/` }).forecast(manchester);

    expect(siteForecastSchema.safeParse(forecast).success).toBe(true);
    expect(forecast.now).toEqual({
      time: "2025-01-14T09:15",
      temperatureC: -1.3,
      precipitationMm: 0.3,
      // 0.3 mm in 15 minutes is 1.2 mm an hour.
      precipitationMmPerHour: 1.2,
      windSpeedMph: 11.2,
      windGustMph: 24.8,
      weatherCode: 71,
    });
    expect(forecast.days.map((day) => day.date)).toEqual(dates);
    expect(forecast.days[1]).toEqual({
      date: "2025-01-15",
      minTempC: 1.1,
      maxTempC: 7.4,
      precipitationMm: 12.3,
      precipitationProbability: 90,
      maxHourlyPrecipitationMm: 5.1,
      windSpeedMph: 21.9,
      windGustMph: 41.4,
      weatherCode: 63,
    });
    expect(forecast.days[0]?.maxHourlyPrecipitationMm).toBe(0);
  });

  it("keeps a missing value as null rather than inventing one", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, openMeteoAnswer));
    const forecast = await createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester);
    expect(forecast.days[7]?.precipitationProbability).toBeNull();
  });

  it("refuses coordinates that are not on Earth without calling the service", async () => {
    const fake = await fakes.start((_url, response) => sendJson(response, 200, openMeteoAnswer));
    const client = createOpenMeteoClient({ baseUrl: fake.baseUrl });
    await expect(client.forecast({ latitude: 91, longitude: 0 })).rejects.toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
    });
    await expect(client.forecast({ latitude: 0, longitude: Number.NaN })).rejects.toMatchObject({
      status: 400,
    });
    expect(fake.requests).toEqual([]);
  });

  it.each([500, 502, 503])("reports forecasts unavailable on a %i", async (status) => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, status, { error: true, reason: "Internal Server Error" }),
    );
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("reports forecasts unavailable on Open-Meteo's 400 (e.g. a changed variable name)", async () => {
    const fake = await fakes.start((_url, response) =>
      sendJson(response, 400, {
        error: true,
        reason: "Cannot initialize WeatherVariable from invalid String",
      }),
    );
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("reports forecasts unavailable when nothing is listening", async () => {
    const fake = await fakes.start(() => {});
    await fake.close();
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("gives up after timeoutMs when the server does not answer", async () => {
    const fake = await fakes.start((_url, response) => {
      const timer = setTimeout(() => sendJson(response, 200, openMeteoAnswer), 2_000);
      response.on("close", () => clearTimeout(timer));
    });
    const started = Date.now();
    await expectUnavailable(
      createOpenMeteoClient({ baseUrl: fake.baseUrl, timeoutMs: 100 }).forecast(manchester),
    );
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("gives up after timeoutMs when the server stalls half-way through the answer", async () => {
    const fake = await fakes.start((_url, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"latitude":53.48,"current":');
    });
    await expectUnavailable(
      createOpenMeteoClient({ baseUrl: fake.baseUrl, timeoutMs: 100 }).forecast(manchester),
    );
  });

  it("treats malformed JSON as unavailable", async () => {
    const fake = await fakes.start((_url, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"current":{"time":"2025-01-14T09:15",');
    });
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("treats JSON of the wrong shape as unavailable", async () => {
    const withoutDaily = { ...openMeteoAnswer, daily: undefined };
    const fake = await fakes.start((_url, response) => sendJson(response, 200, withoutDaily));
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("treats daily series that do not line up with the dates as unavailable", async () => {
    const misaligned = {
      ...openMeteoAnswer,
      daily: { ...openMeteoAnswer.daily, wind_gusts_10m_max: [26.2, 41.4] },
    };
    const fake = await fakes.start((_url, response) => sendJson(response, 200, misaligned));
    await expectUnavailable(createOpenMeteoClient({ baseUrl: fake.baseUrl }).forecast(manchester));
  });

  it("uses the fetch it is given and keeps the failure as the cause for the log", async () => {
    const failure = new TypeError("fetch failed");
    const client = createOpenMeteoClient({
      baseUrl: "http://127.0.0.1:9",
      fetch: () => Promise.reject(failure),
    });
    const error = await client.forecast(manchester).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(weatherUnavailableMessage);
    expect((error as AppError).cause).toBe(failure);
  });
});
