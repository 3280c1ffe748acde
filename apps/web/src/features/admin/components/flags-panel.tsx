import {
  type AdminFlags,
  type FeatureFlag,
  type FlagTargetingRule,
  featureFlagTypes,
  flagTargetingAttributes,
  flagTargetingLogics,
  flagTargetingOperators,
} from "@siteready/domain/features";
import type { MessageKey } from "@siteready/domain/i18n";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminFlags, useFlagEvaluation, useResetFlag, useSaveFlag } from "../api/admin.ts";
import { useFormatMoment } from "./format-moment.ts";

type Entry = AdminFlags["flags"][number];

const sourceLabels: Record<Entry["source"], MessageKey> = {
  default: "admin.flags.source.default",
  remote: "admin.flags.source.remote",
  admin: "admin.flags.source.admin",
};

const operatorLabels: Record<FlagTargetingRule["operator"], MessageKey> = {
  equals: "admin.flags.operator.equals",
  contains: "admin.flags.operator.contains",
  endsWith: "admin.flags.operator.endsWith",
};

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function FlagEditor({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const { t, say } = useT();
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
      aria-label={t("admin.flags.edit", { name: entry.name })}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={flag.enabled}
          onChange={(event) => setFlag({ ...flag, enabled: event.target.checked })}
        />
        {t("admin.flags.on")}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("admin.flags.type")}
          value={flag.type}
          onChange={(event) => setFlag({ ...flag, type: event.target.value as FeatureFlag["type"] })}
        >
          {featureFlagTypes.map((type) => (
            <option key={type} value={type}>
              {t(type === "ab_test" ? "admin.flags.abTest" : "admin.flags.simple")}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t("admin.flags.rollout")}
          hint={t("admin.flags.rolloutHint")}
          inputMode="numeric"
          value={percentage}
          onChange={(event) => setPercentage(event.target.value)}
        />
      </div>
      {flag.type === "ab_test" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("admin.flags.variants")}
            hint={t("admin.flags.variantsHint")}
            value={variants}
            onChange={(event) => setVariants(event.target.value)}
          />
          <TextField
            label={t("admin.flags.split")}
            hint={t("admin.flags.splitHint")}
            value={split}
            onChange={(event) => setSplit(event.target.value)}
          />
        </div>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{t("admin.flags.who")}</legend>
        {rules.length === 0 ? <p className="text-sm">{t("admin.flags.everyone")}</p> : null}
        {rules.length > 1 ? (
          <SelectField
            label={t("admin.flags.combine")}
            value={flag.targeting?.logic ?? "OR"}
            onChange={(event) =>
              setFlag({ ...flag, targeting: { rules, logic: event.target.value as "AND" | "OR" } })
            }
            className="w-48"
          >
            {flagTargetingLogics.map((logic) => (
              <option key={logic} value={logic}>
                {t(logic === "AND" ? "admin.flags.all" : "admin.flags.any")}
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
                label={t("admin.flags.ruleField", { number: String(index + 1) })}
                value={rule.attribute}
                onChange={(event) =>
                  update({ attribute: event.target.value as FlagTargetingRule["attribute"] })
                }
              >
                {flagTargetingAttributes.map((attribute) => (
                  <option key={attribute} value={attribute}>
                    {t(attribute === "userType" ? "admin.flags.accountType" : "admin.flags.email")}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t("admin.flags.ruleTest", { number: String(index + 1) })}
                value={rule.operator}
                onChange={(event) =>
                  update({ operator: event.target.value as FlagTargetingRule["operator"] })
                }
              >
                {flagTargetingOperators.map((operator) => (
                  <option key={operator} value={operator}>
                    {t(operatorLabels[operator])}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t("admin.flags.ruleValue", { number: String(index + 1) })}
                value={rule.value}
                onChange={(event) => update({ value: event.target.value })}
              />
              <Button
                variant="ghost"
                onClick={() => setRules(rules.filter((_, position) => position !== index))}
              >
                {t("admin.flags.removeRule", { number: String(index + 1) })}
              </Button>
            </div>
          );
        })}
        <div>
          <Button
            variant="secondary"
            onClick={() => setRules([...rules, { attribute: "email", operator: "endsWith", value: "" }])}
          >
            {t("admin.flags.addRule")}
          </Button>
        </div>
      </fieldset>
      <TextField
        label={t("admin.flags.description")}
        value={flag.description}
        onChange={(event) => setFlag({ ...flag, description: event.target.value })}
      />
      {problems.length > 0 ? (
        <ul role="alert" className="text-danger">
          {problems.map(([field, messages]) => (
            <li key={field}>
              {field}: {messages.map(say).join(" ")}
            </li>
          ))}
        </ul>
      ) : save.error ? (
        <ErrorBox error={save.error} />
      ) : null}
      {reset.error ? <ErrorBox error={reset.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {t("admin.flags.save")}
        </Button>
        {entry.source === "admin" ? (
          <Button
            variant="secondary"
            busy={reset.isPending}
            onClick={() => reset.mutate(entry.name, { onSuccess: onDone })}
          >
            {t("admin.flags.undo")}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDone}>
          {t("admin.cancel")}
        </Button>
      </div>
    </form>
  );
}

function FlagRow({ entry }: { entry: Entry }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const { flag } = entry;
  const rules = flag.targeting?.rules ?? [];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold">{entry.name}</p>
        <p className="text-sm">
          <span className="font-semibold">{t(flag.enabled ? "admin.flags.on" : "admin.flags.off")}</span> ·{" "}
          {t(sourceLabels[entry.source])}
        </p>
      </div>
      <p className="text-sm">{flag.description}</p>
      <p className="text-sm text-muted">
        {flag.type === "ab_test"
          ? t("admin.flags.abTestOf", {
              variants: (flag.variants ?? [])
                .map((variant, index) => `${variant} ${flag.split?.[index] ?? ""}%`)
                .join(", "),
            })
          : t("admin.flags.simpleOnOff")}
        {flag.percentage !== undefined
          ? ` · ${t("admin.flags.rolledOutTo", { percent: String(flag.percentage) })}`
          : ""}
        {rules.length > 0
          ? ` · ${t("admin.flags.for", {
              rules: rules
                .map((rule) => `${rule.attribute} ${t(operatorLabels[rule.operator])} “${rule.value}”`)
                .join(` ${flag.targeting?.logic} `),
            })}`
          : ""}
      </p>
      {editing ? (
        <FlagEditor entry={entry} onDone={() => setEditing(false)} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t("admin.flags.edit", { name: entry.name })}
          </Button>
        </div>
      )}
    </li>
  );
}

function Evaluation() {
  const { t } = useT();
  const [email, setEmail] = useState("");
  const debounced = useDebouncedValue(email.trim(), 300);
  const { data, error, isFetching } = useFlagEvaluation(debounced);
  return (
    <section aria-labelledby="evaluate-heading" className="flex flex-col gap-2">
      <h2 id="evaluate-heading" className="text-xl font-semibold">
        {t("admin.flags.oneAccount")}
      </h2>
      <TextField
        type="email"
        label={t("admin.flags.accountEmail")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {isFetching ? <p role="status">{t("admin.flags.working")}</p> : null}
      {error ? <ErrorBox error={error} /> : null}
      {data && debounced.length >= 3 ? (
        <ul aria-label={t("admin.flags.flagsFor", { email: data.email })} className="flex flex-col gap-1">
          {Object.entries(data.evaluations).map(([name, evaluation]) => (
            <li key={name}>
              <span className="font-mono">{name}</span>:{" "}
              {t(evaluation.enabled ? "admin.flags.evaluatedOn" : "admin.flags.evaluatedOff")}
              {evaluation.variant ? ` ${t("admin.flags.variant", { variant: evaluation.variant })}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The §6/§9 flags, editable for everyone at once, and how they come out for one account. */
export function FlagsPanel() {
  const { t } = useT();
  const formatMoment = useFormatMoment();
  const { data, error, refetch, isPending } = useAdminFlags();
  if (isPending) return <p role="status">{t("admin.flags.loading")}</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  const { remote } = data;
  return (
    <>
      <p className="rounded-lg bg-surface-muted p-3 text-sm">
        {remote.url
          ? `${t("admin.flags.remote", {
              url: remote.url,
              when: remote.refreshedAt
                ? t("admin.flags.readAt", { time: formatMoment(remote.refreshedAt) })
                : t("admin.flags.notYet"),
            })}${remote.error ? ` ${t("admin.flags.lastProblem", { problem: remote.error })}` : ""}`
          : t("admin.flags.noRemote")}{" "}
        {t("admin.flags.precedence")}
      </p>
      <ul aria-label={t("admin.flags.list")} className="flex flex-col gap-3">
        {data.flags.map((entry) => (
          <FlagRow key={entry.name} entry={entry} />
        ))}
      </ul>
      <Evaluation />
    </>
  );
}
