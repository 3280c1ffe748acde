import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
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

/** One headed block of an admin tab. */
function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

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
      id: "scheme-rules",
      label: t("admin.tab.schemeRules"),
      panel: (
        <>
          <p className="text-muted">{t("admin.schemeRules.intro")}</p>
          <Link to="/admin/scheme-rules" className={buttonClasses("primary", "w-fit")}>
            {t("admin.schemeRules.open")}
          </Link>
        </>
      ),
    },
    {
      id: "content",
      label: t("admin.tab.content"),
      panel: (
        <>
          <AdminSection id="content-reports-heading" title={t("admin.content.messages")}>
            <ContentReports />
          </AdminSection>
          <AdminSection id="listing-reports-heading" title={t("admin.content.listings")}>
            <DiggsReportsAdmin />
          </AdminSection>
        </>
      ),
    },
    {
      id: "payments",
      label: t("admin.tab.payments"),
      panel: (
        <>
          <AdminSection id="tiers-heading" title={t("admin.payments.tiers")}>
            <TierPolicySwitch />
          </AdminSection>
          <AdminSection id="supporters-heading" title={t("admin.payments.supporters")}>
            <BillingTotalsTable />
          </AdminSection>
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
