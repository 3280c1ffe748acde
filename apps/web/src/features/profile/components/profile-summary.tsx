import { defaultFeatureCatalogue, featureNavKey } from "@siteready/domain/features";
import { formatDateIn } from "@siteready/domain/i18n";
import type { DashboardData, SectionCompletion } from "@siteready/domain/profile";
import { ChevronRight, UserRound } from "lucide-react";
import { Link } from "react-router";
import { CompletionMeter } from "../../../components/ui/completion-meter.tsx";
import { Photo } from "../../../components/ui/photo.tsx";
import { useT } from "../../../i18n/use-translation.ts";

/** The seven sections of spec §3, in the order a new worker usually fills them in. */
const sectionOrder: readonly (keyof SectionCompletion)[] = [
  "personalDetails",
  "nextOfKin",
  "documents",
  "skillsCards",
  "qualifications",
  "bankDetails",
  "taxDetails",
];

function displayName(data: DashboardData, fallbackName: string): string {
  const { first_name, last_name } = data.profile.personal_details;
  return [first_name, last_name].filter(Boolean).join(" ") || fallbackName;
}

/** Photo, name, overall completion and each section's completion with a link to fill it in. */
export function ProfileSummary({ data, fallbackName }: { data: DashboardData; fallbackName: string }) {
  const photo = data.profile.personal_details.photo_thumbnail_url ?? data.profileImage;
  const name = displayName(data, fallbackName);
  const { t, language } = useT();
  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t("profile.yourProfile")} className="flex items-center gap-4">
        {photo ? (
          <Photo
            url={photo}
            alt={name}
            width={80}
            height={80}
            className="size-20 rounded-full border border-border object-cover"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-full border border-border bg-surface-muted">
            <UserRound aria-hidden="true" className="size-10 text-muted" />
          </span>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="truncate text-xl font-semibold">{name}</p>
          <CompletionMeter percent={data.overallCompletion} label={t("profile.overallCompletion")} />
          {data.lastUpdated ? (
            <p className="text-sm text-muted">
              {t("profile.lastUpdated", { date: formatDateIn(data.lastUpdated.slice(0, 10), language) })}
            </p>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="profile-sections-heading" className="flex flex-col gap-3">
        <h2 id="profile-sections-heading" className="text-xl font-semibold">
          {t("profile.yourSections")}
        </h2>
        <ul className="flex flex-col gap-2">
          {sectionOrder.map((key) => {
            const feature = defaultFeatureCatalogue[key];
            const percent = data.completionData[key];
            const title = t(featureNavKey(key));
            return (
              <li key={key}>
                <Link
                  to={feature.path}
                  className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface p-3 text-text no-underline hover:bg-surface-muted"
                >
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="font-semibold">{title}</span>
                    <CompletionMeter percent={percent} label={t("profile.completion", { section: title })} />
                  </span>
                  <span className="flex items-center gap-1 font-medium text-link">
                    {t(percent === 100 ? "profile.edit" : percent === 0 ? "profile.add" : "profile.finish")}
                    <span className="sr-only"> {title.toLowerCase()}</span>
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
