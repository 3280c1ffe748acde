import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageKey } from "@siteready/domain/i18n";
import {
  findSchemeRequirement,
  prerequisiteKinds,
  type SchemePrerequisite,
  type SchemeRuleEdit,
  type SchemeRuleEntry,
  schemeRequirements,
  schemeRuleEditSchema,
} from "@siteready/domain/scheme-rules";
import { cardSchemes, cardTypeWordKeys } from "@siteready/domain/skills-cards";
import { Fragment, useState } from "react";
import { type FieldError, get, type Path, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { announceSaved } from "../../../lib/saved-notice.ts";
import { useResetSchemeRule, useSaveSchemeRule } from "../api/scheme-rules.ts";

type FormValues = z.input<typeof schemeRuleEditSchema>;
type PrerequisiteKind = (typeof prerequisiteKinds)[number];

const kindLabels: Record<PrerequisiteKind, MessageKey> = {
  test: "admin.schemeRules.kind.test",
  course: "admin.schemeRules.kind.course",
  first_aid: "admin.schemeRules.kind.first_aid",
  nvq: "admin.schemeRules.kind.nvq",
};

const tests = schemeRequirements.filter((requirement) => requirement.kind === "test");
const courses = schemeRequirements.filter((requirement) => requirement.kind === "course");

/** A new row of `kind`, filled with the usual values (the admin changes them). */
function newPrerequisite(kind: PrerequisiteKind): SchemePrerequisite {
  switch (kind) {
    case "test":
      return { kind, test: tests[0]?.id ?? "", withinYears: 2 };
    case "course":
      return { kind, course: courses[0]?.id ?? "", beforeExpiry: true };
    case "first_aid":
      return { kind, withinYears: 3 };
    case "nvq":
      return { kind, level: 2 };
  }
}

/** The fields a 400 from the server may name, so its words land under them. */
const serverFields: Path<FormValues>[] = [
  "note",
  "rule.cardType",
  "rule.validityYears",
  "rule.window.monthsBefore",
  "rule.window.monthsAfter",
  "rule.graceMonths",
  "rule.noticeDays",
  "rule.upgrade.to",
  "rule.source.title",
  "rule.source.url",
  "rule.source.checkedOn",
];

const numberOrNull = (value: unknown) => (value === "" || value === null ? null : Number(value));
const numberOrNothing = (value: unknown) => (value === "" || value === null ? undefined : Number(value));
const textOrNull = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
const textOrNothing = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/**
 * The admin's edit of one card type's renewal rule, checked by the shared schema as each field is left (the
 * server checks it again): validity, renewable, the window, grace, the prerequisites (rows to add and remove),
 * the upgrade path where the rule has one, and the source. "Reset to the shipped rule" asks first.
 */
export function SchemeRuleForm({ entry, onDone }: { entry: SchemeRuleEntry; onDone: () => void }) {
  const { t } = useT();
  const save = useSaveSchemeRule();
  const reset = useResetSchemeRule();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const cardName = t(cardTypeWordKeys({ id: entry.cardType }).name);
  const form = useForm<FormValues, unknown, SchemeRuleEdit>({
    resolver: zodResolver(schemeRuleEditSchema),
    mode: "onTouched",
    defaultValues: { rule: entry.rule, note: "" },
  });
  const { register, control, watch, formState } = form;
  const prerequisites = useFieldArray({ control, name: "rule.prerequisites" });
  const errorOf = (name: Path<FormValues>) =>
    (get(formState.errors, name) as FieldError | undefined)?.message;
  const hasUpgrade = entry.rule.upgrade !== null;

  const submit = form.handleSubmit((edit) =>
    save.mutate(
      { cardType: entry.cardType, edit },
      {
        onSuccess: () => {
          announceSaved();
          onDone();
        },
        onError: (error) => showServerFieldErrors(error, form.setError, serverFields),
      },
    ),
  );

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="scheme-rule-form-heading"
        className="flex flex-col gap-5"
      >
        <h2 id="scheme-rule-form-heading" className="text-xl font-semibold">
          {t("admin.schemeRules.editHeading", { card: cardName })}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t("admin.schemeRules.field.validityYears")}
            hint={t("admin.schemeRules.field.validityHint")}
            type="number"
            inputMode="decimal"
            step="0.25"
            error={errorOf("rule.validityYears")}
            {...register("rule.validityYears", { setValueAs: numberOrNull })}
          />
          <TextField
            label={t("admin.schemeRules.field.noticeDays")}
            type="number"
            inputMode="numeric"
            error={errorOf("rule.noticeDays")}
            {...register("rule.noticeDays", { valueAsNumber: true })}
          />
          <TextField
            label={t("admin.schemeRules.field.monthsBefore")}
            type="number"
            inputMode="numeric"
            error={errorOf("rule.window.monthsBefore")}
            {...register("rule.window.monthsBefore", { valueAsNumber: true })}
          />
          <TextField
            label={t("admin.schemeRules.field.monthsAfter")}
            hint={t("admin.schemeRules.field.monthsAfterHint")}
            type="number"
            error={errorOf("rule.window.monthsAfter")}
            {...register("rule.window.monthsAfter", { valueAsNumber: true })}
          />
          <TextField
            label={t("admin.schemeRules.field.graceMonths")}
            type="number"
            inputMode="numeric"
            error={errorOf("rule.graceMonths")}
            {...register("rule.graceMonths", { valueAsNumber: true })}
          />
        </div>
        <CheckboxField label={t("admin.schemeRules.field.renewable")} {...register("rule.renewable")} />

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("admin.schemeRules.prerequisites")}</legend>
          {prerequisites.fields.map((row, index) => {
            const number = index + 1;
            const path = `rule.prerequisites.${index}` as const;
            const current = watch(path) as SchemePrerequisite | undefined;
            const kind = current?.kind ?? row.kind;
            return (
              <fieldset key={row.id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
                <legend className="px-1 font-semibold">
                  {t("admin.schemeRules.prerequisite", { number })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <SelectField
                    label={t("admin.schemeRules.field.kind")}
                    value={kind}
                    // The row's other fields follow the kind (keyed below); the select keeps the focus.
                    onChange={(event) =>
                      form.setValue(path, newPrerequisite(event.target.value as PrerequisiteKind), {
                        shouldDirty: true,
                      })
                    }
                  >
                    {prerequisiteKinds.map((option) => (
                      <option key={option} value={option}>
                        {t(kindLabels[option])}
                      </option>
                    ))}
                  </SelectField>
                  <Fragment key={kind}>
                    {kind === "test" ? (
                      <SelectField
                        label={t("admin.schemeRules.field.test")}
                        error={errorOf(`${path}.test` as Path<FormValues>)}
                        {...register(`${path}.test` as Path<FormValues>)}
                      >
                        {tests.map((test) => (
                          <option key={test.id} value={test.id}>
                            {t(test.name)}
                          </option>
                        ))}
                      </SelectField>
                    ) : null}
                    {kind === "course" ? (
                      <SelectField
                        label={t("admin.schemeRules.field.course")}
                        error={errorOf(`${path}.course` as Path<FormValues>)}
                        {...register(`${path}.course` as Path<FormValues>)}
                      >
                        {courses.map((course) => (
                          <option key={course.id} value={course.id}>
                            {t(course.name)}
                          </option>
                        ))}
                      </SelectField>
                    ) : null}
                    {kind === "test" || kind === "first_aid" ? (
                      <TextField
                        label={t("admin.schemeRules.field.withinYears")}
                        type="number"
                        inputMode="decimal"
                        step="0.5"
                        error={errorOf(`${path}.withinYears` as Path<FormValues>)}
                        {...register(`${path}.withinYears` as Path<FormValues>, { valueAsNumber: true })}
                      />
                    ) : null}
                    {kind === "course" ? (
                      <TextField
                        label={t("admin.schemeRules.field.withinYearsOptional")}
                        type="number"
                        inputMode="decimal"
                        step="0.5"
                        error={errorOf(`${path}.withinYears` as Path<FormValues>)}
                        {...register(`${path}.withinYears` as Path<FormValues>, {
                          setValueAs: numberOrNothing,
                        })}
                      />
                    ) : null}
                    {kind === "nvq" ? (
                      <TextField
                        label={t("admin.schemeRules.field.nvqLevel")}
                        type="number"
                        inputMode="numeric"
                        error={errorOf(`${path}.level` as Path<FormValues>)}
                        {...register(`${path}.level` as Path<FormValues>, { valueAsNumber: true })}
                      />
                    ) : null}
                  </Fragment>
                </div>
                {kind === "course" ? (
                  <CheckboxField
                    key={`${row.id}-before-expiry`}
                    label={t("admin.schemeRules.field.beforeExpiry")}
                    weight="normal"
                    {...register(`${path}.beforeExpiry` as Path<FormValues>)}
                  />
                ) : null}
                {current ? <HowToMeet prerequisite={current} /> : null}
                <div>
                  <Button variant="secondary" onClick={() => prerequisites.remove(index)}>
                    {t("admin.schemeRules.removePrerequisite", { number })}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <div>
            <Button variant="secondary" onClick={() => prerequisites.append(newPrerequisite("test"))}>
              {t("admin.schemeRules.addPrerequisite")}
            </Button>
          </div>
        </fieldset>

        {hasUpgrade ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-lg font-semibold">{t("admin.schemeRules.upgrade")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t("admin.schemeRules.field.upgradeTo")}
                error={errorOf("rule.upgrade.to")}
                {...register("rule.upgrade.to")}
              >
                {cardSchemes.map((cardType) => (
                  <option key={cardType.id} value={cardType.id}>
                    {t(cardTypeWordKeys(cardType).name)}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t("admin.schemeRules.field.upgradeNvqLevel")}
                type="number"
                inputMode="numeric"
                error={errorOf("rule.upgrade.nvqLevel")}
                {...register("rule.upgrade.nvqLevel", { valueAsNumber: true })}
              />
              <TextField
                label={t("admin.schemeRules.field.upgradeStart")}
                type="number"
                inputMode="numeric"
                error={errorOf("rule.upgrade.startMonthsBeforeExpiry")}
                {...register("rule.upgrade.startMonthsBeforeExpiry", { valueAsNumber: true })}
              />
            </div>
          </fieldset>
        ) : null}

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg font-semibold">{t("admin.schemeRules.source")}</legend>
          <TextField
            label={t("admin.schemeRules.field.sourceTitle")}
            error={errorOf("rule.source.title")}
            {...register("rule.source.title")}
          />
          <TextField
            label={t("admin.schemeRules.field.sourceUrl")}
            type="url"
            inputMode="url"
            error={errorOf("rule.source.url")}
            {...register("rule.source.url", { setValueAs: textOrNull })}
          />
          <TextField
            label={t("admin.schemeRules.field.checkedOn")}
            type="date"
            error={errorOf("rule.source.checkedOn")}
            {...register("rule.source.checkedOn")}
          />
          <TextareaField
            rows={3}
            label={t("admin.schemeRules.field.sourceNote")}
            error={errorOf("rule.source.note")}
            {...register("rule.source.note", { setValueAs: textOrNothing })}
          />
        </fieldset>

        <TextField
          label={t("admin.schemeRules.field.note")}
          hint={t("admin.schemeRules.field.noteHint")}
          error={errorOf("note")}
          {...register("note")}
        />
        {save.error && !formHasServerErrors(formState.errors) ? <ErrorBox error={save.error} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending}>
            {t("admin.schemeRules.save")}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t("admin.schemeRules.cancel")}
          </Button>
        </div>
      </form>

      {entry.edit && entry.shipped ? (
        confirmingReset ? (
          <InlineConfirm
            question={t("admin.schemeRules.resetQuestion", { card: cardName })}
            confirmLabel={t("admin.schemeRules.resetConfirm")}
            cancelLabel={t("admin.schemeRules.cancel")}
            busy={reset.isPending}
            error={reset.error}
            onConfirm={() => reset.mutate(entry.cardType, { onSuccess: onDone })}
            onCancel={() => setConfirmingReset(false)}
          />
        ) : (
          <div>
            <Button variant="danger" onClick={() => setConfirmingReset(true)}>
              {t("admin.schemeRules.reset")}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

/** Whether a field shows the server's words, so the general error box would say the same twice. */
function formHasServerErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** How a worker meets this prerequisite, as the renewals page tells them. */
function HowToMeet({ prerequisite }: { prerequisite: SchemePrerequisite }) {
  const { t } = useT();
  const how =
    prerequisite.kind === "test"
      ? findSchemeRequirement(prerequisite.test)?.how
      : prerequisite.kind === "course"
        ? findSchemeRequirement(prerequisite.course)?.how
        : undefined;
  const text =
    prerequisite.kind === "first_aid"
      ? t("renewals.plan.firstAidHow", { years: Number(prerequisite.withinYears) || 0 })
      : prerequisite.kind === "nvq"
        ? t("renewals.plan.nvqHow", { level: Number(prerequisite.level) || 0 })
        : how
          ? t(how)
          : t("renewals.plan.unknownRequirementHow");
  return (
    <div className="text-sm">
      <p className="font-medium">{t("admin.schemeRules.howToMeet")}</p>
      <p className="text-muted">{text}</p>
    </div>
  );
}
