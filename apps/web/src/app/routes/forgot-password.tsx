import { ForgotPasswordForm } from "../../features/accounts/components/password-reset-forms.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function ForgotPasswordPage() {
  const { t } = useT();
  return (
    <AuthPageLayout title={t("accounts.forgot.title")}>
      <ForgotPasswordForm />
    </AuthPageLayout>
  );
}
