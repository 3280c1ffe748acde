import type { MessageKey } from "@siteready/domain/i18n";
import type { ContentReportView } from "@siteready/domain/messages";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { momentIn } from "../../../i18n/moment-in.ts";
import { useT } from "../../../i18n/use-translation.ts";
import { useContentReports, useReportAction } from "../api/content-reports.ts";

const statusLabels: Record<ContentReportView["status"], MessageKey> = {
  open: "moderation.status.open",
  content_removed: "moderation.status.contentRemoved",
  dismissed: "moderation.status.dismissed",
};
/** A report's kind in words; not a record, whose `message` key the literal-words guard reads as shown words. */
const kindLabel = (kind: ContentReportView["kind"]): MessageKey =>
  kind === "message" ? "moderation.kind.message" : "moderation.kind.groupPost";

/** What users reported (messages and group posts), open ones first, with the takedown and suspend actions. */
export function ContentReports() {
  const reports = useContentReports();
  const action = useReportAction();
  const { t, language } = useT();
  if (reports.isPending) return <p className="text-muted">{t("places.reports.loading")}</p>;
  if (reports.isError) return <ErrorBox error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.length === 0) return <p className="text-muted">{t("moderation.none")}</p>;
  return (
    <div className="flex flex-col gap-3">
      {action.isError ? <ErrorBox error={action.error} /> : null}
      <ul aria-label={t("moderation.list")} className="flex flex-col gap-3">
        {reports.data.map((report) => (
          <li key={report.id} className="flex flex-col gap-2 rounded-lg border border-border p-3">
            <p className="text-sm text-muted">
              {t("moderation.kindBy", { kind: t(kindLabel(report.kind)) })}{" "}
              <strong className="text-text">{report.reported_user.name}</strong>,{" "}
              {t("moderation.reportedBy", {
                name: report.reporter.name,
                date: momentIn(report.created_at, language, "medium"),
              })}{" "}
              · {t(statusLabels[report.status])}
              {report.reported_user_suspended ? ` · ${t("moderation.suspended")}` : ""}
            </p>
            <blockquote className="border-l-4 border-border pl-3 whitespace-pre-wrap break-words">
              {report.content ?? <em className="text-muted">{t("moderation.removed")}</em>}
            </blockquote>
            <p>
              <span className="font-semibold">{t("moderation.reason")} </span>
              {report.reason}
            </p>
            <span className="flex flex-wrap gap-2">
              {report.content !== null ? (
                <Button
                  variant="danger"
                  onClick={() => action.mutate({ id: report.id, action: "remove-content" })}
                >
                  {t("moderation.removeContent")}
                </Button>
              ) : null}
              {report.reported_user_suspended ? null : (
                <Button
                  variant="secondary"
                  onClick={() => action.mutate({ id: report.id, action: "suspend-user" })}
                >
                  {t("moderation.suspend", { name: report.reported_user.name })}
                </Button>
              )}
              {report.status === "open" ? (
                <Button variant="ghost" onClick={() => action.mutate({ id: report.id, action: "dismiss" })}>
                  {t("moderation.dismiss")}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
