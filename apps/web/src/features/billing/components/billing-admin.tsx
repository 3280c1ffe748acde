import { formatPence, type TierPolicy, tierPolicies } from "@siteready/domain";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useBillingTotals, useChangeTierPolicy, useTierPolicy } from "../api/billing.ts";

const policyWords: Record<TierPolicy, { label: string; detail: string }> = {
  free_for_everyone: {
    label: "Free for everyone",
    detail: "Every capability is on the free tier, as we promise. Paid plans add nothing yet.",
  },
  tiered: {
    label: "Tiered as the plans table",
    detail:
      "Expiry reminders and test centre search need Pro; job matching needs Premium. Lower tiers see 'Premium Feature'.",
  },
};

/** The admin's switch between "free for everyone" and the spec's tiers (§4). */
export function TierPolicySwitch() {
  const { data, error, isPending } = useTierPolicy();
  const change = useChangeTierPolicy();
  if (error) return <ErrorBox error={error} />;
  if (isPending) return <p>Loading...</p>;
  // The choice shows at once while it is being saved; a failed save falls back to what the server holds.
  const shown = change.isPending ? change.variables : data.policy;
  return (
    <fieldset className="flex flex-col gap-2" disabled={change.isPending}>
      <legend className="mb-2 font-semibold">Who gets paid-tier capabilities</legend>
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
            onChange={() => change.mutate(policy)}
          />
          <span>
            <span className="block font-semibold">{policyWords[policy].label}</span>
            <span className="block text-sm text-muted">{policyWords[policy].detail}</span>
          </span>
        </label>
      ))}
      {change.error ? <ErrorBox error={change.error} /> : null}
      {change.isSuccess ? (
        <p role="status" className="text-sm text-muted">
          Saved
        </p>
      ) : null}
    </fieldset>
  );
}

/** Donations and subscription payments per month (UTC), newest first. */
export function BillingTotalsTable() {
  const { data, error, isPending } = useBillingTotals();
  if (error) return <ErrorBox error={error} />;
  if (isPending) return <p>Loading...</p>;
  if (data.length === 0) return <p>No donations or subscription payments yet.</p>;
  const monthName = (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-GB", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left">
        <caption className="sr-only">Donations and subscriptions per month</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4">
              Month
            </th>
            <th scope="col" className="py-2 pr-4">
              Donations
            </th>
            <th scope="col" className="py-2">
              Subscriptions
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
                {formatPence(row.donationsPence)} ({row.donationCount})
              </td>
              <td className="py-2">
                {formatPence(row.subscriptionPaymentsPence)} ({row.subscriptionPaymentCount})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
