import {
  type SensitiveAuditEntry as AuditEntry,
  bankDetailsFieldLabels,
  taxDetailsFieldLabels,
} from "@siteready/domain";
import { formatDateTime } from "../../../components/draft-banner.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { ShowOlder } from "../../../components/ui/show-older.tsx";
import { useAuditLog } from "../api/audit-log.ts";

const fieldNames: Record<string, string> = {
  ...bankDetailsFieldLabels,
  ...taxDetailsFieldLabels,
  all: "All your data",
};

const actionWords: Record<AuditEntry["action"], string> = {
  reveal: "shown",
  change: "changed",
  export: "downloaded",
};

function describe(entry: AuditEntry): string {
  const what = fieldNames[entry.field] ?? entry.field;
  return `${what} ${actionWords[entry.action] ?? entry.action}`;
}

function actorText(entry: AuditEntry, currentUserId: string | undefined): string {
  if (entry.actor_user_id === null) return "";
  return entry.actor_user_id === currentUserId ? " · by you" : " · by another account";
}

/** Who saw or changed a sensitive value, and when and from where (spec: every reveal and change is logged). */
export function AuditLogList({ currentUserId }: { currentUserId: string | undefined }) {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-3">
      <h2 id="audit-log-heading" className="text-xl font-semibold">
        Who has seen your sensitive details
      </h2>
      <p className="text-muted">Every time your bank or tax numbers are shown, changed or downloaded.</p>
      {log.isPending ? <p role="status">Loading the list…</p> : null}
      {/* A failed older page keeps the entries on screen: ShowOlder says so under them. */}
      {log.isError && !log.data ? <ErrorBox error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.isSuccess && entries.length === 0 ? <p>Nobody has viewed or changed them yet.</p> : null}
      {entries.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 p-3">
              <span className="font-semibold">{describe(entry)}</span>
              <span className="text-sm text-muted">
                <time dateTime={entry.created_at}>{formatDateTime(Date.parse(entry.created_at))}</time>
                {actorText(entry, currentUserId)}
                {entry.ip_address ? ` · IP ${entry.ip_address}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowOlder pages={log} label="Show older entries" className="self-start" />
    </section>
  );
}
