import { RegisterWizard } from "../../features/accounts/components/register-wizard.tsx";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function RegisterPage() {
  return (
    <AuthPageLayout title="Create your free account">
      <RegisterWizard />
    </AuthPageLayout>
  );
}
