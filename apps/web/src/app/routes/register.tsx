import { RegisterWizard } from "../../features/accounts/components/register-wizard.tsx";
import { useT } from "../../i18n/use-translation.ts";
import { AuthPageLayout } from "../shell/auth-page-layout.tsx";

export function RegisterPage() {
  const { t } = useT();
  return (
    <AuthPageLayout title={t("register.title")}>
      <RegisterWizard />
    </AuthPageLayout>
  );
}
