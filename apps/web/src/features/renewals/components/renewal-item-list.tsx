import {
  type ExpiryUrgency,
  expiryUrgencies,
  formatDate,
  type RenewalItemView,
  type RenewalWindowView,
} from "@siteready/domain";
import { ArrowRight, CalendarClock, RotateCw } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useStartRenewal } from "../api/renewal-workflow.ts";
import { urgencyGroups } from "./urgency-groups.ts";

const kindNames: Record<RenewalItemView["kind"], string> = {
  skills_card: "Card",
  document: "Document",
  qualification: "Qualification",
  induction: "Induction",
};

/** The page address of a renewal: deep-linkable, and Back returns to the list. */
function workflowHref(id: string): string {
  return `/renewals?workflow=${encodeURIComponent(id)}`;
}

/** 'Expires 12 Mar 2026 · 20 days left', 'Expired 2 Mar 2026 · 3 days ago', 'Expires today, 12 Mar 2026'. */
function expiryLine(item: Pick<RenewalItemView, "expiry_date" | "days_left">): string {
  if (!item.expiry_date || item.days_left === null) return "No expiry date added yet";
  const date = formatDate(item.expiry_date);
  const days = Math.abs(item.days_left);
  const dayWord = days === 1 ? "1 day" : `${days} days`;
  if (item.days_left > 0) return `Expires ${date} · ${dayWord} left`;
  if (item.days_left === 0) return `Expires today, ${date}`;
  return `Expired ${date} · ${dayWord} ago`;
}

/** 'Renewal window opens 12 Mar 2026', 'Renewal window open now until 12 Jun 2026'. */
function windowLine(window: RenewalWindowView): string {
  if (!window.renewable) return "This card cannot be renewed: apply for a new one";
  switch (window.status) {
    case "not_open":
      return `Renewal window opens ${formatDate(window.opens_on)}`;
    case "open":
      return `Renewal window open now until ${formatDate(window.closes_on)}`;
    case "expired":
      return `Renewal window closed ${formatDate(window.closes_on)}`;
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
  const headingId = useId();
  const group = urgencyGroups[urgency];
  const Icon = group.icon;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <Icon aria-hidden="true" className={`size-6 shrink-0 ${group.iconColour}`} />
        {group.heading}
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
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <UrgencyBadge
          urgency={{ status: item.urgency, days_left: item.days_left, label: item.urgency_label }}
        />
        <span className="text-sm text-muted">{kindNames[item.kind]}</span>
      </div>
      <h3 id={titleId} className="text-lg font-semibold">
        <Link to={item.link} className="inline-flex min-h-11 items-center">
          {item.title}
        </Link>
      </h3>
      <p className="font-medium">{expiryLine(item)}</p>
      {item.renewal_window ? (
        <p className="flex items-start gap-2 text-sm">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {windowLine(item.renewal_window)}
        </p>
      ) : null}
      <p className="flex items-start gap-2">
        <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-strong" />
        <span>
          <span className="sr-only">Next: </span>
          {item.next_action}
        </span>
      </p>
      {item.kind === "skills_card" ? <RenewalAction item={item} /> : null}
    </article>
  );
}

/** 'Start renewal', or 'Continue renewal — 40%' when one is under way. */
function RenewalAction({ item }: { item: RenewalItemView }) {
  const start = useStartRenewal();
  const navigate = useNavigate();

  if (item.workflow) {
    return (
      <ButtonLink to={workflowHref(item.workflow.id)} variant="secondary" className="self-start">
        <RotateCw aria-hidden="true" className="size-5" />
        Continue renewal — {item.workflow.progress}%<span className="sr-only"> of {item.title}</span>
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
        Start renewal<span className="sr-only"> of {item.title}</span>
      </Button>
      {start.error && !alreadyOpened ? <ErrorBox error={start.error} /> : null}
    </div>
  );
}
