import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for postcodes.io and Open-Meteo on 127.0.0.1, answering with JSON shaped like the real
 * services' (trimmed to the fields the adapters read, plus a few they ignore). Tests never reach the internet.
 */

export interface FakeServer {
  baseUrl: string;
  /** Request URLs (path and query) in arrival order. */
  requests: string[];
  /** While down, every connection is dropped, as when the service cannot be reached. */
  down: boolean;
  close(): Promise<void>;
}

/** Answers one request; `url` is the request's, resolved against the server. */
export type FakeHandler = (url: URL, response: ServerResponse) => void;

async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  const fake: FakeServer = {
    baseUrl: "",
    requests: [],
    down: false,
    close: async () => {},
  };
  const server = createServer((request: IncomingMessage, response) => {
    fake.requests.push(request.url ?? "");
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    handler(new URL(request.url ?? "/", "http://127.0.0.1"), response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      // Drop stalled test connections so close() does not wait for them.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** Fake servers started through it, all closed by closeAll (for a test file's afterEach). */
export function fakeServerPool() {
  const started: FakeServer[] = [];
  return {
    async start(handler: FakeHandler): Promise<FakeServer> {
      const fake = await startFakeServer(handler);
      started.push(fake);
      return fake;
    },
    async closeAll(): Promise<void> {
      await Promise.all(started.splice(0).map((fake) => fake.close()));
    },
  };
}

export const sendJson = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

// ---------------------------------------------------------------------------------------------------
// postcodes.io

export interface FakePlace {
  latitude: number;
  longitude: number;
  town: string;
}

/** Approximate centres of real places, enough for distance tests. */
export const fakePostcodes: Record<string, FakePlace> = {
  "LS1 4DY": { latitude: 53.795, longitude: -1.5477, town: "Leeds" },
  "LS27 9BB": { latitude: 53.7466, longitude: -1.5986, town: "Leeds" }, // Morley, ~4 miles from LS1
  "BD1 1HY": { latitude: 53.7934, longitude: -1.7525, town: "Bradford" }, // ~8.4 miles from LS1
  "M2 5PD": { latitude: 53.4781, longitude: -2.2446, town: "Manchester" }, // ~36 miles from LS1
  "SW1A 1AA": { latitude: 51.501009, longitude: -0.141588, town: "Westminster" }, // ~170 miles from LS1
  "B1 2ND": { latitude: 52.4797, longitude: -1.9085, town: "Birmingham" },
  "G1 3SL": { latitude: 55.859, longitude: -4.2577, town: "Glasgow City" },
  "EH1 1BB": { latitude: 55.952, longitude: -3.189, town: "City of Edinburgh" },
  "NE1 5DL": { latitude: 54.9683, longitude: -1.6174, town: "Newcastle upon Tyne" },
};

const fakeOutcodes: Record<string, FakePlace> = {
  M1: { latitude: 53.4791, longitude: -2.2336, town: "Manchester" },
  LS1: { latitude: 53.7965, longitude: -1.5466, town: "Leeds" },
};

export async function startFakePostcodesIo(): Promise<FakeServer> {
  return startFakeServer((url, response) => {
    const [, kind, raw] = url.pathname.split("/");
    const key = decodeURIComponent(raw ?? "").toUpperCase();
    if (kind === "postcodes") {
      const place = fakePostcodes[key];
      if (!place) return sendJson(response, 404, { status: 404, error: "Postcode not found" });
      return sendJson(response, 200, {
        status: 200,
        result: {
          postcode: key,
          quality: 1,
          country: "England",
          longitude: place.longitude,
          latitude: place.latitude,
          incode: key.split(" ")[1],
          outcode: key.split(" ")[0],
          admin_district: place.town,
          parish: `${place.town}, unparished area`,
          admin_ward: "Example ward",
        },
      });
    }
    if (kind === "outcodes") {
      const place = fakeOutcodes[key];
      if (!place) return sendJson(response, 404, { status: 404, error: "Outcode not found" });
      return sendJson(response, 200, {
        status: 200,
        result: {
          outcode: key,
          longitude: place.longitude,
          latitude: place.latitude,
          admin_district: [place.town],
          parish: [`${place.town}, unparished area`],
          country: ["England"],
        },
      });
    }
    sendJson(response, 404, { status: 404, error: "Resource not found" });
  });
}

// ---------------------------------------------------------------------------------------------------
// Open-Meteo

export const fakeForecastDates = [
  "2026-01-14",
  "2026-01-15",
  "2026-01-16",
  "2026-01-17",
  "2026-01-18",
  "2026-01-19",
  "2026-01-20",
  "2026-01-21",
];

export interface FakeWeather {
  /** Now: °C, mph. */
  nowTempC: number;
  nowGustMph: number;
  /** Per day (8 values). */
  minTempC: number[];
  maxTempC: number[];
  gustMph: number[];
  rainMm: number[];
}

/** Mild, calm and dry: no warnings at all. */
export const calmWeather: FakeWeather = {
  nowTempC: 9.4,
  nowGustMph: 12.1,
  minTempC: [5.2, 6.1, 5.8, 6.3, 7.1, 6.6, 5.9, 6.0],
  maxTempC: [11.2, 12.4, 11.8, 12.2, 13.1, 12.5, 11.9, 12.0],
  gustMph: [14.2, 15.5, 12.8, 16.1, 13.4, 11.9, 15.2, 14.4],
  rainMm: [0, 0.4, 0, 1.2, 0, 0.2, 0, 0],
};

/** A cold front: frost now and tonight, then a gale on day 2 (45 mph gusts) with heavy rain. */
export const windyFrostyWeather: FakeWeather = {
  nowTempC: -2.6,
  nowGustMph: 31.4,
  minTempC: [-3.2, 1.4, 4.6, 6.3, 3.9, 2.2, 0.4, -0.8],
  maxTempC: [2.1, 7.4, 9.8, 10.2, 8.9, 6.5, 5.1, 4.4],
  gustMph: [26.2, 45.3, 33.8, 19.5, 17.2, 29.1, 22.3, 16.6],
  rainMm: [0.6, 14.3, 3.1, 0, 0.2, 1.4, 0, 0],
};

/** The units blocks of an Open-Meteo answer to the adapter's query (mph, °C, mm). */
export const openMeteoUnits = {
  current_units: {
    time: "iso8601",
    interval: "seconds",
    temperature_2m: "°C",
    precipitation: "mm",
    rain: "mm",
    wind_speed_10m: "mp/h",
    wind_gusts_10m: "mp/h",
    weather_code: "wmo code",
  },
  hourly_units: { time: "iso8601", temperature_2m: "°C", precipitation: "mm", wind_gusts_10m: "mp/h" },
  daily_units: {
    time: "iso8601",
    temperature_2m_max: "°C",
    temperature_2m_min: "°C",
    precipitation_sum: "mm",
    precipitation_probability_max: "%",
    wind_speed_10m_max: "mp/h",
    wind_gusts_10m_max: "mp/h",
    weather_code: "wmo code",
  },
};

/** The body Open-Meteo sends for the adapter's query (current, daily and hourly blocks, units included). */
function openMeteoBody(weather: FakeWeather, latitude: number, longitude: number) {
  const hourlyTimes = fakeForecastDates.flatMap((date) =>
    Array.from({ length: 24 }, (_, hour) => `${date}T${String(hour).padStart(2, "0")}:00`),
  );
  return {
    latitude,
    longitude,
    generationtime_ms: 0.28,
    utc_offset_seconds: 0,
    timezone: "Europe/London",
    timezone_abbreviation: "GMT",
    elevation: 43,
    current_units: openMeteoUnits.current_units,
    current: {
      time: "2026-01-14T09:15",
      interval: 900,
      temperature_2m: weather.nowTempC,
      precipitation: 0,
      rain: 0,
      wind_speed_10m: Math.round(weather.nowGustMph * 0.55 * 10) / 10,
      wind_gusts_10m: weather.nowGustMph,
      weather_code: 3,
    },
    hourly_units: openMeteoUnits.hourly_units,
    hourly: {
      time: hourlyTimes,
      temperature_2m: hourlyTimes.map(() => 5),
      precipitation: hourlyTimes.map(() => 0),
      wind_gusts_10m: hourlyTimes.map(() => 10),
    },
    daily_units: openMeteoUnits.daily_units,
    daily: {
      time: fakeForecastDates,
      temperature_2m_max: weather.maxTempC,
      temperature_2m_min: weather.minTempC,
      precipitation_sum: weather.rainMm,
      precipitation_probability_max: weather.rainMm.map((mm) => (mm > 0 ? 80 : 10)),
      wind_speed_10m_max: weather.gustMph.map((gust) => Math.round(gust * 0.55 * 10) / 10),
      wind_gusts_10m_max: weather.gustMph,
      weather_code: weather.rainMm.map((mm) => (mm >= 10 ? 65 : mm > 0 ? 61 : 3)),
    },
  };
}

/** `weatherAt` picks the weather for a location; calm everywhere unless told otherwise. */
export async function startFakeOpenMeteo(
  weatherAt: (latitude: number, longitude: number) => FakeWeather = () => calmWeather,
): Promise<FakeServer> {
  return startFakeServer((url, response) => {
    if (url.pathname !== "/v1/forecast") {
      return sendJson(response, 404, { error: true, reason: "Not Found" });
    }
    const latitude = Number(url.searchParams.get("latitude"));
    const longitude = Number(url.searchParams.get("longitude"));
    sendJson(response, 200, openMeteoBody(weatherAt(latitude, longitude), latitude, longitude));
  });
}
