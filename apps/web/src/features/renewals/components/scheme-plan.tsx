import { formatDateIn } from "@siteready/domain/i18n";
import type { SchemePlanView } from "@siteready/domain/scheme-rules";
import { CircleAlert, CircleCheck, CircleHelp } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

const statusIcons = { met: CircleCheck, due: CircleAlert, unknown: CircleHelp } as const;
const statusColours = {
  met: "text-urgency-valid",
  due: "text-urgency-warning",
  unknown: "text-muted",
} as const;

/**
 * What renewing a card takes under its scheme's rule (issue 53): the window the scheme renews in (or the upgrade's
 * last day for a card that cannot be renewed), each prerequisite with whether it is in hand and how to meet it, and
 * where the rule comes from. A card type without a rule says its dates count down to the expiry alone.
 */
export function SchemePlan({ plan }: { plan: SchemePlanView }) {
  const { t, word, language } = useT();
  const date = (iso: string) => formatDateIn(iso, language);
  if (plan.basis === "expiry_only") {
    return <p className="text-sm text-muted">{t("renewals.plan.expiryOnly")}</p>;
  }
  // A card type the catalogue knows but no scheme rule covers (a test record): its window line says it all.
  if (plan.basis === "catalogue") return null;
  return (
    <details className="rounded-lg border border-border p-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        <span>{t("renewals.plan.heading")}</span>
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        <p>
          {plan.upgrade
            ? t("renewals.plan.upgradeWindow", { date: date(plan.upgrade.accepted_until) })
            : t("renewals.plan.window", {
                from: date(plan.window_opens_on),
                to: date(plan.window_closes_on),
              })}
        </p>
        {plan.prerequisites.length > 0 ? (
          // Not a named section: every card's plan has this list, and a named section is a landmark, so a page of
          // cards listed "Before you renew" as a landmark once per card. Its heading is enough.
          <div className="flex flex-col gap-2">
            <h4 className="font-semibold">{t("renewals.plan.firstThings")}</h4>
            <ul className="flex flex-col gap-3">
              {plan.prerequisites.map((prerequisite) => {
                const Icon = statusIcons[prerequisite.status];
                return (
                  <li key={`${prerequisite.kind}-${prerequisite.requirement ?? ""}`} className="flex gap-2">
                    <Icon
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${statusColours[prerequisite.status]}`}
                    />
                    <div className="flex flex-col gap-1">
                      <p>
                        <span className="font-medium">{word(prerequisite.name)}</span>
                        {" · "}
                        {prerequisite.status === "met"
                          ? t("renewals.plan.statusMet")
                          : prerequisite.status === "due" && prerequisite.due_by
                            ? t("renewals.plan.statusDue", { date: date(prerequisite.due_by) })
                            : t("renewals.plan.statusUnknown")}
                      </p>
                      {prerequisite.counts_until ? (
                        <p className="text-muted">
                          {t("renewals.plan.countsUntil", { date: date(prerequisite.counts_until) })}
                        </p>
                      ) : null}
                      {prerequisite.status === "met" ? null : <p>{word(prerequisite.how)}</p>}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        {plan.source ? (
          <p className="text-muted">
            {plan.source.url ? (
              <a
                href={plan.source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center underline"
              >
                {t("renewals.plan.source", {
                  title: plan.source.title,
                  date: date(plan.source.checked_on),
                })}
              </a>
            ) : (
              t("renewals.plan.source", { title: plan.source.title, date: date(plan.source.checked_on) })
            )}
          </p>
        ) : null}
      </div>
    </details>
  );
}
