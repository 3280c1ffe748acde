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
import { type Translator, useT } from "../../i18n/use-translation.ts";

/** The dashboard's tabs, named in the current language. */
function adminTabs(t: Translator["t"]): AdminTab[] {
  return [
    {
      id: "features",
      label: t("admin.tab.features"),
      panel: (
        <>
          <p className="text-muted">{t("admin.features.intro")}</p>
          <FeatureAdminTable />
        </>
      ),
    },
    {
      id: "users",
      label: t("admin.tab.users"),
      panel: (
        <>
          <UsersPanel />
          <AdminTwoFactorSwitch />
        </>
      ),
    },
    { id: "reports", label: t("admin.tab.reports"), panel: <ReportsPanel /> },
    { id: "health", label: t("admin.tab.health"), panel: <HealthPanel /> },
    { id: "flags", label: t("admin.tab.flags"), panel: <FlagsPanel /> },
    {
      id: "content",
      label: t("admin.tab.content"),
      panel: (
        <>
          <section aria-labelledby="content-reports-heading" className="flex flex-col gap-3">
            <h2 id="content-reports-heading" className="text-xl font-semibold">
              {t("admin.content.messages")}
            </h2>
            <ContentReports />
          </section>
          <section aria-labelledby="listing-reports-heading" className="flex flex-col gap-3">
            <h2 id="listing-reports-heading" className="text-xl font-semibold">
              {t("admin.content.listings")}
            </h2>
            <DiggsReportsAdmin />
          </section>
        </>
      ),
    },
    {
      id: "payments",
      label: t("admin.tab.payments"),
      panel: (
        <>
          <section aria-labelledby="tiers-heading" className="flex flex-col gap-3">
            <h2 id="tiers-heading" className="text-xl font-semibold">
              {t("admin.payments.tiers")}
            </h2>
            <TierPolicySwitch />
          </section>
          <section aria-labelledby="supporters-heading" className="flex flex-col gap-3">
            <h2 id="supporters-heading" className="text-xl font-semibold">
              {t("admin.payments.supporters")}
            </h2>
            <BillingTotalsTable />
          </section>
        </>
      ),
    },
  ];
}

export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{t("admin.title")}</h1>
      <AdminTabs
        tabs={adminTabs(t)}
        selected={params.get("tab") ?? "features"}
        onSelect={(tab) => setParams({ tab }, { replace: true })}
      />
    </div>
  );
}
