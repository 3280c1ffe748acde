import { zodResolver } from "@hookform/resolvers/zod";
import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn } from "@siteready/domain/i18n";
import { expectedNewExpiry, renewalMessages, renewalStepMetadataSchemas } from "@siteready/domain/renewals";
import { cardApplicationLink, citbTestBooking, findCardType } from "@siteready/domain/skills-cards";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { OfficialLink } from "../../../components/ui/official-link.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { showServerFieldErrors } from "../../../lib/form-errors.ts";
import { useCompleteRenewalStep } from "../api/renewal-workflow.ts";
import type { StepFormProps } from "./step-form-support.ts";

/** 'YYYY-MM' of today, as the server dates it (UTC), so both sides agree on what is in the past. */
function currentMonth(): string {
  return toIsoDate(new Date()).slice(0, 7);
}

// ---------------------------------------------------------------------------------------------------
// select_month

const selectMonthSchema = renewalStepMetadataSchemas.select_month;

export function SelectMonthForm({ workflow, onCompleted }: StepFormProps) {
  const { t } = useT();
  const thisMonth = currentMonth();
  const [schema] = useState(() =>
    selectMonthSchema.refine((value) => value.month >= thisMonth, {
      path: ["month"],
      message: t("renewals.month.notPast"),
    }),
  );
  const form = useForm<z.input<typeof selectMonthSchema>, unknown, z.output<typeof selectMonthSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { month: thisMonth },
  });
  const complete = useCompleteRenewalStep(workflow.id);
  const [otherError, setOtherError] = useState<unknown>(null);

  const submit = form.handleSubmit((metadata) => {
    setOtherError(null);
    complete.mutate(
      { step: "select_month", metadata },
      {
        onSuccess: onCompleted,
        onError: (error) => {
          if (!showServerFieldErrors(error, form.setError, ["month"])) setOtherError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t("renewals.month.label")}
        hint={t("renewals.month.hint")}
        type="month"
        min={thisMonth}
        placeholder={t("renewals.month.placeholder")}
        error={form.formState.errors.month?.message}
        {...form.register("month")}
      />
      {otherError ? <ErrorBox error={otherError} /> : null}
      <Button type="submit" busy={complete.isPending} className="self-start">
        {t("renewals.month.save")}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// find_test_center (typed name; the finder is in test-centre-step.tsx)

const findCentreSchema = renewalStepMetadataSchemas.find_test_center;

export function TestCentreNameForm({ workflow, onCompleted }: StepFormProps) {
  const { t } = useT();
  const form = useForm<z.input<typeof findCentreSchema>, unknown, z.output<typeof findCentreSchema>>({
    resolver: zodResolver(findCentreSchema),
    defaultValues: { test_centre_name: "" },
  });
  const complete = useCompleteRenewalStep(workflow.id);
  const [otherError, setOtherError] = useState<unknown>(null);

  const submit = form.handleSubmit((metadata) => {
    setOtherError(null);
    complete.mutate(
      { step: "find_test_center", metadata },
      {
        onSuccess: onCompleted,
        onError: (error) => {
          if (!showServerFieldErrors(error, form.setError, ["test_centre_name"])) setOtherError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t("renewals.centre.nameLabel")}
        hint={t("renewals.centre.nameHint")}
        autoComplete="off"
        error={form.formState.errors.test_centre_name?.message}
        {...form.register("test_centre_name")}
      />
      {otherError ? <ErrorBox error={otherError} /> : null}
      <Button type="submit" busy={complete.isPending} className="self-start">
        {t("renewals.centre.use")}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// book_test

const bookTestSchema = renewalStepMetadataSchemas.book_test;

export function BookTestForm({ workflow, onCompleted }: StepFormProps) {
  const { t } = useT();
  const form = useForm<z.input<typeof bookTestSchema>, unknown, z.output<typeof bookTestSchema>>({
    resolver: zodResolver(bookTestSchema),
    defaultValues: { booking_reference: "", test_date: "" },
  });
  const complete = useCompleteRenewalStep(workflow.id);
  const [otherError, setOtherError] = useState<unknown>(null);
  const centre = workflow.steps.find((step) => step.step === "find_test_center")?.metadata.test_centre_name;

  const submit = form.handleSubmit((metadata) => {
    setOtherError(null);
    complete.mutate(
      { step: "book_test", metadata },
      {
        onSuccess: onCompleted,
        onError: (error) => {
          if (!showServerFieldErrors(error, form.setError, ["booking_reference", "test_date"])) {
            setOtherError(error);
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p>
        {typeof centre === "string" ? t("renewals.booking.introAt", { centre }) : t("renewals.booking.intro")}
      </p>
      <OfficialLink page={citbTestBooking} variant="primary">
        {t("renewals.booking.official")}
      </OfficialLink>
      <TextField
        label={t("renewals.booking.reference")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={form.formState.errors.booking_reference?.message}
        {...form.register("booking_reference")}
      />
      <TextField
        label={t("renewals.booking.testDate")}
        type="date"
        error={form.formState.errors.test_date?.message}
        {...form.register("test_date")}
      />
      {otherError ? <ErrorBox error={otherError} /> : null}
      <Button type="submit" busy={complete.isPending} className="self-start">
        {t("renewals.booking.save")}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// complete_renewal: apply to the scheme for the new card, then record its expiry

const completeSchema = renewalStepMetadataSchemas.complete_renewal;

export function CompleteRenewalForm({ workflow, onCompleted }: StepFormProps) {
  const { t, language } = useT();
  const expected = expectedNewExpiry({
    cardType: workflow.card.card_type,
    expiryDate: workflow.card.expiry_date,
  });
  const validity = findCardType(workflow.card.card_type)?.validityYears ?? null;
  const application = cardApplicationLink(workflow.card.card_type);
  const form = useForm<z.input<typeof completeSchema>, unknown, z.output<typeof completeSchema>>({
    resolver: zodResolver(completeSchema),
    defaultValues: { new_expiry_date: "" },
  });
  const complete = useCompleteRenewalStep(workflow.id);
  const [otherError, setOtherError] = useState<unknown>(null);

  const submit = form.handleSubmit((values) => {
    setOtherError(null);
    if (!expected && !values.new_expiry_date) {
      form.setError("new_expiry_date", { type: "required", message: renewalMessages.newExpiryRequired });
      return;
    }
    // Left empty, the server uses the old expiry plus the scheme's validity.
    const metadata = values.new_expiry_date ? { new_expiry_date: values.new_expiry_date } : {};
    complete.mutate(
      { step: "complete_renewal", metadata },
      {
        onSuccess: onCompleted,
        onError: (error) => {
          if (!showServerFieldErrors(error, form.setError, ["new_expiry_date"])) setOtherError(error);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {application ? (
        <>
          <p>{t("renewals.apply.intro", { site: application.site })}</p>
          <OfficialLink page={application} variant="primary">
            {t("renewals.apply.link", { site: application.site })}
          </OfficialLink>
        </>
      ) : (
        <p>{t("renewals.apply.throughProvider")}</p>
      )}
      {expected ? (
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">
            {t("renewals.complete.runsTo", { date: formatDateIn(expected, language) })}
          </p>
          {validity !== null && workflow.card.expiry_date ? (
            <p className="text-sm text-muted">
              {Number.isInteger(validity)
                ? t("renewals.complete.years", {
                    date: formatDateIn(workflow.card.expiry_date, language),
                    years: validity,
                  })
                : t("renewals.complete.months", {
                    date: formatDateIn(workflow.card.expiry_date, language),
                    months: Math.round(validity * 12),
                  })}
            </p>
          ) : null}
        </div>
      ) : (
        <p>{t("renewals.complete.enterDate")}</p>
      )}
      <TextField
        label={expected ? t("renewals.complete.differentDate") : t("renewals.complete.newCardExpiry")}
        hint={expected ? t("renewals.complete.differentHint") : undefined}
        type="date"
        error={form.formState.errors.new_expiry_date?.message}
        {...form.register("new_expiry_date")}
      />
      {otherError ? <ErrorBox error={otherError} /> : null}
      <Button type="submit" busy={complete.isPending} className="self-start">
        {t("renewals.complete.confirm")}
      </Button>
    </form>
  );
}
