import { useSearchParams } from "react-router";
import { ResetPasswordForm } from "../../features/accounts/components/password-reset-forms.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthPageLayout title="Choose a new password">
      <ResetPasswordForm token={searchParams.get("error") ? null : searchParams.get("token")} />
    </AuthPageLayout>
  );
}
