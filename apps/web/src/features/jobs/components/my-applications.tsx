import { formatDateIn } from "@siteready/domain/i18n";
import { formatRateIn, tradeKeys } from "@siteready/domain/jobs";
import { townAndPostcode } from "@siteready/domain/places";
import { Search, Send } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useMyApplications } from "../api/get-my-applications.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import { jobSearch, jobsUrl } from "./jobs-url.ts";
import { Pagination } from "./pagination.tsx";

const PAGE_SIZE = 10;

function ListSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p className="sr-only">{t("jobs.loading")}</p>
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-surface-muted" />
      ))}
    </div>
  );
}

/** The jobs I applied for, newest first, each with where my application stands. */
export function MyApplications() {
  const [params] = useSearchParams();
  const applications = useMyApplications();
  const [page, setPage] = useState(1);
  const { t, language, catalogue } = useT();

  if (applications.isPending) return <ListSkeleton />;
  if (applications.isError) {
    return <ErrorBox error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  if (applications.data.length === 0) {
    return (
      <EmptyState
        icon={Send}
        title={t("jobs.applications.emptyTitle")}
        description={t("jobs.applications.emptyText")}
      >
        <ButtonLink to={{ search: jobsUrl.tabSearch(params, "find") }}>
          <Search aria-hidden="true" className="size-5" />
          {t("jobs.board.find")}
        </ButtonLink>
      </EmptyState>
    );
  }

  const totalPages = Math.ceil(applications.data.length / PAGE_SIZE);
  const shown = applications.data.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t("jobs.applications.list")} className="flex flex-col gap-3">
        {shown.map((application) => (
          <li
            key={application.id}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-bold break-words">
                <Link
                  to={{ search: jobSearch(params, application.job.id) }}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {application.job.title}
                </Link>
              </h2>
              <ApplicationStatusBadge status={application.status} />
            </div>
            <p className="text-sm">
              {t(tradeKeys[application.job.trade])} ·{" "}
              {townAndPostcode(application.job.town, application.job.site_postcode)} ·{" "}
              {formatRateIn(application.job.rate_pence, application.job.rate_type, language, catalogue)}
            </p>
            <p className="text-sm text-muted">
              {t("jobs.applications.appliedBy", {
                date: formatDateIn(application.created_at.slice(0, 10), language),
                name: application.job.poster_first_name,
              })}
              {application.job.status === "closed" ? ` · ${t("jobs.applications.nowClosed")}` : ""}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        onChange={setPage}
        label={t("jobs.applications.pages")}
      />
    </div>
  );
}
