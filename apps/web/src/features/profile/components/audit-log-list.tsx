import { formatDateIn, type Language, type MessageKey } from "@siteready/domain/i18n";
import {
  type SensitiveAuditEntry as AuditEntry,
  bankDetailsFieldLabels,
  taxDetailsFieldLabels,
} from "@siteready/domain/profile";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { ShowOlder } from "../../../components/ui/show-older.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useAuditLog } from "../api/audit-log.ts";

const fieldNames: Record<string, MessageKey> = {
  ...bankDetailsFieldLabels,
  ...taxDetailsFieldLabels,
  right_to_work_document: "profile.audit.rightToWorkDocument",
  right_to_work_share_code: "profile.audit.rightToWorkShareCode",
  right_to_work_date_of_birth: "profile.audit.rightToWorkDateOfBirth",
};

/** What happened to a sensitive value: '{what} shown', '{what} put in a share link' … */
const valueActions: Record<string, MessageKey> = {
  reveal: "profile.audit.shown",
  change: "profile.audit.changed",
  export: "profile.audit.downloaded",
  share: "profile.audit.putInShare",
  shared_view: "profile.audit.shownThroughShare",
};

/** Changes to how the account is protected, each a sentence of its own (decision 0027). */
const securityEvents: Record<string, MessageKey> = {
  "two_factor enrol": "profile.audit.security.twoFactorOn",
  "two_factor remove": "profile.audit.security.twoFactorOff",
  "two_factor step_up": "profile.audit.security.stepUpAuthenticator",
  "two_factor recovery_requested": "profile.audit.security.recoveryRequested",
  "two_factor recovery": "profile.audit.security.twoFactorRecovered",
  "two_factor locked": "profile.audit.security.twoFactorLocked",
  "recovery_codes change": "profile.audit.security.newRecoveryCodes",
  "recovery_codes recovery": "profile.audit.security.recoveryCodeUsed",
  "passkey enrol": "profile.audit.security.passkeyAdded",
  "passkey remove": "profile.audit.security.passkeyRemoved",
  "passkey step_up": "profile.audit.security.stepUpPasskey",
  "email_code step_up": "profile.audit.security.stepUpEmail",
  "password change": "profile.audit.security.passwordChanged",
};

function useDescribe(): (entry: AuditEntry) => string {
  const { t } = useT();
  return (entry) => {
    const event = securityEvents[`${entry.field} ${entry.action}`];
    if (event) return t(event);
    const field = fieldNames[entry.field];
    const what = entry.field === "all" ? t("profile.audit.allData") : field ? t(field) : entry.field;
    const action = valueActions[entry.action];
    return action ? t(action, { what }) : `${what} ${entry.action}`;
  };
}

/** '12 Mar 2026, 14:05' in the language, as the draft banner writes it in English. */
function dateTimeIn(timestamp: string, language: Language): string {
  const at = new Date(Date.parse(timestamp));
  const day = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `${formatDateIn(day, language)}, ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** Who saw or changed a sensitive value, and when and from where (spec: every reveal and change is logged). */
export function AuditLogList({ currentUserId }: { currentUserId: string | undefined }) {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const { t, language } = useT();
  const describe = useDescribe();
  const actorText = (entry: AuditEntry) => {
    if (entry.actor_user_id === null) {
      return entry.action === "shared_view" ? ` · ${t("profile.audit.byLinkHolder")}` : "";
    }
    return ` · ${entry.actor_user_id === currentUserId ? t("profile.audit.byYou") : t("profile.audit.byAnother")}`;
  };
  return (
    <section aria-labelledby="audit-log-heading" className="flex flex-col gap-3">
      <h2 id="audit-log-heading" className="text-xl font-semibold">
        {t("profile.audit.title")}
      </h2>
      <p className="text-muted">{t("profile.audit.text")}</p>
      {log.isPending ? <p role="status">{t("profile.audit.loading")}</p> : null}
      {/* A failed older page keeps the entries on screen: ShowOlder says so under them. */}
      {log.isError && !log.data ? <ErrorBox error={log.error} onRetry={() => void log.refetch()} /> : null}
      {log.isSuccess && entries.length === 0 ? <p>{t("profile.audit.empty")}</p> : null}
      {entries.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 p-3">
              <span className="font-semibold">{describe(entry)}</span>
              <span className="text-sm text-muted">
                <time dateTime={entry.created_at}>{dateTimeIn(entry.created_at, language)}</time>
                {actorText(entry)}
                {entry.ip_address ? ` · ${t("profile.audit.ip", { address: entry.ip_address })}` : ""}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ShowOlder pages={log} label={t("profile.audit.showOlder")} className="self-start" />
    </section>
  );
}
