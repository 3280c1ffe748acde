import {
  type DonationFrequency,
  donationPresetsPence,
  MAX_DONATION_PENCE,
  MIN_DONATION_PENCE,
} from "@siteready/domain/billing";
import type { MessageRef } from "@siteready/domain/i18n";
import { formatPenceIn } from "@siteready/domain/jobs";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { CheckoutMessage } from "./checkout-message.tsx";

const choiceClasses =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-4 has-[:checked]:border-accent has-[:checked]:font-semibold";

/** Pounds typed by a person ("5", "5.50", "£7") → pence; null when it is not an amount. */
function typedPence(text: string): number | null {
  const match = /^£?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** A donation: a preset (£3, £5, £10) or an amount of the giver's own, once or every month. */
export function DonationForm(props: {
  busy: boolean;
  message: MessageRef | string | null;
  onDonate: (amountPence: number, frequency: DonationFrequency) => void;
}) {
  const [preset, setPreset] = useState<number | "other">(donationPresetsPence[1]);
  const [other, setOther] = useState("");
  const [frequency, setFrequency] = useState<DonationFrequency>("once");
  const [problem, setProblem] = useState<MessageRef | null>(null);
  const otherId = useId();
  const { t, language } = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = preset === "other" ? typedPence(other) : preset;
    if (amount === null) return setProblem({ key: "billing.server.donationWholePence" });
    if (amount < MIN_DONATION_PENCE) return setProblem({ key: "billing.server.donationTooSmall" });
    if (amount > MAX_DONATION_PENCE) return setProblem({ key: "billing.server.donationTooLarge" });
    setProblem(null);
    props.onDonate(amount, frequency);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5"
    >
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 font-semibold">{t("billing.donate.amount")}</legend>
        {donationPresetsPence.map((pence) => (
          <label key={pence} className={choiceClasses}>
            <input
              type="radio"
              name="donation-amount"
              checked={preset === pence}
              onChange={() => setPreset(pence)}
            />
            {formatPenceIn(pence, language)}
          </label>
        ))}
        <label className={choiceClasses}>
          <input
            type="radio"
            name="donation-amount"
            checked={preset === "other"}
            onChange={() => setPreset("other")}
          />
          {t("billing.donate.other")}
        </label>
      </fieldset>
      {preset === "other" ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={otherId} className="font-semibold">
            {t("billing.donate.yourAmount")}
          </label>
          <input
            id={otherId}
            inputMode="decimal"
            autoComplete="off"
            value={other}
            onChange={(event) => setOther(event.target.value)}
            aria-invalid={problem ? true : undefined}
            className="min-h-11 max-w-40 rounded-lg border border-border bg-surface px-3"
          />
        </div>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 font-semibold">{t("billing.donate.howOften")}</legend>
        <label className={choiceClasses}>
          <input
            type="radio"
            name="donation-frequency"
            checked={frequency === "once"}
            onChange={() => setFrequency("once")}
          />
          {t("billing.donate.once")}
        </label>
        <label className={choiceClasses}>
          <input
            type="radio"
            name="donation-frequency"
            checked={frequency === "monthly"}
            onChange={() => setFrequency("monthly")}
          />
          {t("billing.donate.monthly")}
        </label>
      </fieldset>
      <div className="flex flex-col gap-3">
        <Button type="submit" busy={props.busy} className="self-start">
          {t("billing.donate.submit")}
        </Button>
        {problem ? (
          <CheckoutMessage message={problem} />
        ) : props.message ? (
          <CheckoutMessage message={props.message} />
        ) : null}
      </div>
    </form>
  );
}
