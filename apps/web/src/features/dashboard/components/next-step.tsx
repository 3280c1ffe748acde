import { formatDateIn, type MessageKey } from "@siteready/domain/i18n";
import type { ExpiringItem } from "@siteready/domain/profile";
import { shownExpiringItem } from "@siteready/domain/record-words";
import { renewalItemPath } from "@siteready/domain/renewals";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { RenewalActionSlot } from "../../../lib/renewal-slot.ts";

const openItem: Record<ExpiringItem["kind"], MessageKey> = {
  skills_card: "dashboard.next.openCard",
  document: "dashboard.next.openDocument",
  qualification: "dashboard.next.openQualification",
  induction: "dashboard.next.openInduction",
};

/**
 * What beats finishing the profile: something that has expired or runs out within 30 days. The dashboard's
 * 'Expiring soon' list is soonest first, so the first such item is the most urgent.
 */
export function mostUrgentItem(items: readonly ExpiringItem[]): ExpiringItem | undefined {
  return items.find((item) => item.urgency.status === "expired" || item.urgency.status === "urgent");
}

/**
 * The dashboard's first thing to do: the most urgent item and its next action (a card's renewal, when the
 * renewals feature is open to the worker; otherwise the item itself).
 */
export function NextStep({ item, renewalAction }: { item: ExpiringItem; renewalAction?: RenewalActionSlot }) {
  const headingId = useId();
  const { t, language } = useT();
  const title = shownExpiringItem(item, t);
  const open = (
    <ButtonLink to={renewalItemPath(item)} className="self-start">
      {t(openItem[item.kind])}
      <ArrowRight aria-hidden="true" className="size-5" />
      <span className="sr-only"> {title}</span>
    </ButtonLink>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col items-start gap-3 rounded-xl border-2 border-accent bg-surface p-4 sm:p-5"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t("dashboard.next.title")}
      </h2>
      <UrgencyBadge urgency={item.urgency} />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-muted">
        {t(item.urgency.status === "expired" ? "dashboard.expiredOn" : "dashboard.expiresOn", {
          date: formatDateIn(item.expiry_date, language),
        })}
      </p>
      {item.kind === "skills_card" && renewalAction ? renewalAction({ id: item.id, title }, open) : open}
    </section>
  );
}
