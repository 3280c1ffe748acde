import type { ForecastDayView, SiteWeather } from "@siteready/domain/weather";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentBody } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { WeatherBoard } from "./weather-board.tsx";

function day(date: string, overrides: Partial<ForecastDayView> = {}): ForecastDayView {
  return {
    date,
    minTempC: 4,
    maxTempC: 9,
    precipitationMm: 0.4,
    precipitationProbability: 20,
    maxHourlyPrecipitationMm: 0.2,
    windSpeedMph: 8,
    windGustMph: 15,
    weatherCode: 3,
    description: "Overcast",
    warnings: [],
    ...overrides,
  };
}

const days = [
  day("2025-01-14", {
    minTempC: -2,
    windGustMph: 41,
    warnings: [
      {
        kind: "frost",
        severity: "warning",
        message:
          "Low of -2 °C: frost. Protect fresh concrete and mortar, and watch for ice on ladders, scaffolds and walkways.",
        message_ref: { key: "places.warning.frostLow", values: { low: -2 } },
      },
      {
        kind: "crane_wind",
        severity: "stop",
        message: "Gusts up to 41 mph: too windy for crane lifts.",
        message_ref: { key: "places.warning.craneStop", values: { gust: 41 } },
      },
    ],
  }),
  ...["2025-01-15", "2025-01-16", "2025-01-17", "2025-01-18", "2025-01-19", "2025-01-20", "2025-01-21"].map(
    (date) => day(date),
  ),
];

const manchester: SiteWeather = {
  label: "Hospital car park",
  postcode: "M2 5PD",
  saved_site_id: null,
  project_ids: ["p3"],
  forecast: {
    now: {
      time: "2025-01-14T09:15",
      temperatureC: 1.4,
      precipitationMm: 0.3,
      precipitationMmPerHour: 1.2,
      windSpeedMph: 18,
      windGustMph: 33,
      weatherCode: 61,
      description: "Light rain",
      warnings: [
        {
          kind: "mewp_wind",
          severity: "stop",
          message: "Gusts up to 33 mph: too windy for MEWPs such as cherry pickers and scissor lifts.",
          message_ref: { key: "places.warning.mewpStop", values: { gust: 33 } },
        },
        {
          kind: "near_freezing",
          severity: "warning",
          message:
            "Now 1 °C: near freezing. Below 5 °C and falling, use cold-weather concreting measures and protect fresh mortar.",
          message_ref: { key: "places.warning.nearFreezingNow", values: { low: 1, limit: 5 } },
        },
      ],
    },
    days,
    fetched_at: "2025-01-14T09:20:00.000Z",
  },
  error: null,
};

const leeds: SiteWeather = {
  label: "Leeds yard",
  postcode: "LS1 4DY",
  saved_site_id: "s1",
  project_ids: [],
  forecast: null,
  error: { key: "places.server.weatherUnavailable" },
};

describe("WeatherBoard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows now and 8 days per site, warnings with Stop or Take care, and why a forecast is missing", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, { sites: [manchester, leeds] }));
    renderAt(<WeatherBoard />, "/weather");

    const site = await screen.findByRole("article", { name: "Hospital car park" });
    expect(within(site).getByText("1 °C")).toBeInTheDocument();
    expect(within(site).getByText("Light rain")).toBeInTheDocument();
    expect(within(site).getByText("Rain 1.2 mm an hour")).toBeInTheDocument();
    expect(within(site).getByText("Wind 18 mph, gusts 33 mph")).toBeInTheDocument();
    expect(within(site).getByText("Updated 09:20")).toBeInTheDocument();
    expect(within(site).getByRole("link", { name: "From your ongoing project" })).toHaveAttribute(
      "href",
      "/projects",
    );

    const now = within(site).getByRole("list", { name: "Warnings now at Hospital car park" });
    expect(
      within(now)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Stop: Gusts up to 33 mph: too windy for MEWPs such as cherry pickers and scissor lifts.",
      "Take care: Now 1 °C: near freezing. Below 5 °C and falling, use cold-weather concreting measures and protect fresh mortar.",
    ]);

    const today = within(site).getByRole("list", { name: "Warnings for Today, Tue 14 Jan" });
    expect(
      within(today)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Stop: Gusts up to 41 mph: too windy for crane lifts.",
      "Take care: Low of -2 °C: frost. Protect fresh concrete and mortar, and watch for ice on ladders, scaffolds and walkways.",
    ]);
    expect(within(site).getAllByRole("heading", { level: 4 })).toHaveLength(8);
    expect(within(site).getByRole("heading", { name: "Wed 15 Jan" })).toBeInTheDocument();

    const unreachable = screen.getByRole("article", { name: "Leeds yard" });
    expect(within(unreachable).getByText("No forecast for this site right now")).toBeInTheDocument();
    expect(
      within(unreachable).getByText("Weather forecasts could not be reached. Please try again later."),
    ).toBeInTheDocument();
    expect(within(unreachable).getByRole("button", { name: "Remove site" })).toBeInTheDocument();
    expect(within(site).queryByRole("button", { name: "Remove site" })).not.toBeInTheDocument();
  });

  it("explains that ongoing projects appear automatically when there are no sites", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, { sites: [] }));
    renderAt(<WeatherBoard />, "/weather");
    expect(
      await screen.findByText(/Your ongoing projects with a site postcode appear here automatically/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add a site" })).toBeInTheDocument();
  });

  it("adds a site and removes a saved one after asking", async () => {
    let sites: SiteWeather[] = [];
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      if (init?.method === "POST") {
        sites = [leeds];
        return jsonResponse(201, {
          id: "s1",
          label: "Leeds yard",
          postcode: "LS1 4DY",
          created_at: "2025-01-14",
        });
      }
      if (init?.method === "DELETE") {
        sites = [];
        return new Response(null, { status: 204 });
      }
      return jsonResponse(200, { sites });
    });
    const user = userEvent.setup();
    renderAt(<WeatherBoard />, "/weather");

    await user.click(await screen.findByRole("button", { name: "Add a site" }));
    await user.type(screen.getByLabelText("Site name"), "Leeds yard");
    await user.type(screen.getByLabelText("Postcode"), "ls1 4dy");
    await user.click(screen.getByRole("button", { name: "Add site" }));
    const site = await screen.findByRole("article", { name: "Leeds yard" });
    const post = fetchSpy.mock.calls.findIndex(([, init]) => init?.method === "POST");
    expect(sentBody(fetchSpy, post)).toEqual({ label: "Leeds yard", postcode: "LS1 4DY" });

    await user.click(within(site).getByRole("button", { name: "Remove site" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove site" }));
    expect(await screen.findByRole("heading", { name: "No sites yet" })).toBeInTheDocument();
    expect(
      fetchSpy.mock.calls.some(([url, init]) => url === "/api/weather/sites/s1" && init?.method === "DELETE"),
    ).toBe(true);
  });
});
