import type { DashboardData } from "@siteready/domain/profile";
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../../i18n/use-translation.ts";

/**
 * Issue 53: what a card's scheme wants done before it can be renewed, ahead of its expiry reminders: book the HS&E
 * test before the window opens when the last pass will be too old, upgrade a Red card with the NVQ.
 */
export function RenewFirst({ items }: { items: DashboardData["renewFirst"] }) {
  const { t, word } = useT();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border-2 border-urgency-warning bg-surface p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-urgency-warning" />
        {t("renewals.dashboard.heading")}
      </h2>
      <ul className="flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.card_id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <Link to="/renewals" className="inline-flex min-h-11 items-center font-semibold">
              {item.title}
            </Link>
            <p>{word(item.action)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
