import { DevicesPanel } from "../../features/accounts/components/devices-panel.tsx";
import { PasskeysPanel } from "../../features/accounts/components/passkeys-panel.tsx";
import { PasswordPanel } from "../../features/accounts/components/password-panel.tsx";
import { TwoFactorPanel } from "../../features/accounts/components/two-factor-panel.tsx";
import { useT } from "../../i18n/use-translation.ts";

/** Two-factor, the password, passkeys and signed-in devices (decisions 0021, 0027). */
export function AccountSecurityPage() {
  const { t } = useT();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{t("accounts.security.title")}</h1>
        <p className="text-muted">{t("accounts.security.intro")}</p>
      </header>
      <TwoFactorPanel />
      <PasswordPanel />
      <PasskeysPanel />
      <DevicesPanel />
    </div>
  );
}
