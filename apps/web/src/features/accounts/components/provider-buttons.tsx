import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { useT } from "../../../i18n/use-translation.ts";
import { fetchSignInProviders, startProviderSignIn } from "../api/auth-actions.ts";

/** One button per OpenID Connect provider configured on the server; nothing when none is. */
export function ProviderButtons({ returnTo }: { returnTo: string }) {
  const { data: providers = [] } = useQuery({
    queryKey: ["sign-in-providers"],
    queryFn: fetchSignInProviders,
    staleTime: Infinity,
  });
  const { t } = useT();
  const start = useMutation({
    mutationFn: (providerId: string) => startProviderSignIn(providerId, returnTo),
  });
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-muted">{t("login.or")}</p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          busy={start.isPending && start.variables === provider.id}
          onClick={() => start.mutate(provider.id)}
        >
          {t("login.continueWith", { provider: provider.displayName })}
        </Button>
      ))}
      {start.error ? <ErrorBox error={start.error} /> : null}
    </div>
  );
}
