import { defaultFeatureCatalogue, featureNavKey } from "@siteready/domain/features";
import type { SectionCompletion } from "@siteready/domain/profile";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { CompletionMeter } from "../../../components/ui/completion-meter.tsx";
import { navLabel } from "../../../i18n/nav-labels.ts";
import { useT } from "../../../i18n/use-translation.ts";
import type { DashboardLayout } from "../api/get-dashboard-layout.ts";

/** The seven profile sections in the order the sidebar lists them, with their pages. */
const sections = (
  [
    "personalDetails",
    "nextOfKin",
    "documents",
    "skillsCards",
    "qualifications",
    "bankDetails",
    "taxDetails",
  ] as const satisfies readonly (keyof SectionCompletion)[]
).map((key) => ({ key, labelKey: featureNavKey(key), path: defaultFeatureCatalogue[key].path }));

interface CompletionProps {
  completion: SectionCompletion;
  overall: number;
  layout: DashboardLayout;
}

/**
 * Overall completion, with the first unfinished section as the next thing to do, or the thing to do after it
 * when something urgent leads the dashboard.
 */
export function OverallCompletion({
  completion,
  overall,
  layout,
  afterSomethingUrgent,
}: CompletionProps & { afterSomethingUrgent?: boolean }) {
  const next = sections.find((section) => completion[section.key] < 100);
  const headingId = useId();
  const { t } = useT();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6 ${layout === "modern" ? "h-full" : ""}`}
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t("dashboard.yourProfile")}
      </h2>
      <p className="text-4xl font-extrabold">{overall}%</p>
      <CompletionMeter percent={overall} label={t("dashboard.profileCompletion")} />
      {next ? (
        <Link to={next.path} className="inline-flex min-h-11 items-center gap-2 font-semibold">
          {t(afterSomethingUrgent ? "dashboard.thenSection" : "dashboard.nextSection", {
            section: navLabel(next, t).toLowerCase(),
          })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <p>{t("dashboard.allFilledIn")}</p>
      )}
    </section>
  );
}

/** Each section's completion with a link to its page: rows (classic) or tiles (modern). */
export function SectionCompletionList({ completion, layout }: Omit<CompletionProps, "overall">) {
  const headingId = useId();
  const { t } = useT();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold">
        {t("dashboard.profileSections")}
      </h2>
      <ul
        className={
          layout === "modern"
            ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            : "flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
        }
      >
        {sections.map((section) => (
          <li
            key={section.key}
            className={
              layout === "modern"
                ? "flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
                : "flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:gap-6"
            }
          >
            <Link
              to={section.path}
              className={`inline-flex min-h-11 items-center gap-2 font-semibold ${layout === "modern" ? "text-lg" : "sm:w-48 sm:shrink-0"}`}
            >
              {navLabel(section, t)}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
            <div className="flex-1">
              <CompletionMeter
                percent={completion[section.key]}
                label={t("dashboard.sectionCompletion", { section: navLabel(section, t) })}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
