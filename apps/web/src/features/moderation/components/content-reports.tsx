import type { ContentReportView } from "@siteready/domain";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useContentReports, useReportAction } from "../api/content-reports.ts";

const statusLabels: Record<ContentReportView["status"], string> = {
  open: "Open",
  content_removed: "Content removed",
  dismissed: "Dismissed",
};
const kindLabels: Record<ContentReportView["kind"], string> = {
  message: "Message",
  group_post: "Group post",
};
const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** What users reported (messages and group posts), open ones first, with the takedown and suspend actions. */
export function ContentReports() {
  const reports = useContentReports();
  const action = useReportAction();
  if (reports.isPending) return <p className="text-muted">Loading reports…</p>;
  if (reports.isError) return <ErrorBox error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0)
    return <p className="text-muted">No reports. Nothing needs your attention.</p>;
  return (
    <div className="flex flex-col gap-3">
      {action.isError ? <ErrorBox error={action.error} /> : null}
      <ul aria-label="Reports" className="flex flex-col gap-3">
        {reports.data.map((report) => (
          <li key={report.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <p className="text-sm text-muted">
              {kindLabels[report.kind]} by <strong className="text-text">{report.reported_user.name}</strong>,
              reported by {report.reporter.name} on {dateFormat.format(new Date(report.created_at))} ·{" "}
              {statusLabels[report.status]}
              {report.reported_user_suspended ? " · Account suspended" : ""}
            </p>
            <blockquote className="border-l-4 border-border pl-3 whitespace-pre-wrap break-words">
              {report.content ?? <em className="text-muted">Removed or deleted</em>}
            </blockquote>
            <p>
              <span className="font-semibold">Reason: </span>
              {report.reason}
            </p>
            <span className="flex flex-wrap gap-2">
              {report.content !== null ? (
                <Button
                  variant="danger"
                  onClick={() => action.mutate({ id: report.id, action: "remove-content" })}
                >
                  Remove content
                </Button>
              ) : null}
              {report.reported_user_suspended ? null : (
                <Button
                  variant="secondary"
                  onClick={() => action.mutate({ id: report.id, action: "suspend-user" })}
                >
                  Suspend {report.reported_user.name}
                </Button>
              )}
              {report.status === "open" ? (
                <Button variant="ghost" onClick={() => action.mutate({ id: report.id, action: "dismiss" })}>
                  Dismiss
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
