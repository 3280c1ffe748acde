import { WeatherBoard } from "../../features/weather/components/weather-board.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** /weather: the forecast at my job sites, with warnings for the work that weather stops. */
export function WeatherPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t("places.weather.title")}</h1>
        <p className="text-muted">{t("places.weather.intro")}</p>
      </header>
      <WeatherBoard />
    </div>
  );
}
