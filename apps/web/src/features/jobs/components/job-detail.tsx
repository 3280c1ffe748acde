import { formatDateIn } from "@siteready/domain/i18n";
import type { JobDetail } from "@siteready/domain/jobs";
import { contactPreferenceKeys, formatRateIn, jobFieldLabels, tradeKeys } from "@siteready/domain/jobs";
import { distanceAwayIn, townAndPostcode } from "@siteready/domain/places";
import { shownCardTypeName } from "@siteready/domain/record-words";
import { ArrowLeft, Lock, Pencil } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { FormPanel } from "../../../components/ui/form-panel.tsx";
import { InlineConfirm } from "../../../components/ui/inline-confirm.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import type { MessageSlot } from "../../../lib/message-slot.ts";
import { useCloseJob } from "../api/close-job.ts";
import { useJob } from "../api/get-job.ts";
import { ApplicantsList } from "./applicants-list.tsx";
import { ApplicationStatusBadge, applicationStatusExplanations } from "./application-status-badge.tsx";
import { ApplyForm } from "./apply-form.tsx";
import { CardMatchChips, CardMatchSummary } from "./card-match-chips.tsx";
import { JobForm } from "./job-form.tsx";
import { startText } from "./job-result-card.tsx";

function JobFacts({ job }: { job: JobDetail }) {
  const translator = useT();
  const { t, language, catalogue } = translator;
  const distance = distanceAwayIn(job, language, catalogue);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="text-muted">{t("jobs.detail.pay")}</dt>
      <dd className="font-semibold">{formatRateIn(job.rate_pence, job.rate_type, language, catalogue)}</dd>
      <dt className="text-muted">{t(jobFieldLabels.trade)}</dt>
      <dd>{t(tradeKeys[job.trade])}</dd>
      <dt className="text-muted">{t("jobs.detail.site")}</dt>
      <dd>
        {townAndPostcode(job.town, job.site_postcode)}
        {distance ? ` · ${distance}` : ""}
      </dd>
      <dt className="text-muted">{t("jobs.detail.start")}</dt>
      <dd>{startText(job.start_date, translator)}</dd>
      <dt className="text-muted">{t(jobFieldLabels.duration)}</dt>
      <dd>{job.duration ?? t("jobs.detail.notGiven")}</dd>
      <dt className="text-muted">{t("jobs.detail.contact")}</dt>
      <dd>{t(contactPreferenceKeys[job.contact_preference])}</dd>
      <dt className="text-muted">{t("jobs.detail.postedBy")}</dt>
      <dd>
        {t(job.is_mine ? "jobs.detail.postedByYouOn" : "jobs.detail.postedByOn", {
          name: job.poster_first_name,
          date: formatDateIn(job.created_at.slice(0, 10), language),
        })}
      </dd>
    </dl>
  );
}

/** My application and what its status means; takes focus when it has just been sent. */
function MyApplication({ job, justApplied }: { job: JobDetail; justApplied: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, language } = useT();
  useEffect(() => {
    if (justApplied) heading.current?.focus();
  }, [justApplied]);
  const application = job.my_application;
  if (!application) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t("jobs.application.title")}
      </h3>
      {justApplied ? (
        <p role="status" className="font-semibold">
          {t("jobs.application.sent")}
        </p>
      ) : null}
      <div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p>{t(applicationStatusExplanations[application.status])}</p>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          {t("jobs.application.yourMessage", {
            date: formatDateIn(application.created_at.slice(0, 10), language),
          })}
        </p>
        <blockquote className="border-l-4 border-border pl-3 whitespace-pre-line">
          {application.message}
        </blockquote>
      </div>
    </div>
  );
}

function ApplicationPanel({ job }: { job: JobDetail }) {
  const [justApplied, setJustApplied] = useState(false);
  const headingId = useId();
  const { t } = useT();
  if (job.my_application) return <MyApplication job={job} justApplied={justApplied} />;
  if (job.status === "closed") {
    return <p className="font-medium">{t("jobs.detail.closedToApplications")}</p>;
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold">
        {t("jobs.apply.title")}
      </h3>
      <ApplyForm jobId={job.id} onApplied={() => setJustApplied(true)} />
    </section>
  );
}

interface MyJobToolsProps {
  job: JobDetail;
  onEdit: () => void;
  messageButton: MessageSlot;
}

function MyJobTools({ job, onEdit, messageButton }: MyJobToolsProps) {
  const close = useCloseJob();
  const [confirming, setConfirming] = useState(false);
  const count = job.applicant_count ?? 0;
  const { t } = useT();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <p className="font-semibold">{t("jobs.detail.yourJobApplied", { count })}</p>
        {confirming ? (
          <InlineConfirm
            question={t("jobs.detail.closeQuestion")}
            confirmLabel={t("jobs.detail.confirmClose")}
            cancelLabel={t("jobs.detail.keepOpen")}
            busy={close.isPending}
            error={close.error}
            onConfirm={() => close.mutate(job.id, { onSuccess: () => setConfirming(false) })}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              {t("jobs.detail.edit")}
            </Button>
            {job.status === "open" ? (
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <Lock aria-hidden="true" className="size-4" />
                {t("jobs.detail.close")}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <ApplicantsList jobId={job.id} messageButton={messageButton} />
    </div>
  );
}

function JobDetailSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex animate-pulse flex-col gap-4">
      <p className="sr-only">{t("jobs.detail.loading")}</p>
      <div aria-hidden="true" className="h-8 w-2/3 rounded bg-surface-muted" />
      <div aria-hidden="true" className="h-24 rounded bg-surface-muted" />
      <div aria-hidden="true" className="h-40 rounded bg-surface-muted" />
    </div>
  );
}

interface JobDetailViewProps {
  jobId: string;
  /** The list's search string, for the way back. */
  backSearch: string;
  messageButton: MessageSlot;
}

/** One job's page: the facts, the cards it needs, then applying (or, for my own job, its applicants). */
export function JobDetailView({ jobId, backSearch, messageButton }: JobDetailViewProps) {
  const job = useJob(jobId);
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const loaded = job.isSuccess;
  const { t } = useT();

  // Opening a job moves focus to its title, so screen-reader and keyboard users start there.
  useEffect(() => {
    if (loaded && !editing) heading.current?.focus();
  }, [loaded, editing]);

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={{ search: backSearch }}
        className="inline-flex min-h-11 items-center gap-2 self-start font-semibold"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {t("jobs.detail.back")}
      </Link>
      {job.isPending ? <JobDetailSkeleton /> : null}
      {job.isError ? <ErrorBox error={job.error} onRetry={() => void job.refetch()} /> : null}
      {job.data && editing ? (
        <FormPanel title={t("jobs.detail.changeTitle", { title: job.data.title })}>
          <JobForm job={job.data} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        </FormPanel>
      ) : null}
      {job.data && !editing ? (
        <article aria-labelledby={headingId} className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-bold break-words">
              {job.data.title}
            </h2>
            {job.data.status === "closed" ? (
              <p className="inline-flex items-center gap-2 self-start rounded-full border-2 border-border px-2.5 py-0.5 text-sm font-semibold">
                <Lock aria-hidden="true" className="size-4" />
                {t("jobs.status.closed")}
              </p>
            ) : null}
          </header>
          <JobFacts job={job.data} />
          <section aria-label={t(jobFieldLabels.description)} className="whitespace-pre-line">
            {job.data.description}
          </section>
          <section className="flex flex-col gap-2" aria-label={t("jobs.detail.cardsNeeded")}>
            <h3 className="text-lg font-bold">{t("jobs.detail.cardsNeeded")}</h3>
            {job.data.is_mine ? (
              job.data.card_match.length > 0 ? (
                <ul className="list-disc pl-6">
                  {job.data.card_match.map((match) => (
                    <li key={match.card_type}>{shownCardTypeName(match.card_type, t, match.name)}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted">{t("jobs.detail.noneListed")}</p>
              )
            ) : (
              <>
                <CardMatchChips matches={job.data.card_match} />
                <CardMatchSummary matches={job.data.card_match} holdsAll={job.data.holds_all} />
              </>
            )}
          </section>
          {job.data.is_mine ? (
            <MyJobTools job={job.data} onEdit={() => setEditing(true)} messageButton={messageButton} />
          ) : (
            <>
              <ApplicationPanel job={job.data} />
              {messageButton(
                { via: "job", job_id: job.data.id },
                t("jobs.detail.message", { name: job.data.poster_first_name }),
              )}
            </>
          )}
        </article>
      ) : null}
    </div>
  );
}
