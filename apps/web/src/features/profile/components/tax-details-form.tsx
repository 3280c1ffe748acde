import { zodResolver } from "@hookform/resolvers/zod";
import {
  formatFromNormalizer,
  formatNiNumber,
  invalidChoiceMessage,
  optionalFormat,
  requiredFormat,
  requiredMessage,
} from "@siteready/domain/fields";
import type { MessageKey } from "@siteready/domain/i18n";
import {
  type CisStatus,
  cisStatuses,
  cisStatusKeys,
  type EmploymentType,
  employmentTypeKeys,
  employmentTypes,
  normalizeUtr,
  type TaxDetailsView,
  type TaxSensitiveField,
  taxDetailsFieldLabels,
  taxDetailsInputSchema,
  taxMessages,
  taxRequiredFieldsByEmploymentType,
} from "@siteready/domain/profile";
import { ShieldCheck } from "lucide-react";
import { type InputHTMLAttributes, useId } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { SensitiveValue } from "../../../components/ui/sensitive-value.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFormDraft } from "../../../lib/use-form-draft.ts";
import { type TaxDetailsSubmission, useRevealTaxDetail, useSaveTaxDetails } from "../api/tax-details.ts";
import { formatOnBlur, inputValue, sectionSubmitHandler } from "./form-support.ts";
import { SaveBar } from "./section-form-layout.tsx";

const labels = taxDetailsFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];
type TaxTextField = Exclude<keyof typeof labels, "employment_type" | "cis_status">;

/** The boxes as typed: every type's fields, of which only the chosen type's are shown and sent. */
export interface TaxDetailsFields {
  employment_type: EmploymentType | "";
  ni_number?: string | null | undefined;
  tax_code?: string | undefined;
  employer_paye_ref?: string | undefined;
  personal_utr?: string | null | undefined;
  company_utr?: string | null | undefined;
  company_reg_number?: string | undefined;
  cis_status?: CisStatus | undefined;
}

const sensitiveFields: readonly TaxSensitiveField[] = ["ni_number", "personal_utr", "company_utr"];

function isSensitive(field: TaxTextField): field is TaxSensitiveField {
  return sensitiveFields.some((sensitive) => sensitive === field);
}

function isStored(view: TaxDetailsView, field: TaxSensitiveField): boolean {
  return {
    ni_number: view.has_ni_number,
    personal_utr: view.has_personal_utr,
    company_utr: view.has_company_utr,
  }[field];
}

/** CIS applies to subcontractors: the self-employed and limited companies (as in the domain schema). */
const cisAppliesTo: readonly EmploymentType[] = ["self_employed", "limited_company"];

function utr(label: MessageKey, stored: boolean) {
  const format = formatFromNormalizer(normalizeUtr, taxMessages.utr);
  return stored ? optionalFormat(label, format) : requiredFormat(label, format);
}

/**
 * The domain's tax details rules, except that a sensitive box may be left blank when a value is stored: the
 * server then keeps it.
 */
function taxDetailsFormSchema(view: TaxDetailsView): z.ZodType<TaxDetailsSubmission, TaxDetailsFields> {
  const [employee, selfEmployed, limitedCompany] = taxDetailsInputSchema.options;
  return z.discriminatedUnion(
    "employment_type",
    [
      employee,
      selfEmployed.extend({ personal_utr: utr(labels.personal_utr, view.has_personal_utr) }),
      limitedCompany.extend({ company_utr: utr(labels.company_utr, view.has_company_utr) }),
    ],
    {
      error: (issue) => {
        const input = issue.input as Partial<TaxDetailsFields> | undefined;
        return input?.employment_type
          ? invalidChoiceMessage("choice.employmentType")
          : requiredMessage(labels.employment_type);
      },
    },
  );
}

function toFormValues(view: TaxDetailsView): TaxDetailsFields {
  return {
    employment_type: view.employment_type ?? "",
    ni_number: "",
    tax_code: inputValue(view.tax_code),
    employer_paye_ref: inputValue(view.employer_paye_ref),
    personal_utr: "",
    company_utr: "",
    company_reg_number: inputValue(view.company_reg_number),
    cis_status: view.cis_status ?? "not_registered",
  };
}

const inputProps: Record<TaxTextField, InputHTMLAttributes<HTMLInputElement> & { hintKey: MessageKey }> = {
  ni_number: { autoCapitalize: "characters", hintKey: "profile.tax.niHint" },
  tax_code: { autoCapitalize: "characters", hintKey: "profile.tax.taxCodeHint" },
  employer_paye_ref: { autoCapitalize: "characters", hintKey: "profile.tax.payeHint" },
  personal_utr: { inputMode: "numeric", hintKey: "profile.tax.personalUtrHint" },
  company_utr: { inputMode: "numeric", hintKey: "profile.tax.companyUtrHint" },
  company_reg_number: { autoCapitalize: "characters", hintKey: "profile.tax.companyRegHint" },
};

function TaxTextInput({
  form,
  field,
  view,
}: {
  form: UseFormReturn<TaxDetailsFields, unknown, TaxDetailsSubmission>;
  field: TaxTextField;
  view: TaxDetailsView;
}) {
  const { hintKey, ...props } = inputProps[field];
  const { t } = useT();
  const mask = isSensitive(field) && isStored(view, field) ? view[field] : null;
  const error = form.formState.errors[field]?.message;
  const registration =
    field === "ni_number"
      ? form.register(field, formatOnBlur(form.setValue, field, formatNiNumber))
      : form.register(field);
  return (
    <TextField
      label={mask ? t("profile.newField", { label: t(labels[field]) }) : t(labels[field])}
      autoComplete="off"
      spellCheck={false}
      placeholder={mask ? t("profile.leaveBlankToKeep", { saved: mask }) : undefined}
      hint={t(hintKey)}
      error={error}
      {...props}
      {...registration}
    />
  );
}

export function TaxDetailsForm({ initial }: { initial: TaxDetailsView }) {
  const legendId = useId();
  const form = useForm<TaxDetailsFields, unknown, TaxDetailsSubmission>({
    resolver: zodResolver(taxDetailsFormSchema(initial)),
    mode: "onTouched",
    defaultValues: toFormValues(initial),
  });
  const draft = useFormDraft(form, "taxDetails");
  const save = useSaveTaxDetails();
  const reveal = useRevealTaxDetail();
  const { errors, isDirty } = form.formState;
  const employmentType = form.watch("employment_type");
  const shownFields: readonly TaxTextField[] = employmentType
    ? taxRequiredFieldsByEmploymentType[employmentType]
    : [];
  const storedSensitive = sensitiveFields.filter((field) => isStored(initial, field));
  const typeError = errors.employment_type?.message;
  const { t, say } = useT();

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-start gap-2 rounded-lg border border-border bg-surface p-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
        <span>{t("profile.tax.encrypted")}</span>
      </p>
      {storedSensitive.length > 0 ? (
        <section
          aria-label={t("profile.tax.saved")}
          className="flex flex-col gap-4 rounded-lg border border-border p-4"
        >
          {storedSensitive.map((field) => (
            <SensitiveValue
              key={field}
              label={t(labels[field])}
              masked={initial[field]}
              onReveal={() => reveal(field)}
            />
          ))}
        </section>
      ) : null}
      <form
        noValidate
        aria-label={t("profile.tax.form")}
        className="flex flex-col gap-4"
        onSubmit={sectionSubmitHandler({ form, save, discardDraft: draft.discard, fields, toFormValues })}
      >
        <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
        <fieldset
          aria-describedby={typeError ? `${legendId}-error` : undefined}
          className="flex flex-col gap-2"
        >
          <legend id={legendId} className="mb-1 font-medium">
            {t(labels.employment_type)}
          </legend>
          {employmentTypes.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-3 has-[:checked]:border-accent has-[:checked]:font-semibold"
            >
              <input
                type="radio"
                value={type}
                className="size-5 accent-accent"
                aria-invalid={typeError ? true : undefined}
                {...form.register("employment_type")}
              />
              {t(employmentTypeKeys[type])}
            </label>
          ))}
          {typeError ? (
            <p id={`${legendId}-error`} className="text-sm font-medium text-danger">
              {say(typeError)}
            </p>
          ) : null}
        </fieldset>
        {shownFields.map((field) => (
          <TaxTextInput key={field} form={form} field={field} view={initial} />
        ))}
        {employmentType && cisAppliesTo.includes(employmentType) ? (
          <SelectField
            label={t(labels.cis_status)}
            hint={t("profile.tax.cisHint")}
            error={errors.cis_status?.message}
            {...form.register("cis_status")}
          >
            {cisStatuses.map((status) => (
              <option key={status} value={status}>
                {t(cisStatusKeys[status])}
              </option>
            ))}
          </SelectField>
        ) : null}
        {save.error ? <ErrorBox error={save.error} /> : null}
        <SaveBar busy={save.isPending} saved={save.isSuccess && !isDirty} />
      </form>
    </div>
  );
}
