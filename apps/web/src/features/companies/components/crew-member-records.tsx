import { formatDateIn } from "@siteready/domain/i18n";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { VerificationStatus } from "../../../components/ui/verification-status.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type SiteRef, useCrewMemberRecords } from "../api/crew-board.ts";
import { CrewCompetence } from "./crew-competence.tsx";
import { CrewRightToWork } from "./crew-right-to-work.tsx";
import { CrewStatusBadge } from "./crew-status-badge.tsx";

/**
 * A live look at a crew member's required records: each requirement with the record that meets it (or not) and
 * why. The worker sees the look in their view log; once they leave, the server answers 404 and this says so.
 */
export function CrewMemberRecordsPanel({ site, crewId }: { site: SiteRef; crewId: string }) {
  const { t, word, language } = useT();
  const records = useCrewMemberRecords(site, crewId);
  if (records.isPending) return <p className="text-muted">{t("companies.loading")}</p>;
  if (!records.data) return <ErrorBox error={records.error} />;
  const member = records.data;
  return (
    <section
      aria-label={t("companies.records.label", { name: member.name })}
      className="flex flex-col gap-3 rounded-lg bg-surface-muted p-3"
    >
      <div className="flex items-center gap-3">
        {member.photo ? (
          <img
            src={member.photo}
            alt={member.name}
            className="size-20 shrink-0 rounded-lg border border-border object-cover"
          />
        ) : null}
        <p className="text-sm">{t("companies.records.logged")}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {member.items.map((item) => (
          <li
            key={`${item.kind}-${item.requirement}`}
            className="flex flex-col gap-1 border-b border-border pb-2"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {word(item.label)}
                {item.category_code ? ` · ${item.category_code}` : ""}
              </span>
              <CrewStatusBadge status={item.status} />
            </div>
            {item.record ? (
              <p className="text-sm">
                {[
                  item.record.number,
                  item.record.expiry_date
                    ? t("companies.records.expires", {
                        date: formatDateIn(item.record.expiry_date, language),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            ) : null}
            {item.record ? <VerificationStatus verification={item.record.verification} /> : null}
            {item.reason ? <p className="text-sm">{word(item.reason)}</p> : null}
            {item.right_to_work ? (
              <CrewRightToWork site={site} crewId={crewId} rightToWork={item.right_to_work} />
            ) : null}
            {item.competence ? <CrewCompetence entries={item.competence} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
