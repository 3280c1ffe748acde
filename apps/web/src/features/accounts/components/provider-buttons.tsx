import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button.tsx";
import { ErrorBox } from "../../../components/ui/error-box.tsx";
import { fetchSignInProviders, startProviderSignIn } from "../api/auth-actions.ts";

/** One button per OpenID Connect provider configured on the server; nothing when none is. */
export function ProviderButtons({ returnTo }: { returnTo: string }) {
  const { data: providers = [] } = useQuery({
    queryKey: ["sign-in-providers"],
    queryFn: fetchSignInProviders,
    staleTime: Infinity,
  });
  const start = useMutation({
    mutationFn: (providerId: string) => startProviderSignIn(providerId, returnTo),
  });
  if (providers.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-muted">or</p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          busy={start.isPending && start.variables === provider.id}
          onClick={() => start.mutate(provider.id)}
        >
          Continue with {provider.displayName}
        </Button>
      ))}
      {start.error ? <ErrorBox error={start.error} /> : null}
    </div>
  );
}
