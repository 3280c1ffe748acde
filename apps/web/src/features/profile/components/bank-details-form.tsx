import { zodResolver } from "@hookform/resolvers/zod";
import { formatSortCode } from "@siteready/domain/fields";
import {
  type BankDetailsView,
  bankDetailsFieldLabels,
  bankDetailsInputSchema,
} from "@siteready/domain/profile";
import { ShieldCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DraftBanner } from "../../../components/draft-banner.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SensitiveValue } from "../../../components/ui/sensitive-value.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useFormDraft } from "../../../lib/use-form-draft.ts";
import { type BankDetailsSubmission, useRevealBankDetail, useSaveBankDetails } from "../api/bank-details.ts";
import { formatOnBlur, inputValue, sectionSubmitHandler } from "./form-support.ts";
import { SaveBar } from "./section-form-layout.tsx";

const labels = bankDetailsFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];

/** The boxes as typed; the sensitive ones start empty, since the page never holds the stored values. */
export interface BankDetailsFields {
  account_holder_name: string;
  bank_name: string;
  account_number?: string | null | undefined;
  sort_code?: string | null | undefined;
}

/**
 * The domain's bank details rules (§5: both numbers optional). A sensitive box left blank while a value is
 * stored keeps the stored value on the server.
 */
const bankDetailsFormSchema: z.ZodType<BankDetailsSubmission, BankDetailsFields> = bankDetailsInputSchema;

function toFormValues(view: BankDetailsView): BankDetailsFields {
  return {
    account_holder_name: inputValue(view.account_holder_name),
    bank_name: inputValue(view.bank_name),
    account_number: "",
    sort_code: "",
  };
}

export function BankDetailsForm({ initial }: { initial: BankDetailsView }) {
  const form = useForm<BankDetailsFields, unknown, BankDetailsSubmission>({
    resolver: zodResolver(bankDetailsFormSchema),
    mode: "onTouched",
    defaultValues: toFormValues(initial),
  });
  const draft = useFormDraft(form, "bankDetails");
  const save = useSaveBankDetails();
  const reveal = useRevealBankDetail();
  const { errors, isDirty } = form.formState;
  const { t } = useT();

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-start gap-2 rounded-lg border border-border bg-surface p-4">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
        <span>{t("profile.bank.encrypted")}</span>
      </p>
      {initial.has_account_number || initial.has_sort_code ? (
        <section
          aria-label={t("profile.bank.saved")}
          className="flex flex-col gap-4 rounded-lg border border-border p-4"
        >
          <SensitiveValue
            label={t(labels.account_number)}
            masked={initial.account_number}
            onReveal={() => reveal("account_number")}
          />
          <SensitiveValue
            label={t(labels.sort_code)}
            masked={initial.sort_code}
            onReveal={() => reveal("sort_code")}
          />
        </section>
      ) : null}
      <form
        noValidate
        aria-label={t("profile.bank.form")}
        className="flex flex-col gap-4"
        onSubmit={sectionSubmitHandler({ form, save, discardDraft: draft.discard, fields, toFormValues })}
      >
        <DraftBanner draft={draft.draft} onRestore={draft.restore} onDiscard={draft.discard} />
        <TextField
          label={t(labels.account_holder_name)}
          autoComplete="cc-name"
          hint={t("profile.bank.holderHint")}
          error={errors.account_holder_name?.message}
          {...form.register("account_holder_name")}
        />
        <TextField
          label={
            initial.account_number
              ? t("profile.newField", { label: t(labels.account_number).toLowerCase() })
              : t(labels.account_number)
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          placeholder={
            initial.account_number
              ? t("profile.leaveBlankToKeep", { saved: initial.account_number })
              : undefined
          }
          hint={t("profile.bank.accountNumberHint")}
          error={errors.account_number?.message}
          {...form.register("account_number")}
        />
        <TextField
          label={
            initial.sort_code
              ? t("profile.newField", { label: t(labels.sort_code).toLowerCase() })
              : t(labels.sort_code)
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          placeholder={
            initial.sort_code ? t("profile.leaveBlankToKeep", { saved: initial.sort_code }) : undefined
          }
          hint={t("profile.bank.sortCodeHint")}
          className="sm:max-w-48"
          error={errors.sort_code?.message}
          {...form.register("sort_code", formatOnBlur(form.setValue, "sort_code", formatSortCode))}
        />
        <TextField
          label={t(labels.bank_name)}
          autoComplete="off"
          error={errors.bank_name?.message}
          {...form.register("bank_name")}
        />
        {save.error ? <ErrorBox error={save.error} /> : null}
        <SaveBar busy={save.isPending} saved={save.isSuccess && !isDirty} />
      </form>
    </div>
  );
}
