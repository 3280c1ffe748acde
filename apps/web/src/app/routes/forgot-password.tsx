import { ForgotPasswordForm } from "../../features/accounts/components/password-reset-forms.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function ForgotPasswordPage() {
  return (
    <AuthPageLayout title="Reset your password">
      <ForgotPasswordForm />
    </AuthPageLayout>
  );
}
