import { WeatherBoard } from "../../features/weather/components/weather-board.tsx";

/** /weather: the forecast at my job sites, with warnings for the work that weather stops. */
export function WeatherPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Site weather</h1>
        <p className="text-muted">
          Now and the next 7 days at your sites: temperature, rain, wind and gusts, with warnings for the work
          they affect. Always check the equipment's own limits and the conditions on site.
        </p>
      </header>
      <WeatherBoard />
    </div>
  );
}
