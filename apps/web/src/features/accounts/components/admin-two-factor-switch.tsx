import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { adminSecurityQuery, saveAdminSecurity } from "../api/account-security.ts";

/** The admins' own second factor: once required, the admin pages refuse an admin without it. */
export function AdminTwoFactorSwitch() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const settings = useQuery(adminSecurityQuery);
  const save = useMutation({
    mutationFn: saveAdminSecurity,
    onSuccess: (saved) => queryClient.setQueryData(adminSecurityQuery.queryKey, saved),
  });
  if (settings.error) return <ErrorBox error={settings.error} />;
  const required = save.isPending
    ? save.variables.require_admin_two_factor
    : (settings.data?.require_admin_two_factor ?? false);
  return (
    <section aria-labelledby="admin-two-factor-heading" className="flex flex-col gap-3">
      <h2 id="admin-two-factor-heading" className="text-xl font-semibold">
        {t("accounts.adminTwoFactor.title")}
      </h2>
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={required}
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate({ require_admin_two_factor: event.target.checked })}
        />
        <span>
          <span className="block font-semibold">{t("accounts.adminTwoFactor.require")}</span>
          <span className="block text-sm text-muted">{t("accounts.adminTwoFactor.hint")}</span>
        </span>
      </label>
      {save.error ? <ErrorBox error={save.error} /> : null}
    </section>
  );
}
