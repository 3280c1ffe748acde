import type { SiteWeather } from "@siteready/domain/weather";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showLanguage } from "../../../i18n/i18n.ts";
import { jsonResponse } from "../../../test-support/fetch-stubs.ts";
import { renderAt } from "../../../test-support/render.tsx";
import { WeatherBoard } from "./weather-board.tsx";

const site: SiteWeather = {
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
      warnings: [],
    },
    days: [
      {
        date: "2025-01-14",
        minTempC: -2,
        maxTempC: 3,
        precipitationMm: 0.4,
        precipitationProbability: 20,
        maxHourlyPrecipitationMm: 0.2,
        windSpeedMph: 8,
        windGustMph: 41,
        weatherCode: 3,
        description: "Overcast",
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
      },
    ],
    fetched_at: "2025-01-14T09:20:00.000Z",
  },
  error: null,
};

describe("site weather in Lithuanian", () => {
  afterEach(() => vi.restoreAllMocks());

  it("words the conditions and the work warnings in Lithuanian, the day as weekday, day, month", async () => {
    await showLanguage("lt");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, { sites: [site] }));
    renderAt(<WeatherBoard />, "/weather");

    const article = await screen.findByRole("article", { name: "Hospital car park" });
    expect(within(article).getByText("Silpnas lietus")).toBeInTheDocument();
    expect(within(article).getByText("Lietus 1,2 mm per valandą")).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: "Iš jūsų vykstančio projekto" })).toBeInTheDocument();
    const today = within(article).getByRole("heading", { level: 4 });
    expect(today.textContent).toBe("Šiandien, sausio 14 d., an");
    const warnings = within(article).getByRole("list", { name: `Įspėjimai: ${today.textContent}` });
    expect(
      within(warnings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Stop: Gūsiai iki 41 mph: per stiprus vėjas kėlimui kranu.",
      "Atsargiai: Žemiausia -2 °C: šalna. Saugokite šviežią betoną ir skiedinį, saugokitės ledo ant kopėčių, pastolių ir takų.",
    ]);
  });
});
