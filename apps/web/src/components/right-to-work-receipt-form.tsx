import { zodResolver } from "@hookform/resolvers/zod";
import { toIsoDate } from "@siteready/domain/fields";
import type { MessageKey } from "@siteready/domain/i18n";
import {
  govUkRightToWorkPages,
  type ReceiptFormValues,
  type ReceiptInput,
  type ReceiptView,
  receiptFieldLabels,
  receiptInputSchema,
  receiptMethodKeys,
  receiptMethods,
  receiptOutcomeKeys,
  receiptOutcomes,
  receiptProblems,
} from "@siteready/domain/right-to-work";
import type { UseMutationResult } from "@tanstack/react-query";
import { CircleCheck, Download, ExternalLink } from "lucide-react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useT } from "../i18n/use-translation.ts";
import { ApiError } from "../lib/api-client.ts";
import { showServerFieldErrors } from "../lib/form-errors.ts";
import { Button, buttonClasses } from "./ui/button.tsx";
import { ErrorBox } from "./ui/error-box.tsx";
import { TextField } from "./ui/text-field.tsx";

const labels = receiptFieldLabels;
const fields = Object.keys(labels) as (keyof typeof labels)[];

/** The domain's receipt, and what it checks against today (a check in the future, a follow-up before it). */
const receiptFormSchema = receiptInputSchema.superRefine((input, context) => {
  for (const [field, messages] of Object.entries(receiptProblems(input, new Date()))) {
    for (const message of messages) context.addIssue({ code: "custom", path: [field], message });
  }
});

const choiceClasses =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-border bg-surface p-3 has-[:checked]:border-accent has-[:checked]:font-semibold";

function Choices<Value extends string>({
  legend,
  values,
  keys,
  error,
  registration,
}: {
  legend: string;
  values: readonly Value[];
  keys: Record<Value, MessageKey>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t, say } = useT();
  return (
    <fieldset aria-invalid={error ? true : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{legend}</legend>
      {values.map((value) => (
        <label key={value} className={choiceClasses}>
          <input
            type="radio"
            value={value}
            className="mt-0.5 size-5 shrink-0 accent-accent"
            {...registration}
          />
          <span>{t(keys[value])}</span>
        </label>
      ))}
      {error ? <p className="text-sm font-medium text-danger">{say(error)}</p> : null}
    </fieldset>
  );
}

interface RightToWorkReceiptFormProps {
  /** Records the receipt: from a share's page (with the share's access) or from the crew board. */
  record: UseMutationResult<ReceiptView, Error, ReceiptInput>;
  /** Downloads the receipt with its evidence as a PDF, once recorded. */
  download: UseMutationResult<void, Error, ReceiptView>;
  /** What the engager is already known by (a company's name). */
  defaults?: Partial<ReceiptFormValues>;
}

/**
 * "Record the check you did" (issue 52): the engager says how they checked the worker's right to work and what
 * it showed; the worker sees it on their record, and the engager keeps a PDF. SiteReady does no check itself.
 */
export function RightToWorkReceiptForm({ record, download, defaults = {} }: RightToWorkReceiptFormProps) {
  const { t } = useT();
  const form = useForm<ReceiptFormValues, unknown, ReceiptInput>({
    resolver: zodResolver(receiptFormSchema),
    mode: "onTouched",
    defaultValues: {
      checked_on: toIsoDate(new Date()),
      method: undefined,
      outcome: undefined,
      follow_up_on: "",
      checker_name: "",
      checker_email: "",
      organisation: "",
      reference: "",
      ...defaults,
    } as ReceiptFormValues,
  });
  const { errors } = form.formState;
  const outcome = form.watch("outcome");
  const field = (name: keyof typeof labels) => ({
    label: t(labels[name]),
    error: errors[name]?.message,
    ...form.register(name),
  });

  if (record.data) {
    return (
      <section
        aria-labelledby="rtw-receipt-done"
        className="flex flex-col gap-3 rounded-xl border border-border p-4"
      >
        <p id="rtw-receipt-done" role="status" className="flex items-start gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
          {t("rightToWork.receipt.saved")}
        </p>
        <Button
          className="self-start"
          busy={download.isPending}
          onClick={() => record.data && download.mutate(record.data)}
        >
          <Download aria-hidden="true" className="size-5" />
          {t("rightToWork.receipt.download")}
        </Button>
        {download.error ? <ErrorBox error={download.error} /> : null}
      </section>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="rtw-receipt-title"
      className="flex flex-col gap-4 rounded-xl border border-border p-4"
      onSubmit={form.handleSubmit((input) =>
        record.mutate(input, {
          onError: (error) => showServerFieldErrors(error, form.setError, fields),
        }),
      )}
    >
      <h3 id="rtw-receipt-title" className="text-lg font-bold">
        {t("rightToWork.receipt.title")}
      </h3>
      <p className="text-sm">{t("rightToWork.receipt.intro")}</p>
      <TextField type="date" className="sm:max-w-64" {...field("checked_on")} />
      <Choices
        legend={t(labels.method)}
        values={receiptMethods}
        keys={receiptMethodKeys}
        error={errors.method?.message}
        registration={form.register("method")}
      />
      <Choices
        legend={t(labels.outcome)}
        values={receiptOutcomes}
        keys={receiptOutcomeKeys}
        error={errors.outcome?.message}
        registration={form.register("outcome")}
      />
      {outcome === "confirmed-time-limited" ? (
        <TextField
          type="date"
          className="sm:max-w-64"
          hint={t("rightToWork.receipt.followUpHint")}
          {...field("follow_up_on")}
        />
      ) : null}
      <TextField autoComplete="name" {...field("checker_name")} />
      <TextField type="email" inputMode="email" autoComplete="email" {...field("checker_email")} />
      <TextField autoComplete="organization" {...field("organisation")} />
      <TextField autoComplete="off" {...field("reference")} />
      {record.error &&
      !(record.error instanceof ApiError && Object.keys(record.error.fieldErrors).length > 0) ? (
        <ErrorBox error={record.error} />
      ) : null}
      <Button type="submit" className="self-start" busy={record.isPending}>
        {t("rightToWork.receipt.save")}
      </Button>
    </form>
  );
}

/** GOV.UK's page where an engager checks a share code, opening in a new tab (the share page, the crew board). */
export function CheckRightToWorkLink({ variant }: { variant: "primary" | "secondary" }) {
  const { t } = useT();
  return (
    <a
      href={govUkRightToWorkPages.checkRightToWork}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, "self-start py-2 text-left")}
    >
      {t("rightToWork.shared.checkOnline")}
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {t("page.opensInNewTab")}</span>
    </a>
  );
}
