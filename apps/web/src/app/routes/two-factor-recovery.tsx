import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { confirmTwoFactorRecovery } from "../../features/accounts/api/account-security.ts";
import { ActionProblem } from "../../features/accounts/components/security-panel.tsx";
import { useFormatDateTime } from "../../i18n/moment-in.ts";
import { useT } from "../../i18n/use-translation.ts";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

/** The e-mail link of a lost second factor: confirming starts the waiting period (decision 0021). */
export function TwoFactorRecoveryPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const { t } = useT();
  const formatDateTime = useFormatDateTime();
  const confirm = useMutation({ mutationFn: () => confirmTwoFactorRecovery(token) });
  return (
    <AuthPageLayout title={t("accounts.twoFactor.turnOff")}>
      {confirm.data ? (
        <p role="status">
          {t("accounts.recovery.confirmed", {
            date: formatDateTime(Date.parse(confirm.data.turns_off_at)),
          })}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p>{t("accounts.recovery.intro")}</p>
          <ActionProblem error={confirm.error} />
          <Button busy={confirm.isPending} onClick={() => confirm.mutate()}>
            {t("accounts.confirm")}
          </Button>
        </div>
      )}
    </AuthPageLayout>
  );
}
