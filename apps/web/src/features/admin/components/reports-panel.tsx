import {
  type AgentReport,
  reportCategories,
  reportForwardStates,
  reportStatuses,
} from "@siteready/domain/admin";
import type { MessageKey } from "@siteready/domain/i18n";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextareaField } from "../../../components/ui/textarea-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { type ReportFilter, useAgentReports, usePostAgentReport } from "../api/admin.ts";
import { useFormatMoment } from "./format-moment.ts";

const forwardStateLabels: Record<AgentReport["forwardState"], MessageKey> = {
  stored: "admin.reports.forward.stored",
  forwarded: "admin.reports.forward.forwarded",
  failed: "admin.reports.forward.failed",
};

type Status = AgentReport["status"];
type Category = AgentReport["category"];

/** An admin posts a report by hand, as an agent would with its token. */
function ReportForm() {
  const { t } = useT();
  const post = usePostAgentReport();
  const [agentName, setAgentName] = useState("");
  const [message, setMessage] = useState("");
  const [status, setStatus] = useState<Status>("Success");
  const [category, setCategory] = useState<Category>("Feature");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate(
      { agent_name: agentName, message, status, category, metadata: { source: "admin dashboard" } },
      { onSuccess: () => setMessage("") },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t("admin.reports.postForm")}
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t("admin.reports.agent")}
          value={agentName}
          onChange={(event) => setAgentName(event.target.value)}
          required
        />
        <SelectField
          label={t("admin.reports.status")}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
        >
          {reportStatuses.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </SelectField>
        <SelectField
          label={t("admin.reports.category")}
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          {reportCategories.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={t("admin.reports.whatHappened")}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
      />
      {/* §7: a report the server did not take is said in these exact words. */}
      {post.isError ? (
        <p role="alert" className="font-semibold text-danger">
          {t("admin.reports.failed")}
        </p>
      ) : null}
      {post.isSuccess ? <p role="status">{t("admin.reports.saved")}</p> : null}
      <div>
        <Button type="submit" busy={post.isPending}>
          {t("admin.reports.post")}
        </Button>
      </div>
    </form>
  );
}

function FilterSelect<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  values: readonly T[];
  labels?: Record<T, MessageKey>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useT();
  return (
    <SelectField
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
    >
      <option value="">{t("admin.reports.all")}</option>
      {values.map((item) => (
        <option key={item} value={item}>
          {labels ? t(labels[item]) : item}
        </option>
      ))}
    </SelectField>
  );
}

/** Agent reports, newest first, with where each copy to Notion stands. */
export function ReportsPanel() {
  const { t } = useT();
  const formatMoment = useFormatMoment();
  const [filter, setFilter] = useState<ReportFilter>({});
  const { data, error, refetch, isPending } = useAgentReports(filter);
  return (
    <>
      <ReportForm />
      <div className="grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t("admin.reports.showStatus")}
          values={reportStatuses}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        <FilterSelect
          label={t("admin.reports.showCategory")}
          values={reportCategories}
          value={filter.category}
          onChange={(category) => setFilter({ ...filter, category })}
        />
        <FilterSelect
          label={t("admin.reports.showForward")}
          values={reportForwardStates}
          labels={forwardStateLabels}
          value={filter.forwardState}
          onChange={(forwardState) => setFilter({ ...filter, forwardState })}
        />
      </div>
      {isPending ? <p role="status">{t("admin.reports.loading")}</p> : null}
      {error ? <ErrorBox error={error} onRetry={() => void refetch()} /> : null}
      {data && !data.notionConfigured ? (
        <p className="rounded-lg bg-surface-muted p-3 text-sm">{t("admin.reports.noNotion")}</p>
      ) : null}
      {data ? (
        data.reports.length === 0 ? (
          <p>{t("admin.reports.none")}</p>
        ) : (
          <ul aria-label={t("admin.reports.list")} className="flex flex-col gap-3">
            {data.reports.map((report) => (
              <li
                key={report.id}
                className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{report.agent_name}</span>
                  <span className="rounded-full bg-surface-muted px-2 text-sm">{report.status}</span>
                  <span className="rounded-full bg-surface-muted px-2 text-sm">{report.category}</span>
                </p>
                <p className="break-words">{report.message}</p>
                <p className="text-sm text-muted">
                  {formatMoment(report.createdAt)} · {t(forwardStateLabels[report.forwardState])}
                  {report.forwardAttempts > 1
                    ? ` ${t("admin.reports.afterTries", { count: report.forwardAttempts })}`
                    : ""}
                  {report.forwardError ? ` — ${report.forwardError}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
