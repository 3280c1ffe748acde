import { formatDateIn } from "@siteready/domain/i18n";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useListingReports, useSetListingHidden } from "../api/diggs-api.ts";

/** Reported accommodation listings, newest first, each with Hide / Show again. */
export function DiggsReportsAdmin() {
  const reports = useListingReports();
  const hide = useSetListingHidden();
  const { t, language } = useT();
  if (reports.isPending) return <p aria-busy="true">{t("places.reports.loading")}</p>;
  if (reports.isError) return <ErrorBox error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) return <p className="text-muted">{t("places.reports.none")}</p>;
  return (
    <ul aria-label={t("places.reports.list")} className="flex flex-col gap-3">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <p className="font-semibold break-words">
            {report.listing.title} ({report.listing.postcode})
            {report.listing.hidden ? ` · ${t("places.reports.hidden")}` : ""}
          </p>
          <p className="break-words">“{report.reason}”</p>
          <p className="text-sm text-muted">
            {t("places.reports.reportedBy", {
              name: report.reporter_first_name,
              date: formatDateIn(report.created_at.slice(0, 10), language),
            })}
          </p>
          <Button
            variant={report.listing.hidden ? "secondary" : "danger"}
            className="self-start"
            busy={hide.isPending && hide.variables?.id === report.listing.id}
            onClick={() => hide.mutate({ id: report.listing.id, hidden: !report.listing.hidden })}
          >
            {report.listing.hidden ? t("places.reports.show") : t("places.reports.hide")}
          </Button>
        </li>
      ))}
      {hide.error ? <ErrorBox error={hide.error} /> : null}
    </ul>
  );
}
