import { toIsoDate } from "@siteready/domain/fields";
import { formatDateIn } from "@siteready/domain/i18n";
import type { SchemeRule, SchemeRuleEntry } from "@siteready/domain/scheme-rules";
import { cardTypeWordKeys } from "@siteready/domain/skills-cards";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";

/** A rule in a few words: how long the card lasts, its window (or that it is not renewable), its prerequisites. */
function RuleSummary({ rule }: { rule: SchemeRule }) {
  const { t } = useT();
  const { monthsBefore, monthsAfter } = rule.window;
  return (
    <ul className="flex flex-col gap-0.5 text-sm text-muted">
      <li>
        {rule.validityYears === null
          ? t("admin.schemeRules.summaryNeverExpires")
          : t("admin.schemeRules.summaryValidity", { years: rule.validityYears })}
      </li>
      <li>
        {!rule.renewable
          ? t("admin.schemeRules.summaryNotRenewable")
          : monthsAfter === 0
            ? t("admin.schemeRules.summaryWindowToExpiry", { before: monthsBefore })
            : monthsAfter > 0
              ? t("admin.schemeRules.summaryWindowAfter", { before: monthsBefore, after: monthsAfter })
              : t("admin.schemeRules.summaryWindowBefore", { before: monthsBefore, after: -monthsAfter })}
      </li>
      <li>{t("admin.schemeRules.summaryPrerequisites", { count: rule.prerequisites.length })}</li>
    </ul>
  );
}

/** "Shipped rule", or "Edited by … on …" with the admin's reason. */
function EditBadge({ edit }: { edit: SchemeRuleEntry["edit"] }) {
  const { t, language } = useT();
  if (!edit) {
    return (
      <span className="w-fit rounded-full border border-border px-2 py-0.5 text-sm">
        {t("admin.schemeRules.shipped")}
      </span>
    );
  }
  const date = formatDateIn(toIsoDate(new Date(edit.at)), language);
  return (
    <div className="flex flex-col gap-0.5">
      <span className="w-fit rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-on-accent">
        {edit.byEmail
          ? t("admin.schemeRules.editedBy", { email: edit.byEmail, date })
          : t("admin.schemeRules.editedOn", { date })}
      </span>
      {edit.note ? (
        <p className="text-sm text-muted">{t("admin.schemeRules.noteShown", { note: edit.note })}</p>
      ) : null}
    </div>
  );
}

/** Every card type's rule in force, each with its summary, who edited it, and a link to edit it. */
export function SchemeRuleList({ entries }: { entries: readonly SchemeRuleEntry[] }) {
  const { t } = useT();
  return (
    <ul className="flex flex-col gap-3">
      {entries.map((entry) => {
        const name = t(cardTypeWordKeys({ id: entry.cardType }).name);
        return (
          <li
            key={entry.cardType}
            id={`rule-${entry.cardType}`}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <h2 className="font-semibold">{name}</h2>
              <RuleSummary rule={entry.rule} />
              <EditBadge edit={entry.edit} />
            </div>
            <Link
              to={`?card=${encodeURIComponent(entry.cardType)}`}
              className={buttonClasses("secondary", "shrink-0")}
              aria-label={t("admin.schemeRules.edit", { card: name })}
            >
              {t("admin.schemeRules.editShort")}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
