import { useSearchParams } from "react-router";
import { FeatureAdminTable } from "../../features/access/components/feature-admin-table.tsx";
import { AdminTwoFactorSwitch } from "../../features/accounts/components/admin-two-factor-switch.tsx";
import { type AdminTab, AdminTabs } from "../../features/admin/components/admin-tabs.tsx";
import { FlagsPanel } from "../../features/admin/components/flags-panel.tsx";
import { HealthPanel } from "../../features/admin/components/health-panel.tsx";
import { ReportsPanel } from "../../features/admin/components/reports-panel.tsx";
import { UsersPanel } from "../../features/admin/components/users-panel.tsx";
import { BillingTotalsTable, TierPolicySwitch } from "../../features/billing/components/billing-admin.tsx";
import { DiggsReportsAdmin } from "../../features/diggs/components/diggs-reports-admin.tsx";
import { ContentReports } from "../../features/moderation/components/content-reports.tsx";

const tabs: AdminTab[] = [
  {
    id: "features",
    label: "Features",
    panel: (
      <>
        <p className="text-muted">
          Switch features on for everyone, or lock them again. Locked features show their coming-soon page and
          their API refuses requests. Every feature is fully built: switched on, it works for everyone it is
          meant for.
        </p>
        <FeatureAdminTable />
      </>
    ),
  },
  {
    id: "users",
    label: "Users",
    panel: (
      <>
        <UsersPanel />
        <AdminTwoFactorSwitch />
      </>
    ),
  },
  { id: "reports", label: "Reports", panel: <ReportsPanel /> },
  { id: "health", label: "Health", panel: <HealthPanel /> },
  { id: "flags", label: "Flags", panel: <FlagsPanel /> },
  {
    id: "content",
    label: "Content reports",
    panel: (
      <>
        <section aria-labelledby="content-reports-heading" className="flex flex-col gap-3">
          <h2 id="content-reports-heading" className="text-xl font-semibold">
            Messages and group posts
          </h2>
          <ContentReports />
        </section>
        <section aria-labelledby="listing-reports-heading" className="flex flex-col gap-3">
          <h2 id="listing-reports-heading" className="text-xl font-semibold">
            Accommodation listings
          </h2>
          <DiggsReportsAdmin />
        </section>
      </>
    ),
  },
  {
    id: "payments",
    label: "Payments",
    panel: (
      <>
        <section aria-labelledby="tiers-heading" className="flex flex-col gap-3">
          <h2 id="tiers-heading" className="text-xl font-semibold">
            Plans and tiers
          </h2>
          <TierPolicySwitch />
        </section>
        <section aria-labelledby="supporters-heading" className="flex flex-col gap-3">
          <h2 id="supporters-heading" className="text-xl font-semibold">
            Supporters
          </h2>
          <BillingTotalsTable />
        </section>
      </>
    ),
  },
];

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <AdminTabs
        tabs={tabs}
        selected={params.get("tab") ?? "features"}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
      />
    </div>
  );
}
