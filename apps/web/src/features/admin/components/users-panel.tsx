import type { AdminUser } from "@siteready/domain/admin";
import { type UserType, userTypes } from "@siteready/domain/features";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/session/session.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useAdminUsers, useAuditLog, useUserAction } from "../api/admin.ts";
import { useFormatMoment } from "./format-moment.ts";

function SuspendForm({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useT();
  const action = useUserAction();
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ kind: "suspend", userId: user.id, reason }, { onSuccess: onDone });
  };
  const fieldError = action.error instanceof ApiError ? action.error.fieldErrors.reason?.[0] : undefined;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <TextField
        label={t("admin.users.whySuspended", { name: user.name })}
        hint={t("admin.users.suspendHint")}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={fieldError}
        required
        autoFocus
      />
      {action.error && !fieldError ? <ErrorBox error={action.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={action.isPending}>
          {t("admin.users.suspendAccount")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("admin.cancel")}
        </Button>
      </div>
    </form>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const { t } = useT();
  const formatMoment = useFormatMoment();
  const roleLabel = (type: UserType) => t(`admin.role.${type}`);
  const action = useUserAction();
  const [role, setRole] = useState<UserType>(user.role);
  const [suspending, setSuspending] = useState(false);
  const roleId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{user.name}</p>
          <p className="break-all text-sm">{user.email}</p>
        </div>
        {user.suspended ? (
          <span className="rounded-full bg-danger px-3 py-1 text-sm font-semibold text-surface">
            {t("admin.users.suspended")}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t("admin.users.role")}</dt>
          <dd>{roleLabel(user.role)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("admin.users.plan")}</dt>
          <dd className="capitalize">{user.subscriptionTier}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("admin.users.joined")}</dt>
          <dd>{formatMoment(user.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t("admin.users.lastSeen")}</dt>
          <dd>{user.lastSeenAt ? formatMoment(user.lastSeenAt) : t("admin.users.never")}</dd>
        </div>
      </dl>
      {user.suspended && user.suspendedReason ? (
        <p className="text-sm">
          <span className="font-semibold">{t("admin.users.reason")}</span> {user.suspendedReason}
        </p>
      ) : null}
      {action.error ? <ErrorBox error={action.error} /> : null}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          id={roleId}
          label={t("admin.users.roleOf", { name: user.name })}
          value={role}
          onChange={(event) => setRole(event.target.value as UserType)}
          className="w-44"
        >
          {userTypes.map((type) => (
            <option key={type} value={type}>
              {roleLabel(type)}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          disabled={role === user.role}
          busy={action.isPending && action.variables?.kind === "role"}
          onClick={() => action.mutate({ kind: "role", userId: user.id, role })}
        >
          {t("admin.users.changeRole")}
        </Button>
        {user.suspended ? (
          <Button
            variant="secondary"
            busy={action.isPending && action.variables?.kind === "unsuspend"}
            onClick={() => action.mutate({ kind: "unsuspend", userId: user.id })}
          >
            {t("admin.users.unsuspend")}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setSuspending(true)} disabled={suspending}>
            {t("admin.users.suspend")}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={user.activeSessions === 0}
          busy={action.isPending && action.variables?.kind === "end-sessions"}
          onClick={() => action.mutate({ kind: "end-sessions", userId: user.id })}
        >
          {t("admin.users.endSessions", { count: String(user.activeSessions) })}
        </Button>
      </div>
      {suspending ? <SuspendForm user={user} onDone={() => setSuspending(false)} /> : null}
    </li>
  );
}

function AuditLog() {
  const { t } = useT();
  const formatMoment = useFormatMoment();
  const { data: entries, error, refetch, isPending } = useAuditLog();
  const currentAdminId = useSession().data?.user.id;
  if (isPending) return <p role="status">{t("admin.audit.loading")}</p>;
  if (error) return <ErrorBox error={error} onRetry={() => void refetch()} />;
  if (entries.length === 0) return <p>{t("admin.audit.none")}</p>;
  return (
    <ol aria-label={t("admin.audit.title")} className="flex flex-col divide-y divide-border">
      {entries.map((entry) => (
        <li key={entry.id} className="py-2 text-sm">
          <span className="font-semibold">{t(`admin.audit.action.${entry.action}`)}</span>
          {entry.targetEmail ? ` ${entry.targetEmail}` : ""}
          {entry.detail ? ` — ${entry.detail}` : ""}
          <span className="block text-muted">
            {entry.adminId !== null && entry.adminId === currentAdminId
              ? t("admin.audit.byYou", { when: formatMoment(entry.createdAt) })
              : t("admin.audit.by", {
                  admin: entry.adminEmail ?? t("admin.audit.deletedAdmin"),
                  when: formatMoment(entry.createdAt),
                })}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Find a worker by e-mail or name and act on their account; every action lands in the audit log below. */
export function UsersPanel() {
  const { t } = useT();
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim(), 300);
  const { data: users, error, refetch, isPending } = useAdminUsers(debounced);
  return (
    <>
      <TextField
        type="search"
        label={t("admin.users.find")}
        hint={t("admin.users.findHint")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isPending ? <p role="status">{t("admin.users.loading")}</p> : null}
      {error ? <ErrorBox error={error} onRetry={() => void refetch()} /> : null}
      {users ? (
        users.length === 0 ? (
          <p role="status">{t("admin.users.noMatch", { search: debounced })}</p>
        ) : (
          <ul aria-label={t("admin.users.accounts")} className="flex flex-col gap-3">
            {users.map((user) => (
              <UserCard key={user.id} user={user} />
            ))}
          </ul>
        )
      ) : null}
      <section aria-labelledby="audit-heading" className="flex flex-col gap-2">
        <h2 id="audit-heading" className="text-xl font-semibold">
          {t("admin.audit.title")}
        </h2>
        <AuditLog />
      </section>
    </>
  );
}
