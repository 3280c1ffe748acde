import {
  type FeatureState,
  featureStateExplanationKeys,
  featureStateKeys,
  featureStates,
  featuresReadyToSwitchOn,
  featureWordKeys,
  type ResolvedFeature,
  type ResolvedFeatures,
} from "@siteready/domain/features";
import type { MessageKey } from "@siteready/domain/i18n";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useChangeFeature, useSwitchOnFinishedFeatures } from "../api/change-feature.ts";
import { useAdminFeatures } from "../api/get-admin-features.ts";

type StateFilter = "all" | "closed" | FeatureState;

const filterLabels: Record<Exclude<StateFilter, FeatureState>, MessageKey> = {
  all: "shell.access.all",
  closed: "shell.access.closed",
};

function matchesFilter(feature: ResolvedFeature, filter: StateFilter): boolean {
  if (filter === "all") return true;
  if (filter === "closed") return feature.state !== "enabled";
  return feature.state === filter;
}

function FeatureRow({ feature }: { feature: ResolvedFeature }) {
  const change = useChangeFeature();
  const selectId = useId();
  const explanationId = useId();
  // Titles and states by their keys: the domain's English is data.
  const { t } = useT();
  const title = t(featureWordKeys(feature.key).title);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-muted">
          {feature.path} · {t(`shell.access.tier.${feature.tier}`)}
          {feature.requiresRole ? ` · ${t(`shell.access.roleOnly.${feature.requiresRole}`)}` : ""}
        </p>
        {change.error ? <ErrorBox error={change.error} /> : null}
      </div>
      <div className="flex flex-col gap-1 sm:w-80">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t("shell.access.stateOf", { feature: title })}
          </label>
          <select
            id={selectId}
            value={feature.state}
            aria-describedby={explanationId}
            disabled={change.isPending}
            onChange={(event) =>
              change.mutate({ key: feature.key, change: { state: event.target.value as FeatureState } })
            }
            className="min-h-11 w-full rounded-lg border border-border bg-surface px-3"
          >
            {featureStates.map((state) => (
              <option key={state} value={state}>
                {t(featureStateKeys[state])}
              </option>
            ))}
          </select>
          {change.isSuccess ? (
            <span role="status" className="text-sm text-muted">
              {t("shell.access.saved")}
            </span>
          ) : null}
        </div>
        <p id={explanationId} className="text-sm text-muted">
          {t(featureStateExplanationKeys[feature.state])}
        </p>
      </div>
    </li>
  );
}

/** One confirmed step that opens every finished feature still held back; it names them before it acts. */
function SwitchOnFinished({ features }: { features: ResolvedFeatures }) {
  const switchOn = useSwitchOnFinishedFeatures();
  const [asking, setAsking] = useState(false);
  const { t } = useT();
  const ready = featuresReadyToSwitchOn(features);
  if (switchOn.isSuccess && !asking && ready.length === 0)
    return (
      <p role="status" className="font-medium">
        {t("shell.access.allOn")}
      </p>
    );
  if (ready.length === 0) return null;
  const titles = ready.map((key) => t(featureWordKeys(key).title)).join(", ");
  if (asking)
    return (
      <InlineConfirm
        question={t("shell.access.switchOnQuestion", { count: ready.length, titles })}
        confirmLabel={t("shell.access.switchOn", { count: ready.length })}
        cancelLabel={t("form.cancel")}
        busy={switchOn.isPending}
        error={switchOn.error}
        onConfirm={() => switchOn.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    );
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface-muted p-4">
      <p>{t("shell.access.readyClosed", { count: ready.length, titles })}</p>
      <Button className="self-start" onClick={() => setAsking(true)}>
        {t("shell.access.switchOnAll")}
      </Button>
    </div>
  );
}

/** Every feature with its state explained; an admin changes a state and it applies to everyone at once. */
export function FeatureAdminTable() {
  const { data: features, error, refetch, isPending } = useAdminFeatures();
  const [filter, setFilter] = useState<StateFilter>("all");
  const filterId = useId();
  const { t } = useT();
  if (isPending) return <p role="status">{t("shell.access.loading")}</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  const shown = Object.values(features).filter((feature) => matchesFilter(feature, filter));
  return (
    <div className="flex flex-col gap-4">
      <SwitchOnFinished features={features} />
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={filterId} className="font-semibold">
          {t("shell.access.show")}
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as StateFilter)}
          className="min-h-11 rounded-lg border border-border bg-surface px-3"
        >
          <option value="all">{t(filterLabels.all)}</option>
          <option value="closed">{t(filterLabels.closed)}</option>
          {featureStates.map((state) => (
            <option key={state} value={state}>
              {t(featureStateKeys[state])}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className="text-sm text-muted">
        {t("shell.access.count", { shown: shown.length, total: Object.keys(features).length })}
      </p>
      <ul aria-label={t("shell.nav.features")}>
        {shown.map((feature) => (
          <FeatureRow key={feature.key} feature={feature} />
        ))}
      </ul>
    </div>
  );
}
