import { LogIn, LogOut, ShieldCheck, UserPlus } from "lucide-react";
import { NavLink } from "react-router";
import { Button, ButtonLink, buttonClasses } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { useIsOnline } from "../../../lib/connection-status.ts";
import { useSession } from "../../../lib/session/session.ts";
import { useSignOut } from "../hooks/use-auth-session.ts";

/**
 * The sidebar's user area (§1): the signed-in user's e-mail with its connection status (Online, or Offline when
 * the device has no connection or requests cannot reach the server), Account security (two-factor, passkeys,
 * password, devices: the account's own settings, so beside its e-mail rather than among the spec's record
 * sections), and Logout.
 */
export function UserArea({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  const { data: current } = useSession();
  const online = useIsOnline();
  const signOut = useSignOut();
  if (!current) return null;
  const securityLabel = t("accounts.security.title");
  return (
    <div className="flex flex-col gap-2">
      {compact ? null : (
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={current.user.email}>
            {current.user.email}
          </p>
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${online ? "bg-urgency-valid" : "bg-urgency-expired"}`}
            />
            {t(online ? "accounts.userArea.online" : "accounts.userArea.offline")}
          </p>
        </div>
      )}
      <NavLink
        to="/account-security"
        aria-label={compact ? securityLabel : undefined}
        title={compact ? securityLabel : undefined}
        className={buttonClasses(
          "ghost",
          `aria-[current=page]:bg-surface-muted aria-[current=page]:font-bold ${compact ? "" : "justify-start px-3"}`,
        )}
      >
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        {compact ? null : securityLabel}
      </NavLink>
      <Button
        variant="secondary"
        onClick={() => void signOut("/")}
        aria-label={compact ? t("accounts.userArea.logOut") : undefined}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {compact ? null : t("accounts.userArea.logOut")}
      </Button>
    </div>
  );
}

/** What signed-out visitors get instead: Login and Sign Up. */
export function AuthButtons({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-2">
      <ButtonLink
        to="/login"
        variant="secondary"
        aria-label={compact ? t("accounts.userArea.logIn") : undefined}
      >
        <LogIn aria-hidden="true" className="size-4" />
        {compact ? null : t("accounts.userArea.logIn")}
      </ButtonLink>
      <ButtonLink to="/register" aria-label={compact ? t("accounts.userArea.signUp") : undefined}>
        <UserPlus aria-hidden="true" className="size-4" />
        {compact ? null : t("accounts.userArea.signUp")}
      </ButtonLink>
    </div>
  );
}
