import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import type { ExpiringItem } from "@siteready/domain/profile";
import { shownExpiringItem } from "@siteready/domain/record-words";
import { renewalItemPath } from "@siteready/domain/renewals";
import { CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { DashboardLayout } from "../api/get-dashboard-layout.ts";

const kindNames: Record<ExpiringItem["kind"], MessageKey> = {
  skills_card: "dashboard.kind.skillsCard",
  document: "dashboard.kind.document",
  qualification: "dashboard.kind.qualification",
  induction: "dashboard.kind.induction",
};

/** Cards, documents, qualifications and inductions that have expired or expire within 90 days, soonest first. */
export function ExpiringSoon({ items, layout }: { items: ExpiringItem[]; layout: DashboardLayout }) {
  const headingId = useId();
  const { t, language } = useT();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6 ${layout === "modern" ? "h-full" : ""}`}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t("dashboard.expiringSoon")}
      </h2>
      {items.length === 0 ? (
        <p className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-urgency-valid" />
          {t("dashboard.nothingExpiring")}
        </p>
      ) : (
        <ul
          className={
            layout === "modern" ? "grid gap-3 sm:grid-cols-2" : "flex flex-col divide-y divide-border"
          }
        >
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className={
                layout === "modern"
                  ? "flex flex-col gap-2 rounded-lg border border-border p-3"
                  : "flex flex-col gap-2 py-3 first:pt-0 last:pb-0"
              }
            >
              <div>
                <UrgencyBadge urgency={item.urgency} />
              </div>
              <Link to={renewalItemPath(item)} className="inline-flex min-h-11 items-center font-semibold">
                {shownExpiringItem(item, t)}
              </Link>
              <p className="text-sm text-muted">
                {t(kindNames[item.kind])} ·{" "}
                {t(item.urgency.status === "expired" ? "dashboard.expiredOn" : "dashboard.expiresOn", {
                  date: formatDateIn(item.expiry_date, language),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
