import { formatDate } from "@siteready/domain";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useListingReports, useSetListingHidden } from "../api/diggs-api.ts";

/** Reported accommodation listings, newest first, each with Hide / Show again. */
export function DiggsReportsAdmin() {
  const reports = useListingReports();
  const hide = useSetListingHidden();
  if (reports.isPending) return <p aria-busy="true">Loading reports…</p>;
  if (reports.isError) return <ErrorBox error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) return <p className="text-muted">No listing has been reported.</p>;
  return (
    <ul aria-label="Reported listings" className="flex flex-col gap-3">
      {reports.data.reports.map((report) => (
        <li key={report.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
          <p className="font-semibold break-words">
            {report.listing.title} ({report.listing.postcode}){report.listing.hidden ? " · hidden" : ""}
          </p>
          <p className="break-words">“{report.reason}”</p>
          <p className="text-sm text-muted">
            Reported by {report.reporter_first_name} on {formatDate(report.created_at.slice(0, 10))}
          </p>
          <Button
            variant={report.listing.hidden ? "secondary" : "danger"}
            className="self-start"
            busy={hide.isPending && hide.variables?.id === report.listing.id}
            onClick={() => hide.mutate({ id: report.listing.id, hidden: !report.listing.hidden })}
          >
            {report.listing.hidden ? "Show the listing again" : "Hide the listing"}
          </Button>
        </li>
      ))}
      {hide.error ? <ErrorBox error={hide.error} /> : null}
    </ul>
  );
}
