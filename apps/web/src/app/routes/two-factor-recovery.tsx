import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../components/draft-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { confirmTwoFactorRecovery } from "../../features/accounts/api/account-security.ts";
import { ActionProblem } from "../../features/accounts/components/security-panel.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

/** The e-mail link of a lost second factor: confirming starts the waiting period (decision 0021). */
export function TwoFactorRecoveryPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const confirm = useMutation({ mutationFn: () => confirmTwoFactorRecovery(token) });
  return (
    <AuthPageLayout title="Turn off two-factor">
      {confirm.data ? (
        <p role="status">
          Confirmed. Two-factor authentication goes off on{" "}
          {formatDateTime(Date.parse(confirm.data.turns_off_at))}. After that, sign in with your password
          alone and set it up again with your new phone. Signing in with a code before then cancels this.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            You said you can no longer use your authenticator app or your recovery codes. For your safety,
            two-factor goes off 72 hours after you confirm, and we e-mail you when it does.
          </p>
          <ActionProblem error={confirm.error} />
          <Button busy={confirm.isPending} onClick={() => confirm.mutate()}>
            Confirm
          </Button>
        </div>
      )}
    </AuthPageLayout>
  );
}
