import type { CrewMemberRecords } from "@siteready/domain/companies";
import { competenceKindLabels } from "@siteready/domain/competence";
import { formatDateIn } from "@siteready/domain/i18n";
import { CircleCheck, CircleMinus } from "lucide-react";
import { useT } from "../../../i18n/use-translation.ts";

type CrewCompetenceEntries = NonNullable<CrewMemberRecords["items"][number]["competence"]>;

/**
 * A crew member's competence entries on a role that needs the record (issue 53): each entry's facts and, in
 * words, who confirmed it and when, or that no one has. The supervisor's word, not a check by SiteReady.
 */
export function CrewCompetence({ entries }: { entries: CrewCompetenceEntries }) {
  const { t, word, language } = useT();
  if (entries.length === 0) return <p className="text-sm">{t("companies.records.competenceEmpty")}</p>;
  return (
    <ul aria-label={t("companies.records.competenceEntries")} className="flex flex-col gap-2">
      {entries.map((entry) => (
        <li
          key={`${entry.kind}|${entry.date}|${entry.title}|${entry.hours}`}
          className="flex flex-col text-sm"
        >
          <span className="font-semibold">{entry.title}</span>
          <span>
            {[
              t(competenceKindLabels[entry.kind]),
              formatDateIn(entry.date, language),
              t("competence.hours", { hours: entry.hours }),
            ].join(" · ")}
          </span>
          <span className="flex items-center gap-1">
            {entry.confirmed ? (
              <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-urgency-valid" />
            ) : (
              <CircleMinus aria-hidden="true" className="size-4 shrink-0 text-muted" />
            )}
            {word(entry.confirmation)}
          </span>
        </li>
      ))}
    </ul>
  );
}
