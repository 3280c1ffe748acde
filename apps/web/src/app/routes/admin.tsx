import { FeatureAdminTable } from "../../features/access/components/feature-admin-table.tsx";
import { BillingTotalsTable, TierPolicySwitch } from "../../features/billing/components/billing-admin.tsx";
import { DiggsReportsAdmin } from "../../features/diggs/components/diggs-reports-admin.tsx";
import { ContentReports } from "../../features/moderation/components/content-reports.tsx";

export function AdminPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <p className="mt-2 text-muted">
          Switch features on for everyone, or lock them again. Locked features show their coming-soon page and
          their API refuses requests.
        </p>
      </div>
      <section aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-xl font-semibold">
          Features
        </h2>
        <FeatureAdminTable />
      </section>
      <section aria-labelledby="tiers-heading" className="flex flex-col gap-3">
        <h2 id="tiers-heading" className="text-xl font-semibold">
          Plans and tiers
        </h2>
        <TierPolicySwitch />
      </section>
      <section aria-labelledby="reports-heading" className="flex flex-col gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold">
          Content reports
        </h2>
        <ContentReports />
      </section>
      <section aria-labelledby="supporters-heading" className="flex flex-col gap-3">
        <h2 id="supporters-heading" className="text-xl font-semibold">
          Supporters
        </h2>
        <BillingTotalsTable />
      </section>
      <section aria-labelledby="listing-reports-heading" className="flex flex-col gap-3">
        <h2 id="listing-reports-heading" className="text-xl font-semibold">
          Reported accommodation listings
        </h2>
        <DiggsReportsAdmin />
      </section>
    </div>
  );
}
