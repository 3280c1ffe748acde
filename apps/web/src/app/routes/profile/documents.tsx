import { ChevronRight, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { DocumentList } from "../../../features/documents/components/document-list.tsx";
import { useDashboardData } from "../../../features/profile/api/dashboard-data.ts";
import { SectionPage } from "../../../features/profile/components/section-form-layout.tsx";
import { ShowAtGateToggle } from "../../../features/wallet/components/show-at-gate-toggle.tsx";
import { useT } from "../../../i18n/use-translation.ts";

export function DocumentsPage() {
  const { t } = useT();
  const { data: dashboard } = useDashboardData();
  return (
    <SectionPage
      title={t("shell.nav.documents")}
      description={t("documents.page.description")}
      completion={dashboard?.completionData.documents}
    >
      {/* The right-to-work record sits beside the documents, on its own page (no sidebar link: §2 fixes it). */}
      <Link
        to="/right-to-work"
        className="flex min-h-11 items-center gap-3 rounded-xl border border-border bg-surface p-4 font-semibold no-underline hover:bg-surface-muted"
      >
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-accent-strong" />
        <span className="flex-1">{t("rightToWork.documents.link")}</span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
      <DocumentList gateToggle={(record) => <ShowAtGateToggle kind="document" {...record} />} />
    </SectionPage>
  );
}
