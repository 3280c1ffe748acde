import { formatDateIn } from "@siteready/domain/i18n";
import type { ApplicantView, ApplicationDecision } from "@siteready/domain/jobs";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { CircleX, Star, Users } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { daysLeft, UrgencyBadge } from "../../../components/ui/urgency-badge.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { useDecideApplication } from "../api/decide-application.ts";
import { useJobApplicants } from "../api/get-job-applicants.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import { CardMatchChips, CardMatchSummary } from "./card-match-chips.tsx";

interface ApplicantItemProps {
  application: ApplicantView;
  onDecide: (status: ApplicationDecision) => void;
  deciding: ApplicationDecision | null;
  error: unknown;
  jobId: string;
  messageButton: MessageSlot;
}

function ApplicantItem({ application, onDecide, deciding, error, jobId, messageButton }: ApplicantItemProps) {
  const headingId = useId();
  const { applicant } = application;
  const name = `${applicant.first_name} ${applicant.last_name}`;
  const { t, language } = useT();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 id={headingId} className="text-lg font-bold">
            {name}
          </h4>
          <p className="text-sm text-muted">
            {applicant.trade ?? t("jobs.applicants.noTrade")} ·{" "}
            {t("jobs.applicants.appliedOn", {
              date: formatDateIn(application.created_at.slice(0, 10), language),
            })}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <blockquote className="border-l-4 border-border pl-3 whitespace-pre-line">
        {application.message}
      </blockquote>
      <CardMatchChips matches={application.card_match} label={t("jobs.applicants.cardsAgainst", { name })} />
      <CardMatchSummary
        matches={application.card_match}
        holdsAll={application.holds_all}
        holder="applicant"
      />
      {application.cards.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h5 className="font-semibold">{t("jobs.applicants.theirCards")}</h5>
          <ul className="flex flex-col gap-2">
            {application.cards.map((card) => (
              <li
                key={`${card.card_type}-${card.expiry_date ?? "none"}`}
                className="flex flex-wrap items-center gap-2"
              >
                <span className="font-medium">{shownCardTypeName(card.card_type, t, card.name)}</span>
                <UrgencyBadge urgency={{ status: card.urgency, days_left: daysLeft(card.expiry_date) }} />
                {card.required_by_job ? (
                  <span className="text-sm text-muted">{t("jobs.applicants.neededForJob")}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">{t("jobs.applicants.noCards")}</p>
      )}
      {error ? <ErrorBox error={error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={deciding === "shortlisted"}
          disabled={deciding !== null || application.status === "shortlisted"}
          onClick={() => onDecide("shortlisted")}
        >
          <Star aria-hidden="true" className="size-4" />
          {t("jobs.applicants.shortlist")}
          <span className="sr-only"> {name}</span>
        </Button>
        <Button
          variant="ghost"
          busy={deciding === "declined"}
          disabled={deciding !== null || application.status === "declined"}
          onClick={() => onDecide("declined")}
        >
          <CircleX aria-hidden="true" className="size-4" />
          {t("jobs.applicants.decline")}
          <span className="sr-only"> {name}</span>
        </Button>
        {messageButton(
          { via: "applicant", job_id: jobId, application_id: application.id },
          t("jobs.applicants.message"),
        )}
      </div>
    </article>
  );
}

/** Who applied to my job, with their cards and message, to shortlist or decline. */
export function ApplicantsList({ jobId, messageButton }: { jobId: string; messageButton: MessageSlot }) {
  const applicants = useJobApplicants(jobId);
  const decide = useDecideApplication();
  const headingId = useId();
  const { t } = useT();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="text-xl font-bold">
        {t("jobs.applicants.title")}
      </h3>
      {applicants.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <p className="sr-only">{t("jobs.applicants.loading")}</p>
          {[0, 1].map((key) => (
            <div key={key} aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-surface-muted" />
          ))}
        </div>
      ) : null}
      {applicants.isError ? (
        <ErrorBox error={applicants.error} onRetry={() => void applicants.refetch()} />
      ) : null}
      {applicants.data?.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center">
          <Users aria-hidden="true" className="size-10 text-muted" />
          <p className="font-semibold">{t("jobs.applicants.emptyTitle")}</p>
          <p className="max-w-prose text-muted">{t("jobs.applicants.emptyText")}</p>
        </div>
      ) : null}
      {applicants.data && applicants.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {applicants.data.map((application) => {
            const mine = decide.variables?.applicationId === application.id;
            return (
              <li key={application.id}>
                <ApplicantItem
                  application={application}
                  deciding={mine && decide.isPending ? (decide.variables?.status ?? null) : null}
                  error={mine ? decide.error : null}
                  jobId={jobId}
                  messageButton={messageButton}
                  onDecide={(status) => decide.mutate({ jobId, applicationId: application.id, status })}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
