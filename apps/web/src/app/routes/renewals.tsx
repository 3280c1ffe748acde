import { type ExpiryUrgency, isExpiryUrgency, type RenewalsOverview } from "@siteready/domain/renewals";
import { ArrowLeft, CalendarX } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { ErrorBox } from "../../components/ui/error-box.tsx";
import { ReminderSettingsPanel } from "../../features/reminders/components/reminder-settings-panel.tsx";
import { useRenewals } from "../../features/renewals/api/get-renewals.ts";
import { RenewalGroups } from "../../features/renewals/components/renewal-item-list.tsx";
import { RenewalWorkflowPanel } from "../../features/renewals/components/renewal-workflow-panel.tsx";
import { RenewalsSkeleton } from "../../features/renewals/components/renewals-skeleton.tsx";
import { RenewalsTimeline } from "../../features/renewals/components/renewals-timeline.tsx";
import { UrgencyFilter } from "../../features/renewals/components/urgency-filter.tsx";
import { urgencyGroups } from "../../features/renewals/components/urgency-groups.ts";
import { useT } from "../../i18n/use-translation.ts";

/**
 * /renewals: every dated card, document and qualification by urgency, the next 12 months, and the reminder
 * settings; /renewals?workflow=<id> opens one card's renewal (deep-linkable, Back returns to the list).
 */
export function RenewalsPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const workflowId = params.get("workflow");
  const urgencyParam = params.get("urgency");
  const urgency = isExpiryUrgency(urgencyParam) ? urgencyParam : null;

  function selectUrgency(next: ExpiryUrgency | null) {
    // Replaced rather than pushed: Back leaves the page instead of stepping through filters.
    setParams(next ? { urgency: next } : {}, { replace: true });
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:py-8">
      {workflowId ? (
        <>
          <Link to="/renewals" className="inline-flex min-h-11 items-center gap-2 self-start font-semibold">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t("renewals.allRenewals")}
          </Link>
          <h1 className="sr-only">{t("renewals.title")}</h1>
          <RenewalWorkflowPanel key={workflowId} workflowId={workflowId} />
        </>
      ) : (
        <>
          <header className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold">{t("renewals.title")}</h1>
            <p className="text-muted">{t("renewals.intro")}</p>
          </header>
          <RenewalsOverviewSection urgency={urgency} onSelectUrgency={selectUrgency} />
          <ReminderSettingsPanel />
        </>
      )}
    </div>
  );
}

function RenewalsOverviewSection({
  urgency,
  onSelectUrgency,
}: {
  urgency: ExpiryUrgency | null;
  onSelectUrgency: (urgency: ExpiryUrgency | null) => void;
}) {
  const overview = useRenewals(urgency);
  if (overview.data) {
    return (
      <OverviewContent
        overview={overview.data}
        urgency={urgency}
        busy={overview.isPlaceholderData}
        onSelectUrgency={onSelectUrgency}
      />
    );
  }
  if (overview.isError) return <ErrorBox error={overview.error} onRetry={() => void overview.refetch()} />;
  return <RenewalsSkeleton />;
}

function OverviewContent({
  overview,
  urgency,
  busy,
  onSelectUrgency,
}: {
  overview: RenewalsOverview;
  urgency: ExpiryUrgency | null;
  busy: boolean;
  onSelectUrgency: (urgency: ExpiryUrgency | null) => void;
}) {
  const { t } = useT();
  if (overview.total === 0) {
    return (
      <section className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6">
        <CalendarX aria-hidden="true" className="size-10 text-muted" />
        <h2 className="text-xl font-bold">{t("renewals.emptyTitle")}</h2>
        <p className="text-muted">{t("renewals.emptyText")}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/skills-cards">{t("renewals.addFirstCard")}</ButtonLink>
          <ButtonLink to="/documents" variant="secondary">
            {t("renewals.addDocument")}
          </ButtonLink>
        </div>
      </section>
    );
  }
  return (
    <>
      <UrgencyFilter
        counts={overview.counts}
        total={overview.total}
        selected={urgency}
        onSelect={onSelectUrgency}
      />
      {overview.items.length > 0 ? (
        <RenewalGroups items={overview.items} busy={busy} />
      ) : (
        <div aria-busy={busy || undefined} className="flex flex-col items-start gap-3">
          <p>
            {busy
              ? t("renewals.loading")
              : urgency
                ? t(urgencyGroups[urgency].empty)
                : t("renewals.nothingToShow")}
          </p>
          <Button variant="secondary" onClick={() => onSelectUrgency(null)}>
            {t("renewals.showAll")}
          </Button>
        </div>
      )}
      <RenewalsTimeline timeline={overview.timeline} />
    </>
  );
}
