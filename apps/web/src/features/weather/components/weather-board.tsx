import { CloudSun, HardHat, Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useForecasts } from "../api/get-forecasts.ts";
import { useRemoveWeatherSite } from "../api/remove-weather-site.ts";
import { AddSiteForm } from "./add-site-form.tsx";
import { SiteForecast } from "./site-forecast.tsx";

function ForecastSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p className="sr-only">{t("places.weather.loading")}</p>
      {[0, 1].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="flex animate-pulse flex-col gap-3 rounded-xl border border-border p-4"
        >
          <div className="h-6 w-1/2 rounded bg-surface-muted" />
          <div className="h-10 w-24 rounded bg-surface-muted" />
          <div className="h-4 w-2/3 rounded bg-surface-muted" />
          <div className="h-20 rounded bg-surface-muted" />
        </div>
      ))}
    </div>
  );
}

/** The weather at my sites: saved ones and my ongoing projects' sites, with work-relevant warnings. */
export function WeatherBoard() {
  const forecasts = useForecasts();
  const remove = useRemoveWeatherSite();
  const [adding, setAdding] = useState(false);
  const addButtonId = useId();
  const { t } = useT();

  function closeForm() {
    setAdding(false);
    requestAnimationFrame(() => document.getElementById(addButtonId)?.focus());
  }

  if (forecasts.isPending) return <ForecastSkeleton />;
  if (forecasts.isError) return <ErrorBox error={forecasts.error} onRetry={() => void forecasts.refetch()} />;

  const addPanel = adding ? (
    <FormPanel title={t("places.weather.addSite")}>
      <AddSiteForm onClose={closeForm} />
    </FormPanel>
  ) : null;

  if (forecasts.data.length === 0) {
    return (
      addPanel ?? (
        <EmptyState
          icon={CloudSun}
          title={t("places.weather.emptyTitle")}
          description={t("places.weather.emptyText")}
        >
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button id={addButtonId} onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" className="size-5" />
              {t("places.weather.addSite")}
            </Button>
            <ButtonLink variant="secondary" to="/projects">
              <HardHat aria-hidden="true" className="size-5" />
              {t("places.weather.goToProjects")}
            </ButtonLink>
          </div>
        </EmptyState>
      )
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {addPanel ?? (
        <Button id={addButtonId} className="sm:self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t("places.weather.addSite")}
        </Button>
      )}
      <ul aria-label={t("places.weather.yourSites")} className="flex flex-col gap-6">
        {forecasts.data.map((site) => {
          const removingThis = site.saved_site_id !== null && remove.variables === site.saved_site_id;
          return (
            <li key={`${site.postcode}-${site.saved_site_id ?? "projects"}`}>
              <SiteForecast
                site={site}
                removing={removingThis && remove.isPending}
                removeError={removingThis ? remove.error : null}
                onRemove={() => {
                  if (site.saved_site_id) remove.mutate(site.saved_site_id);
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
