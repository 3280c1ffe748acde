import { type TierPolicy, tierPolicies } from "@siteready/domain/billing";
import { formatMonthIn, type MessageKey } from "@siteready/domain/i18n";
import { formatPenceIn } from "@siteready/domain/jobs";
import { useState } from "react";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useBillingTotals, useChangeTierPolicy, useTierPolicy } from "../api/billing.ts";

const policyWords: Record<TierPolicy, { name: MessageKey; detail: MessageKey }> = {
  free_for_everyone: { name: "billing.policy.free", detail: "billing.policy.freeDetail" },
  tiered: { name: "billing.policy.tiered", detail: "billing.policy.tieredDetail" },
};

/** The admin's switch between "free for everyone" and the spec's tiers (§4). */
export function TierPolicySwitch() {
  const { data, error, isPending } = useTierPolicy();
  const change = useChangeTierPolicy();
  // The choice shows at once while it is being saved, set in the click itself: the mutation's own state arrives
  // a moment later, and in between React put the radio back as it was. A failed save falls back to what the
  // server holds.
  const [saving, setSaving] = useState<TierPolicy | null>(null);
  const { t } = useT();
  if (error) return <ErrorBox error={error} />;
  if (isPending) return <p>{t("billing.admin.loading")}</p>;
  const shown = saving ?? data.policy;
  const choose = (policy: TierPolicy) => {
    setSaving(policy);
    change.mutate(policy, { onSettled: () => setSaving(null) });
  };
  return (
    <fieldset className="flex flex-col gap-2" disabled={saving !== null}>
      <legend className="mb-2 font-semibold">{t("billing.admin.who")}</legend>
      {tierPolicies.map((policy) => (
        <label
          key={policy}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-accent"
        >
          <input
            type="radio"
            name="tier-policy"
            className="mt-1"
            checked={shown === policy}
            onChange={() => choose(policy)}
          />
          <span>
            <span className="block font-semibold">{t(policyWords[policy].name)}</span>
            <span className="block text-sm text-muted">{t(policyWords[policy].detail)}</span>
          </span>
        </label>
      ))}
      {change.error ? <ErrorBox error={change.error} /> : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-muted">
          {t("billing.admin.saved")}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Donations and subscription payments per month (UTC), newest first. */
export function BillingTotalsTable() {
  const { data, error, isPending } = useBillingTotals();
  const { t, language } = useT();
  if (error) return <ErrorBox error={error} />;
  if (isPending) return <p>{t("billing.admin.loading")}</p>;
  if (data.length === 0) return <p>{t("billing.admin.none")}</p>;
  const monthName = (month: string) => formatMonthIn(month, language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">{t("billing.admin.caption")}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              {t("billing.admin.month")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("billing.admin.donations")}
            </th>
            <th scope="col" className="py-2">
              {t("billing.admin.subscriptions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.month} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 font-medium">
                {monthName(row.month)}
              </th>
              <td className="py-2 pr-4">
                {formatPenceIn(row.donationsPence, language)} ({row.donationCount})
              </td>
              <td className="py-2">
                {formatPenceIn(row.subscriptionPaymentsPence, language)} ({row.subscriptionPaymentCount})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
