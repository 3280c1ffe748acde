import { useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/accounts/components/password-reset-forms.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const { t } = useT();
  return (
    <AuthPageLayout title={t("accounts.reset.title")}>
      <ResetPasswordForm token={searchParams.get("error") ? null : searchParams.get("token")} />
    </AuthPageLayout>
  );
}
