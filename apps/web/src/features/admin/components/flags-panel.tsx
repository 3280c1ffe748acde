import {
  type AdminFlags,
  type FeatureFlag,
  type FlagTargetingRule,
  featureFlagTypes,
  flagTargetingAttributes,
  flagTargetingLogics,
  flagTargetingOperators,
} from "@siteready/domain";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminFlags, useFlagEvaluation, useResetFlag, useSaveFlag } from "../api/admin.ts";
import { formatMoment } from "./format-moment.ts";

type Entry = AdminFlags["flags"][number];

const sourceLabels: Record<Entry["source"], string> = {
  default: "Default",
  remote: "From the remote config",
  admin: "Edited by an admin",
};

const operatorLabels: Record<FlagTargetingRule["operator"], string> = {
  equals: "is",
  contains: "contains",
  endsWith: "ends with",
};

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function FlagEditor({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const save = useSaveFlag();
  const reset = useResetFlag();
  const idPrefix = useId();
  const [flag, setFlag] = useState<FeatureFlag>(entry.flag);
  const [variants, setVariants] = useState((entry.flag.variants ?? []).join(", "));
  const [split, setSplit] = useState((entry.flag.split ?? []).join(", "));
  const [percentage, setPercentage] = useState(entry.flag.percentage?.toString() ?? "");
  const rules = flag.targeting?.rules ?? [];
  const setRules = (next: FlagTargetingRule[]) =>
    setFlag({ ...flag, targeting: { rules: next, logic: flag.targeting?.logic ?? "OR" } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const abTest = flag.type === "ab_test";
    const { targeting, ...rest } = flag;
    save.mutate(
      {
        name: entry.name,
        flag: {
          ...rest,
          ...(targeting && targeting.rules.length > 0 ? { targeting } : {}),
          percentage: percentage === "" ? undefined : Number(percentage),
          variants: abTest ? list(variants) : undefined,
          split: abTest && split.trim() ? list(split).map(Number) : undefined,
        },
      },
      { onSuccess: onDone },
    );
  };
  const problems = save.error instanceof ApiError ? Object.entries(save.error.fieldErrors) : [];

  return (
    <form
      onSubmit={submit}
      aria-label={`Edit ${entry.name}`}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={flag.enabled}
          onChange={(event) => setFlag({ ...flag, enabled: event.target.checked })}
        />
        On
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Type"
          value={flag.type}
          onChange={(event) => setFlag({ ...flag, type: event.target.value as FeatureFlag["type"] })}
        >
          {featureFlagTypes.map((type) => (
            <option key={type} value={type}>
              {type === "ab_test" ? "A/B test" : "Simple"}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Rolled out to (% of people)"
          hint="Leave empty for everyone the rules match."
          inputMode="numeric"
          value={percentage}
          onChange={(event) => setPercentage(event.target.value)}
        />
      </div>
      {flag.type === "ab_test" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Variants"
            hint="Names separated by commas, e.g. control, treatment."
            value={variants}
            onChange={(event) => setVariants(event.target.value)}
          />
          <TextField
            label="Split (%)"
            hint="One share per variant, adding up to 100, e.g. 50, 50."
            value={split}
            onChange={(event) => setSplit(event.target.value)}
          />
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">Who gets it</legend>
        {rules.length === 0 ? <p className="text-sm">Everyone (no rules).</p> : null}
        {rules.length > 1 ? (
          <SelectField
            label="Combine the rules with"
            value={flag.targeting?.logic ?? "OR"}
            onChange={(event) =>
              setFlag({ ...flag, targeting: { rules, logic: event.target.value as "AND" | "OR" } })
            }
            className="w-48"
          >
            {flagTargetingLogics.map((logic) => (
              <option key={logic} value={logic}>
                {logic === "AND" ? "AND (all match)" : "OR (any matches)"}
              </option>
            ))}
          </SelectField>
        ) : null}
        {rules.map((rule, index) => {
          const update = (change: Partial<FlagTargetingRule>) =>
            setRules(rules.map((other, position) => (position === index ? { ...other, ...change } : other)));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their position is who they are
            <div key={index} className="flex flex-wrap items-end gap-2">
              <SelectField
                id={`${idPrefix}-attribute-${index}`}
                label={`Rule ${index + 1}: field`}
                value={rule.attribute}
                onChange={(event) =>
                  update({ attribute: event.target.value as FlagTargetingRule["attribute"] })
                }
              >
                {flagTargetingAttributes.map((attribute) => (
                  <option key={attribute} value={attribute}>
                    {attribute === "userType" ? "Account type" : "E-mail"}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={`Rule ${index + 1}: test`}
                value={rule.operator}
                onChange={(event) =>
                  update({ operator: event.target.value as FlagTargetingRule["operator"] })
                }
              >
                {flagTargetingOperators.map((operator) => (
                  <option key={operator} value={operator}>
                    {operatorLabels[operator]}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={`Rule ${index + 1}: value`}
                value={rule.value}
                onChange={(event) => update({ value: event.target.value })}
              />
              <Button
                variant="ghost"
                onClick={() => setRules(rules.filter((_, position) => position !== index))}
              >
                Remove rule {index + 1}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => setRules([...rules, { attribute: "email", operator: "endsWith", value: "" }])}
          >
            Add a rule
          </Button>
        </div>
      </fieldset>
      <TextField
        label="Description"
        value={flag.description}
        onChange={(event) => setFlag({ ...flag, description: event.target.value })}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="text-danger">
          {problems.map(([field, messages]) => (
            <li key={field}>
              {field}: {messages.join(" ")}
            </li>
          ))}
        </ul>
      ) : save.error ? (
        <ErrorBox error={save.error} />
      ) : null}
      {reset.error ? <ErrorBox error={reset.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          Save flag
        </Button>
        {entry.source === "admin" ? (
          <Button
            variant="secondary"
            busy={reset.isPending}
            onClick={() => reset.mutate(entry.name, { onSuccess: onDone })}
          >
            Undo the admin edit
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FlagRow({ entry }: { entry: Entry }) {
  const [editing, setEditing] = useState(false);
  const { flag } = entry;
  const rules = flag.targeting?.rules ?? [];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold">{entry.name}</p>
        <p className="text-sm">
          <span className="font-semibold">{flag.enabled ? "On" : "Off"}</span> · {sourceLabels[entry.source]}
        </p>
      </div>
      <p className="text-sm">{flag.description}</p>
      <p className="text-sm text-muted">
        {flag.type === "ab_test"
          ? `A/B test: ${(flag.variants ?? []).map((variant, index) => `${variant} ${flag.split?.[index] ?? ""}%`).join(", ")}`
          : "Simple on/off"}
        {flag.percentage !== undefined ? ` · rolled out to ${flag.percentage}%` : ""}
        {rules.length > 0
          ? ` · for ${rules.map((rule) => `${rule.attribute} ${operatorLabels[rule.operator]} “${rule.value}”`).join(` ${flag.targeting?.logic} `)}`
          : ""}
      </p>
      {editing ? (
        <FlagEditor entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit {entry.name}
          </Button>
        </div>
      )}
    </li>
  );
}

function Evaluation() {
  const [email, setEmail] = useState("");
  const debounced = useDebouncedValue(email.trim(), 300);
  const { data, error, isFetching } = useFlagEvaluation(debounced);
  return (
    <section aria-labelledby="evaluate-heading" className="flex flex-col gap-2">
      <h2 id="evaluate-heading" className="text-xl font-semibold">
        What one account gets
      </h2>
      <TextField
        type="email"
        label="E-mail of the account"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {isFetching ? <p role="status">Working it out…</p> : null}
      {error ? <ErrorBox error={error} /> : null}
      {data && debounced.length >= 3 ? (
        <ul aria-label={`Flags for ${data.email}`} className="flex flex-col gap-1">
          {Object.entries(data.evaluations).map(([name, evaluation]) => (
            <li key={name}>
              <span className="font-mono">{name}</span>: {evaluation.enabled ? "on" : "off"}
              {evaluation.variant ? ` (variant ${evaluation.variant})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The §6/§9 flags, editable for everyone at once, and how they come out for one account. */
export function FlagsPanel() {
  const { data, error, refetch, isPending } = useAdminFlags();
  if (isPending) return <p role="status">Loading flags…</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  const { remote } = data;
  return (
    <>
      <p className="rounded-lg bg-surface-muted p-3 text-sm">
        {remote.url
          ? `Remote config: ${remote.url}, read ${remote.refreshedAt ? `last at ${formatMoment(remote.refreshedAt)}` : "not yet"} (every 5 minutes).${remote.error ? ` Last problem: ${remote.error}` : ""}`
          : "No remote config: FLAG_CONFIG_URL is not set, so the defaults and admins' edits apply."}{" "}
        An admin's edit wins over the remote config, which wins over the defaults.
      </p>
      <ul aria-label="Flags" className="flex flex-col gap-3">
        {data.flags.map((entry) => (
          <FlagRow key={entry.name} entry={entry} />
        ))}
      </ul>
      <Evaluation />
    </>
  );
}
