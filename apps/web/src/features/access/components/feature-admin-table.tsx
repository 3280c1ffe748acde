import { type FeatureState, featureStates, type ResolvedFeature } from "@siteready/domain";
import { useId } from "react";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useChangeFeature } from "../api/change-feature.ts";
import { useAdminFeatures } from "../api/get-admin-features.ts";

const featureStateLabels: Record<FeatureState, string> = {
  enabled: "Enabled",
  donateToUnlock: "Donate to unlock",
  comingSoon: "Coming soon",
  premium: "Premium",
  locked: "Locked",
  disabled: "Disabled (hidden)",
};

function FeatureRow({ feature }: { feature: ResolvedFeature }) {
  const change = useChangeFeature();
  const selectId = useId();
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold">{feature.title}</p>
        <p className="text-sm text-muted">
          {feature.path} · tier {feature.tier}
          {feature.requiresRole ? ` · ${feature.requiresRole} only` : ""}
        </p>
        {change.error ? <ErrorBox error={change.error} /> : null}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          State of {feature.title}
        </label>
        <select
          id={selectId}
          value={feature.state}
          disabled={change.isPending}
          onChange={(event) =>
            change.mutate({ key: feature.key, change: { state: event.target.value as FeatureState } })
          }
          className="min-h-11 rounded-lg border border-border bg-surface px-3"
        >
          {featureStates.map((state) => (
            <option key={state} value={state}>
              {featureStateLabels[state]}
            </option>
          ))}
        </select>
        {change.isSuccess ? (
          <span role="status" className="text-sm text-muted">
            Saved
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** Every feature with its state; an admin changes a state and it applies to everyone at once. */
export function FeatureAdminTable() {
  const { data: features, error, refetch, isPending } = useAdminFeatures();
  if (isPending) return <p role="status">Loading features…</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  return (
    <ul aria-label="Features">
      {Object.values(features).map((feature) => (
        <FeatureRow key={feature.key} feature={feature} />
      ))}
    </ul>
  );
}
