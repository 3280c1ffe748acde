import { formatRateIn, tradeKeys } from "@siteready/domain/jobs";
import { townAndPostcode } from "@siteready/domain/places";
import { Briefcase, CircleCheck, Lock, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useMyJobs } from "../api/get-my-jobs.ts";
import { jobSearch, jobsUrl } from "./jobs-url.ts";
import { Pagination } from "./pagination.tsx";

const PAGE_SIZE = 10;

/** The jobs I posted, open and closed, with how many have applied and been shortlisted. */
export function MyJobs() {
  const [params] = useSearchParams();
  const jobs = useMyJobs();
  const [page, setPage] = useState(1);
  const postSearch = jobsUrl.createSearch(params);
  const { t, language, catalogue } = useT();

  if (jobs.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <p className="sr-only">{t("jobs.posted.loading")}</p>
        {[0, 1].map((key) => (
          <div key={key} aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-muted" />
        ))}
      </div>
    );
  }
  if (jobs.isError) return <ErrorBox error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title={t("jobs.posted.emptyTitle")}
        description={t("jobs.posted.emptyText")}
      >
        <ButtonLink to={{ search: postSearch }}>
          <Plus aria-hidden="true" className="size-5" />
          {t("jobs.posted.postFirst")}
        </ButtonLink>
      </EmptyState>
    );
  }

  const totalPages = Math.ceil(jobs.data.length / PAGE_SIZE);
  const shown = jobs.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t("jobs.posted.list")} className="flex flex-col gap-3">
        {shown.map((job) => (
          <li key={job.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-bold break-words">
                <Link
                  to={{ search: jobSearch(params, job.id) }}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {job.title}
                </Link>
              </h2>
              <span className="inline-flex items-center gap-1.5 rounded-full border-2 border-border px-2.5 py-0.5 text-sm font-semibold">
                {job.status === "open" ? (
                  <CircleCheck aria-hidden="true" className="size-4 text-urgency-valid" />
                ) : (
                  <Lock aria-hidden="true" className="size-4" />
                )}
                {job.status === "open" ? t("jobs.status.open") : t("jobs.status.closed")}
              </span>
            </div>
            <p className="text-sm">
              {t(tradeKeys[job.trade])} · {townAndPostcode(job.town, job.site_postcode)} ·{" "}
              {formatRateIn(job.rate_pence, job.rate_type, language, catalogue)}
            </p>
            <p className="inline-flex items-center gap-1.5 text-sm font-medium">
              <Users aria-hidden="true" className="size-4 text-muted" />
              {t("jobs.posted.counts", { applied: job.applicant_count, shortlisted: job.shortlisted_count })}
            </p>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} label={t("jobs.posted.pages")} />
    </div>
  );
}
