import { formatDateIn, type Language, type MessageKey } from "@siteready/domain/i18n";
import { shownExpiringItem } from "@siteready/domain/record-words";
import {
  addDaysToIsoDate,
  type ExpiryUrgency,
  expiryUrgencies,
  type RenewalItemView,
  type RenewalWindowView,
} from "@siteready/domain/renewals";
import { ArrowRight, CalendarClock, RotateCw } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link, useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { type Translator, useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useRenewals } from "../api/get-renewals.ts";
import { useStartRenewal } from "../api/renewal-workflow.ts";
import { SchemePlan } from "./scheme-plan.tsx";
import { urgencyGroups } from "./urgency-groups.ts";

const kindNames: Record<RenewalItemView["kind"], MessageKey> = {
  skills_card: "renewals.kind.skills_card",
  document: "renewals.kind.document",
  qualification: "renewals.kind.qualification",
  induction: "renewals.kind.induction",
};

/** The page address of a renewal: deep-linkable, and Back returns to the list. */
function workflowHref(id: string): string {
  return `/renewals?workflow=${encodeURIComponent(id)}`;
}

/** 'Expires 12 Mar 2026 · 20 days left', 'Expired 2 Mar 2026 · 3 days ago', 'Expires today, 12 Mar 2026'. */
function expiryLine(
  item: Pick<RenewalItemView, "expiry_date" | "days_left">,
  { t, language }: Pick<Translator, "t" | "language">,
): string {
  if (!item.expiry_date || item.days_left === null) return t("renewals.noExpiryYet");
  const date = formatDateIn(item.expiry_date, language);
  const days = Math.abs(item.days_left);
  if (item.days_left > 0) return t("renewals.expiresIn", { date, days });
  if (item.days_left === 0) return t("renewals.expiresToday", { date });
  return t("renewals.expiredAgo", { date, days });
}

/**
 * 'Renewal window opens 12 Mar 2026', 'Renewal window open now until 12 Jun 2026'. A card's scheme rule may keep
 * the window open after expiry (CSCS: a year): then it closes when the rule says.
 */
function windowLine(
  item: RenewalItemView,
  window: RenewalWindowView,
  t: Translator["t"],
  language: Language,
): string {
  const plan = item.scheme_plan;
  // A Red card is not renewed but upgraded (its plan says how): "apply for a new one" would send the worker wrong.
  if (!window.renewable) return t(plan?.upgrade ? "renewals.cannotRenewUpgrade" : "renewals.cannotRenew");
  if (
    plan?.basis === "scheme_rule" &&
    window.status !== "not_open" &&
    item.days_left !== null &&
    item.expiry_date
  ) {
    const today = addDaysToIsoDate(item.expiry_date, -item.days_left);
    const closes = formatDateIn(plan.window_closes_on, language);
    return t(today <= plan.window_closes_on ? "renewals.windowOpen" : "renewals.windowClosed", {
      date: closes,
    });
  }
  switch (window.status) {
    case "not_open":
      return t("renewals.windowOpens", { date: formatDateIn(window.opens_on, language) });
    case "open":
      return t("renewals.windowOpen", { date: formatDateIn(window.closes_on, language) });
    case "expired":
      return t("renewals.windowClosed", { date: formatDateIn(window.closes_on, language) });
  }
}

/** The items grouped by urgency (expired first), each group soonest first as the server sorted them. */
export function RenewalGroups({ items, busy }: { items: RenewalItemView[]; busy: boolean }) {
  const groups = expiryUrgencies
    .map((urgency) => ({ urgency, items: items.filter((item) => item.urgency === urgency) }))
    .filter((group) => group.items.length > 0);
  return (
    <div aria-busy={busy || undefined} className={`flex flex-col gap-6 ${busy ? "opacity-70" : ""}`}>
      {groups.map((group) => (
        <UrgencyGroup key={group.urgency} urgency={group.urgency} items={group.items} />
      ))}
    </div>
  );
}

function UrgencyGroup({ urgency, items }: { urgency: ExpiryUrgency; items: RenewalItemView[] }) {
  const { t } = useT();
  const headingId = useId();
  const group = urgencyGroups[urgency];
  const Icon = group.icon;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className={`size-6 shrink-0 ${group.iconColour}`} />
        {t(group.heading)}
        <span className="text-base font-normal text-muted">({items.length})</span>
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <RenewalItemCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RenewalItemCard({ item }: { item: RenewalItemView }) {
  const { t, word, language } = useT();
  const titleId = useId();
  const title = shownExpiringItem(item, t);
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <UrgencyBadge urgency={{ status: item.urgency, days_left: item.days_left }} />
        <span className="text-sm text-muted">{t(kindNames[item.kind])}</span>
      </div>
      <h3 id={titleId} className="text-lg font-semibold">
        <Link to={item.link} className="inline-flex min-h-11 items-center">
          {title}
        </Link>
      </h3>
      <p className="font-medium">{expiryLine(item, { t, language })}</p>
      {item.renewal_window ? (
        <p className="flex items-start gap-2 text-sm">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {windowLine(item, item.renewal_window, t, language)}
        </p>
      ) : null}
      <p className="flex items-start gap-2">
        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-strong" />
        <span>
          <span className="sr-only">{t("renewals.next")} </span>
          {word(item.next_action)}
        </span>
      </p>
      {item.scheme_plan ? <SchemePlan plan={item.scheme_plan} /> : null}
      {item.kind === "skills_card" ? <RenewalAction item={item} title={title} /> : null}
    </article>
  );
}

/**
 * A card's 'Start renewal' or 'Continue renewal' away from this page (the dashboard leads with it), read from the
 * same overview; `fallback` where the card has no renewal to start.
 */
export function CardRenewalAction({
  cardId,
  title,
  fallback,
}: {
  cardId: string;
  title: string;
  fallback: ReactNode;
}) {
  const overview = useRenewals(null);
  if (overview.isPending) {
    return <div aria-hidden="true" className="h-11 w-48 animate-pulse rounded-lg bg-surface-muted" />;
  }
  const item = overview.data?.items.find((entry) => entry.kind === "skills_card" && entry.id === cardId);
  const startable = item && (item.workflow || (item.expiry_date && item.renewal_window?.renewable));
  return startable ? <RenewalAction item={item} title={title} /> : fallback;
}

/** 'Start renewal', or 'Continue renewal — 40%' when one is under way. */
function RenewalAction({ item, title }: { item: RenewalItemView; title: string }) {
  const { t } = useT();
  const start = useStartRenewal();
  const navigate = useNavigate();

  if (item.workflow) {
    return (
      <ButtonLink to={workflowHref(item.workflow.id)} variant="secondary" className="self-start">
        <RotateCw aria-hidden="true" className="size-5" />
        {t("renewals.continue", { progress: item.workflow.progress })}
        <span className="sr-only"> {t("renewals.ofItem", { title })}</span>
      </ButtonLink>
    );
  }
  if (!item.expiry_date || !item.renewal_window?.renewable) return null;

  function handleStart() {
    start.mutate(item.id, {
      onSuccess: (workflow) => navigate(workflowHref(workflow.id)),
      onError: (error) => {
        // One already under way (started in another tab, say): open it rather than show an error.
        const existing = error instanceof ApiError ? error.details.workflow_id : undefined;
        if (typeof existing === "string") navigate(workflowHref(existing));
      },
    });
  }

  const alreadyOpened =
    start.error instanceof ApiError && typeof start.error.details.workflow_id === "string";
  return (
    <div className="flex flex-col gap-2">
      <Button className="self-start" busy={start.isPending} onClick={handleStart}>
        {t("renewals.startRenewal")}
        <span className="sr-only"> {t("renewals.ofItem", { title })}</span>
      </Button>
      {start.error && !alreadyOpened ? <ErrorBox error={start.error} /> : null}
    </div>
  );
}
